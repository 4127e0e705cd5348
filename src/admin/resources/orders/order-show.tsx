/**
 * /admin/orders/{orderId} (docs/product.md#order-detail): customer, items, coupon, the shipping fee of the order's
 * city, totals, payment method, the status control and the status history. The order lifecycle adds what the confirmation
 * call needs (tap-to-call, WhatsApp, risk signals, the shopper's online confirmation), internal notes, the
 * cancel dialog and the packing slip; on a phone it is one column.
 */
import BlockIcon from '@mui/icons-material/Block';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ListButton, ShowBase, Title, TopToolbar, useBasename, useShowContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../shared/cairo-dates';
import { CANCEL_REASON_LABELS } from '../../../shared/order-lifecycle';
import type { OrderDetailRecord } from '../../data-provider/orders';
import { lazyComponent, MountWhenOpened } from '../../components/deferred';

const CancelDialog = lazyComponent(() => import('./cancel-dialog').then((m) => m.CancelDialog));
import { NextToConfirmButton } from './next-to-confirm';
import { OrderCall } from './order-call';
import { OrderCustomer } from './order-customer';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderNotes } from './order-notes';
import { OrderTotals } from './order-totals';
import { slipPath } from './slip-paths';
import { StatusSelect } from './status-select';

function OrderDetailView() {
  const { record: order, error, isPending } = useShowContext<OrderDetailRecord>();
  const [cancelling, setCancelling] = useState(false);

  // Opened from the list, react-admin first shows the list's row as a placeholder; the detail waits for the
  // order itself (the row has no lines' variants, totals or risk).
  if (isPending || (order && !('subtotal' in order))) return <LinearProgress aria-label="Loading order" />;
  if (error || !order) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <AlertTitle>Error fetching order details</AlertTitle>
        {error instanceof Error ? error.message : null}
      </Alert>
    );
  }

  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={`Order ${order.orderNumber}`} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Box>
          <Typography variant="h5" component="h1">
            Order {order.orderNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Placed {formatDateTime(order.createdAt)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2">Status</Typography>
          <StatusSelect record={order} />
          {order.status !== 'cancelled' && (
            <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setCancelling(true)}>
              Cancel order
            </Button>
          )}
        </Stack>
      </Stack>
      {order.status === 'cancelled' && order.cancelReason && (
        <Alert severity="warning">Cancelled: {CANCEL_REASON_LABELS[order.cancelReason]}</Alert>
      )}
      <OrderCall order={order} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <OrderCustomer order={order} />
        <OrderTotals order={order} />
      </Box>
      <OrderItems items={order.items} />
      <OrderNotes orderId={order.orderId} />
      <OrderHistory orderId={order.orderId} />
      <MountWhenOpened open={cancelling}>
        <CancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
      </MountWhenOpened>
    </Stack>
  );
}

function PackingSlipButton() {
  const { record } = useShowContext<OrderDetailRecord>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <Button
      component={RouterLink}
      to={slipPath(basename, [record.id])}
      size="small"
      startIcon={<PrintIcon />}
    >
      Packing slip
    </Button>
  );
}

export function OrderShow() {
  return (
    // The default on error is a notification and a redirect to the list; the page shows the error instead.
    // react-admin fills the getOne cache with the list's rows, which the back office's 2-minute staleTime would
    // keep showing: the detail always asks for the order itself (stale at once), waiting on a list row.
    <ShowBase queryOptions={{ onError: () => undefined, staleTime: 0 }}>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 }}>
        <TopToolbar sx={{ justifyContent: 'space-between', px: 0 }}>
          <ListButton label="Back to orders" />
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
            <NextToConfirmButton />
            <PackingSlipButton />
          </Stack>
        </TopToolbar>
        <OrderDetailView />
      </Box>
    </ShowBase>
  );
}
