/**
 * The status dropdown of an order (a row of the list, and the detail page), shaped as the status badge in its
 * colour. Any status may follow any other (docs/business-rules.md#order-statuses); the server may still refuse leaving "cancelled" with 409
 * when the stock is gone, and its sentence is shown under "Error updating status". Choosing "Cancelled" opens
 * the cancel dialog (a reason is required); every change done is confirmed by a notification.
 */
import { Alert, AlertTitle, MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { getGetOrderHistoryQueryKey } from '../../../../generated/api/orders/orders';
import type { OrderStatus } from '../../../../generated/models';
import { mayMoveOrderTo } from '../../../shared/staff-roles';
import type { OrderListRecord } from '../../data-provider/orders';
import { useStaffRole } from '../../use-staff-role';
import { lazyComponent, MountWhenOpened } from '../../components/deferred';

const CancelDialog = lazyComponent(() => import('./cancel-dialog').then((m) => m.CancelDialog));
import { ORDER_STATUSES, STATUS_BADGE } from './order-status';
import { useOrderPagesText } from '../../i18n/order-pages';
import { useOrdersText } from '../../i18n/orders';

// The menu renders in a portal, but React events still bubble through the component tree: without this a
// choice in the menu would also count as a click on the row and open the order.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export function StatusSelect({ record }: { record: Pick<OrderListRecord, 'id' | 'status' | 'orderNumber'> }) {
  const [update, { isPending }] = useUpdate();
  const t = useOrderPagesText();
  const { statuses } = useOrdersText();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const badge = STATUS_BADGE[record.status];
  // A packer is offered shipped only (and the order's own status, which the dropdown shows).
  const role = useStaffRole();
  const offered = ORDER_STATUSES.filter(
    (status) => status === record.status || role === undefined || mayMoveOrderTo(role, status),
  );

  const onChange = (event: SelectChangeEvent<OrderStatus>) => {
    const status = event.target.value as OrderStatus;
    if (status === record.status) return;
    if (status === 'cancelled') {
      setCancelling(true);
      return;
    }
    void update(
      'orders',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t.nowStatus(record.orderNumber, statuses[status]), { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: getGetOrderHistoryQueryKey(Number(record.id)) });
          refresh();
        },
        onError: (error) => {
          const detail = error instanceof Error && error.message ? error.message : undefined;
          notify(
            <Alert severity="error" variant="filled">
              <AlertTitle>{t.statusFailed}</AlertTitle>
              {detail}
            </Alert>,
            { type: 'error', autoHideDuration: 8000 },
          );
        },
      },
    );
  };

  return (
    <span onClick={stopRowClick}>
      <Select<OrderStatus>
        value={record.status}
        onChange={onChange}
        disabled={isPending}
        size="small"
        variant="standard"
        disableUnderline
        inputProps={{ 'aria-label': t.statusOf(record.orderNumber) }}
        MenuProps={{ onClick: stopRowClick }}
        sx={{
          backgroundColor: badge.background,
          color: badge.color,
          borderRadius: 4,
          fontWeight: 600,
          fontSize: '0.8125rem',
          px: 1.25,
          '& .MuiSelect-icon': { color: badge.color },
        }}
      >
        {offered.map((status) => (
          <MenuItem key={status} value={status}>
            {statuses[status]}
          </MenuItem>
        ))}
      </Select>
      <MountWhenOpened open={cancelling}>
        <CancelDialog order={record} open={cancelling} onClose={() => setCancelling(false)} />
      </MountWhenOpened>
    </span>
  );
}
