/**
 * The courier sheet: beside the spec's five-column export, the server's CSV of the whole
 * filtered list for the courier (getCourierSheet, the list's own filters). The server writes it formula-safe.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useState } from 'react';
import { Button, downloadCSV, useListContext, useNotify } from 'react-admin';
import { getCourierSheet } from '../../../../generated/api/orders/orders';
import type { GetCourierSheetParams } from '../../../../generated/models';
import { cairoDateOf } from '../../../shared/cairo-dates';
import { toListOrdersParams, type OrdersFilter } from '../../data-provider/orders';
import { MAX_BULK } from './bulk-status';
import { useOrderPagesText } from '../../i18n/order-pages';

const UTF8_BOM = '\uFEFF';

/**
 * The list's filters as getCourierSheet's query: status, cancelReason, startDate, endDate, q (no page, limit or
 * sort); with orders selected, that selection alone.
 */
export function courierSheetParams(
  filter: OrdersFilter,
  selectedIds: readonly (string | number)[] = [],
): GetCourierSheetParams {
  if (selectedIds.length > 0) return { ids: selectedIds.map(Number) };
  const { status, cancelReason, startDate, endDate, q } = toListOrdersParams({
    pagination: { page: 1, perPage: 1 },
    filter,
  });
  const params: GetCourierSheetParams = {};
  if (status) params.status = status;
  if (cancelReason) params.cancelReason = cancelReason;
  if (startDate) params.startDate = startDate;
  if (endDate) params.endDate = endDate;
  if (q) params.q = q;
  return params;
}

/** "courier-2026-11-23" — downloadCSV adds ".csv". */
export function courierFileName(today: string): string {
  return `courier-${today}`;
}

export function CourierSheetButton() {
  const { filterValues, selectedIds, total } = useListContext();
  const notify = useNotify();
  const t = useOrderPagesText();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const csv = await getCourierSheet(courierSheetParams(filterValues as OrdersFilter, selectedIds));
      // Reading the answer as text drops the server's byte-order mark; Excel needs it to show Arabic names.
      const text = typeof csv === 'string' ? csv : String(csv ?? '');
      downloadCSV(
        text.startsWith(UTF8_BOM) ? text : UTF8_BOM + text,
        courierFileName(cairoDateOf(new Date())),
      );
    } catch (error) {
      notify(t.courierFailed(error instanceof Error ? error.message : t.tryAgain), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={busy ? t.preparing : t.courierSheet(selectedIds.length)}
      // Named even when disabled: on a phone react-admin then draws a bare icon button.
      aria-label={busy ? t.preparing : t.courierSheet(selectedIds.length)}
      onClick={onClick}
      disabled={busy || total === 0 || selectedIds.length > MAX_BULK}
    >
      <LocalShippingIcon />
    </Button>
  );
}
