/**
 * /admin/customers/{mobile}/show: everyone who ordered with one mobile number — the names they
 * ordered under, their orders (newest first), what they spent, and how many orders were refused at the door or
 * cancelled as fake. Opened from an order's risk signals or by typing the number (customer-list.tsx).
 */
import CallIcon from '@mui/icons-material/Call';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { ListButton, ShowBase, Title, TopToolbar, useCreatePath, useShowContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderListItem } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { formatEGP } from '../../../shared/format';
import { telLink } from '../../../shared/order-messages';
import type { CustomerRecord } from '../../data-provider/customers';
import { statusLabel, STATUS_BADGE } from '../orders/order-status';
import { RecordTable } from '../../components/record-table';

function Figure({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={alert ? { color: '#991b1b' } : undefined}>
        {value}
      </Typography>
    </Box>
  );
}

function StatusText({ status }: { status: OrderListItem['status'] }) {
  const badge = STATUS_BADGE[status];
  return (
    <Box
      component="span"
      sx={{ bgcolor: badge.background, color: badge.color, borderRadius: 4, px: 1, fontWeight: 600 }}
    >
      {statusLabel(status)}
    </Box>
  );
}

function CustomerOrders({ orders }: { orders: OrderListItem[] }) {
  const createPath = useCreatePath();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const orderPath = (order: OrderListItem) =>
    createPath({ resource: 'orders', type: 'edit', id: order.orderId });
  if (orders.length === 0) return <Typography variant="body2">No orders.</Typography>;
  if (small)
    return (
      <List dense disablePadding aria-label="Orders">
        {orders.map((order) => (
          <ListItem key={order.orderId} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={orderPath(order)}>
                  {order.orderNumber}
                </Link>
              }
              secondary={`${formatDateTime(order.createdAt)} · ${formatEGP(order.totalPrice)}`}
            />
            <StatusText status={order.status} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <RecordTable
      aria-label="Orders"
      rows={orders}
      rowKey={(order) => order.orderId}
      columns={[
        {
          label: 'Order',
          render: (order) => (
            <Link component={RouterLink} to={orderPath(order)}>
              {order.orderNumber}
            </Link>
          ),
        },
        { label: 'Date', render: (order) => formatDateTime(order.createdAt) },
        {
          label: 'Name',
          render: (order) => `${order.customerInfo.firstName} ${order.customerInfo.lastName}`,
        },
        { label: 'City', render: (order) => order.city },
        { label: 'Total', align: 'right', render: (order) => formatEGP(order.totalPrice) },
        { label: 'Status', render: (order) => <StatusText status={order.status} /> },
      ]}
    />
  );
}

function CustomerView() {
  const { record: customer, error, isPending } = useShowContext<CustomerRecord>();
  if (isPending) return <LinearProgress aria-label="Loading customer" />;
  if (error || !customer)
    return (
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="h5" component="h1">
          Customer
        </Typography>
        <Alert severity="error">
          <AlertTitle>Error fetching the customer</AlertTitle>
          {error instanceof Error ? error.message : null}
        </Alert>
      </Stack>
    );
  const { risk } = customer;
  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={`Customer ${customer.mobile}`} />
      <Box>
        <Typography variant="h5" component="h1">
          Customer {customer.mobile}
        </Typography>
        {customer.names.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Ordered as {customer.names.join(', ')}
          </Typography>
        )}
        <Button href={telLink(customer.mobile)} startIcon={<CallIcon />} size="small" sx={{ mt: 1 }}>
          Call {customer.mobile}
        </Button>
      </Box>
      <Card variant="outlined" component="section" aria-labelledby="customer-record">
        <CardContent>
          <Typography id="customer-record" variant="h6" component="h2" gutterBottom>
            Record
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
            <Figure label="Orders" value={String(risk.orders)} />
            <Figure label="Spend" value={formatEGP(customer.spend)} />
            <Figure label="Delivered" value={String(risk.delivered)} />
            <Figure label="Cancelled" value={String(risk.cancelled)} />
            <Figure label="Refused at delivery" value={String(risk.refused)} alert={risk.refused > 0} />
            <Figure label="Fake orders" value={String(risk.fake)} alert={risk.fake > 0} />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="customer-orders">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography id="customer-orders" variant="h6" component="h2" gutterBottom>
            Orders
          </Typography>
          <CustomerOrders orders={customer.orders} />
        </CardContent>
      </Card>
    </Stack>
  );
}

export function CustomerShow() {
  return (
    <ShowBase queryOptions={{ onError: () => undefined }}>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 }}>
        <TopToolbar sx={{ justifyContent: 'flex-start', px: 0 }}>
          <ListButton label="Find another customer" />
        </TopToolbar>
        <CustomerView />
      </Box>
    </ShowBase>
  );
}
