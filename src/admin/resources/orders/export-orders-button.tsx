/**
 * Exports every order matching the list's filters and sort (not only the page on screen) as CSV. react-admin's
 * ExportButton asks for one page of 1,000, which the contract refuses (limit ≤ 100), so this one pages itself.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, downloadCSV, useListContext, useNotify } from 'react-admin';
import { listOrders } from '../../../../generated/api/orders/orders';
import { cairoDateOf } from '../../../shared/cairo-dates';
import { toListOrdersParams, type OrdersFilter } from '../../data-provider/orders';
import { exportFileName, fetchAllOrders, ordersToCsv } from './orders-csv';
import { useOrderPagesText } from '../../i18n/order-pages';

// Excel reads a CSV without a byte-order mark as ANSI and garbles Arabic names.
const UTF8_BOM = '\uFEFF';

export function ExportOrdersButton() {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const t = useOrderPagesText();
  const onClick = async () => {
    setBusy(true);
    try {
      const {
        page: _page,
        limit: _limit,
        ...query
      } = toListOrdersParams({ pagination: { page: 1, perPage: 1 }, sort, filter: filterValues });
      const orders = await fetchAllOrders(query, (params) => listOrders(params));
      downloadCSV(
        UTF8_BOM + (await ordersToCsv(orders)),
        exportFileName(filterValues as OrdersFilter, cairoDateOf(new Date())),
      );
    } catch (error) {
      notify(t.exportFailed(error instanceof Error ? error.message : t.tryAgain), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={busy ? t.exporting : t.exportCsv}
      // Named even when disabled: on a phone react-admin then draws a bare icon button.
      aria-label={busy ? t.exporting : t.exportCsv}
      onClick={onClick}
      disabled={busy || total === 0}
    >
      <DownloadIcon />
    </Button>
  );
}
