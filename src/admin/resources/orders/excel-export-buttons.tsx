/**
 * The Excel exports beside the CSV ones: the courier sheet and the orders one row per item
 * (getCourierSheetXlsx, exportOrderLines). With orders selected they export that selection, else every order
 * matching the list's filters; above the server's row limit its sentence says to narrow them.
 */
import GridOnIcon from '@mui/icons-material/GridOn';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useState, type ReactElement } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { getExportOrderLinesUrl, getGetCourierSheetXlsxUrl } from '../../../../generated/api/orders/orders';
import type { GetCourierSheetXlsxParams } from '../../../../generated/models';
import { cairoDateOf } from '../../../shared/cairo-dates';
import type { OrdersFilter } from '../../data-provider/orders';
import { useOrdersText } from '../../i18n/orders';
import { MAX_BULK } from './bulk-status';
import { courierSheetParams } from './courier-sheet-button';
import { useMayCall } from '../../use-staff-role';
import { downloadXlsx } from './xlsx-download';

/**
 * The selection (ids only: the same orders whatever the filters now say), or the list's filters: the same
 * parameters as the CSV courier sheet's.
 */
export function exportParams(
  filter: OrdersFilter,
  selectedIds: readonly (string | number)[],
): GetCourierSheetXlsxParams {
  return courierSheetParams(filter, selectedIds);
}

function ExcelButton({
  label,
  icon,
  url,
  fileName,
}: {
  label: string;
  icon: ReactElement;
  url: (params: GetCourierSheetXlsxParams) => string;
  fileName: string;
}) {
  const text = useOrdersText();
  const { filterValues, selectedIds, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadXlsx(url(exportParams(filterValues as OrdersFilter, selectedIds)), fileName);
    } catch (error) {
      notify(text.exportFailed(error instanceof Error ? error.message : text.bulkFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={busy ? text.preparing : selectedIds.length ? text.ofSelection(label, selectedIds.length) : label}
      // Named even when disabled: on a phone react-admin then draws a bare icon button.
      aria-label={
        busy ? text.preparing : selectedIds.length ? text.ofSelection(label, selectedIds.length) : label
      }
      onClick={onClick}
      disabled={busy || total === 0 || selectedIds.length > MAX_BULK}
    >
      {icon}
    </Button>
  );
}

export function ExcelExportButtons() {
  const text = useOrdersText();
  const today = cairoDateOf(new Date());
  // The order lines (every customer's mobile and address) are the owner's and the manager's.
  const mayExportLines = useMayCall('exportOrderLines');
  return (
    <>
      <ExcelButton
        label={text.courierXlsx}
        icon={<GridOnIcon />}
        url={getGetCourierSheetXlsxUrl}
        fileName={`courier-${today}.xlsx`}
      />
      {mayExportLines && (
        <ExcelButton
          label={text.linesXlsx}
          icon={<ListAltIcon />}
          url={getExportOrderLinesUrl}
          fileName={`order-lines-${today}.xlsx`}
        />
      )}
    </>
  );
}
