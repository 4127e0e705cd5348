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
import { useFormsText } from '../../i18n/forms';
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
import { useOrderPagesText } from '../../i18n/order-pages';
import { useMayCall } from '../../use-staff-role';
import { OrderReturns } from '../returns/order-returns';

/** "Order MO-1A2B3C": our word, the shop's number (not to translate). */
function OrderNumberTitle({ number }: { number: string }) {
  const t = useOrderPagesText();
  return (
    <>
      {t.order} <span translate="no">{number}</span>
    </>
  );
}

function OrderDetailView() {
  const t = useOrderPagesText();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const { record: order, error, isPending } = useShowContext<OrderDetailRecord>();
  const [cancelling, setCancelling] = useState(false);
  // Cancelling is the order desk's and up: a packer marks orders shipped only.
  const mayCancel = useMayCall('cancelOrder');

  // Opened from the list, react-admin first shows the list's row as a placeholder; the detail waits for the
  // order itself (the row has no lines' variants, totals or risk).
  if (isPending || (order && !('subtotal' in order))) return <LinearProgress aria-label={t.loadingOrder} />;
  if (error || !order) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <AlertTitle>{t.orderFailed}</AlertTitle>
        {error instanceof Error ? error.message : null}
      </Alert>
    );
  }

  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={<OrderNumberTitle number={order.orderNumber} />} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Box>
          <Typography variant="h5" component="h1">
            <OrderNumberTitle number={order.orderNumber} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.placed(dateTime(order.createdAt))}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2">{t.status}</Typography>
          <StatusSelect record={order} />
          {order.status !== 'cancelled' && mayCancel && (
            <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setCancelling(true)}>
              {t.cancelOrder}
            </Button>
          )}
        </Stack>
      </Stack>
      {order.status === 'cancelled' && order.cancelReason && (
        <Alert severity="warning">{t.cancelledBecause(t.reasons[order.cancelReason])}</Alert>
      )}
      <OrderCall order={order} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        <OrderCustomer order={order} />
        <OrderTotals order={order} />
      </Box>
      <OrderItems items={order.items} />
      <OrderReturns order={order} />
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
  const t = useOrderPagesText();
  if (!record) return null;
  return (
    <Button
      component={RouterLink}
      to={slipPath(basename, [record.id])}
      size="small"
      startIcon={<PrintIcon />}
    >
      {t.packingSlip}
    </Button>
  );
}

export function OrderShow() {
  const t = useOrderPagesText();
  return (
    // The default on error is a notification and a redirect to the list; the page shows the error instead.
    // react-admin fills the getOne cache with the list's rows, which the back office's 2-minute staleTime would
    // keep showing: the detail always asks for the order itself (stale at once), waiting on a list row.
    <ShowBase queryOptions={{ onError: () => undefined, staleTime: 0 }}>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 }}>
        <TopToolbar sx={{ justifyContent: 'space-between', px: 0 }}>
          <ListButton label={t.backToOrders} />
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
