/**
 * /admin/orders/{orderId} (spec §2 "Order detail"): customer, items, coupon, the shipping fee of the order's
 * city, totals, payment method, the status control and the status history.
 */
import { Alert, AlertTitle, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { ListButton, ShowBase, Title, TopToolbar, useShowContext } from 'react-admin';
import { formatDateTime } from '../../../shared/cairo-dates';
import type { OrderDetailRecord } from '../../data-provider/orders';
import { OrderCustomer } from './order-customer';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderTotals } from './order-totals';
import { StatusSelect } from './status-select';

function OrderDetailView() {
  const { record: order, error, isPending } = useShowContext<OrderDetailRecord>();

  if (isPending) return <LinearProgress aria-label="Loading order" />;
  if (error || !order) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <AlertTitle>Error fetching order details</AlertTitle>
        {error instanceof Error ? error.message : null}
      </Alert>
    );
  }

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
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
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography variant="body2">Status</Typography>
          <StatusSelect record={order} />
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <OrderCustomer order={order} />
        <OrderTotals order={order} />
      </Box>
      <OrderItems items={order.items} />
      <OrderHistory orderId={order.orderId} />
    </Stack>
  );
}

export function OrderShow() {
  return (
    // The default on error is a notification and a redirect to the list; the page shows the error instead.
    <ShowBase queryOptions={{ onError: () => undefined }}>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3 }}>
        <TopToolbar sx={{ justifyContent: 'flex-start', px: 0 }}>
          <ListButton label="Back to orders" />
        </TopToolbar>
        <OrderDetailView />
      </Box>
    </ShowBase>
  );
}
