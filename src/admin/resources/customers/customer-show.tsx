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
import { useFormsText } from '../../i18n/forms';
import { formatEGP } from '../../../shared/format';
import { telLink } from '../../../shared/order-messages';
import type { CustomerRecord } from '../../data-provider/customers';
import { STATUS_BADGE } from '../orders/order-status';
import { RecordTable } from '../../components/record-table';
import { useOrderPagesText } from '../../i18n/order-pages';
import { useOrdersText } from '../../i18n/orders';
import { useGovernorateName } from '../../i18n/governorate-name';

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
  const { statuses } = useOrdersText();
  const badge = STATUS_BADGE[status];
  return (
    <Box
      component="span"
      sx={{ bgcolor: badge.background, color: badge.color, borderRadius: 4, px: 1, fontWeight: 600 }}
    >
      {statuses[status]}
    </Box>
  );
}

function CustomerOrders({ orders }: { orders: OrderListItem[] }) {
  const t = useOrderPagesText();
  const governorate = useGovernorateName();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const createPath = useCreatePath();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const orderPath = (order: OrderListItem) =>
    createPath({ resource: 'orders', type: 'edit', id: order.orderId });
  if (orders.length === 0) return <Typography variant="body2">{t.noOrders}</Typography>;
  if (small)
    return (
      <List dense disablePadding aria-label={t.orders}>
        {orders.map((order) => (
          <ListItem key={order.orderId} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={orderPath(order)} translate="no">
                  {order.orderNumber}
                </Link>
              }
              secondary={`${dateTime(order.createdAt)} · ${formatEGP(order.totalPrice)}`}
            />
            <StatusText status={order.status} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <RecordTable
      aria-label={t.orders}
      rows={orders}
      rowKey={(order) => order.orderId}
      columns={[
        {
          label: t.order,
          render: (order) => (
            <Link component={RouterLink} to={orderPath(order)} translate="no">
              {order.orderNumber}
            </Link>
          ),
        },
        { label: t.date, render: (order) => dateTime(order.createdAt) },
        {
          label: t.name,
          render: (order) => (
            <span translate="no">{`${order.customerInfo.firstName} ${order.customerInfo.lastName}`}</span>
          ),
        },
        { label: t.city, render: (order) => governorate(order.city) },
        { label: t.total, align: 'right', render: (order) => formatEGP(order.totalPrice) },
        { label: t.status, render: (order) => <StatusText status={order.status} /> },
      ]}
    />
  );
}

function CustomerView() {
  const t = useOrderPagesText();
  const { record: customer, error, isPending } = useShowContext<CustomerRecord>();
  if (isPending) return <LinearProgress aria-label={t.loadingCustomer} />;
  if (error || !customer)
    return (
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="h5" component="h1">
          {t.customerCard}
        </Typography>
        <Alert severity="error">
          <AlertTitle>{t.customerFailed}</AlertTitle>
          {error instanceof Error ? error.message : null}
        </Alert>
      </Stack>
    );
  const { risk } = customer;
  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={t.customerTitle(customer.mobile)} />
      <Box>
        <Typography variant="h5" component="h1">
          {t.customerTitle(customer.mobile)}
        </Typography>
        {customer.names.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t.orderedAs} <span translate="no">{customer.names.join(', ')}</span>
          </Typography>
        )}
        <Button href={telLink(customer.mobile)} startIcon={<CallIcon />} size="small" sx={{ mt: 1 }}>
          {t.call(customer.mobile)}
        </Button>
      </Box>
      <Card variant="outlined" component="section" aria-labelledby="customer-record">
        <CardContent>
          <Typography id="customer-record" variant="h6" component="h2" gutterBottom>
            {t.customerRecord}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
            <Figure label={t.orders} value={String(risk.orders)} />
            <Figure label={t.spend} value={formatEGP(customer.spend)} />
            <Figure label={t.delivered} value={String(risk.delivered)} />
            <Figure label={t.cancelledCount} value={String(risk.cancelled)} />
            <Figure label={t.refusedAtDelivery} value={String(risk.refused)} alert={risk.refused > 0} />
            <Figure label={t.fakeOrders} value={String(risk.fake)} alert={risk.fake > 0} />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="customer-orders">
        <CardContent sx={{ overflowX: 'auto' }}>
          <Typography id="customer-orders" variant="h6" component="h2" gutterBottom>
            {t.orders}
          </Typography>
          <CustomerOrders orders={customer.orders} />
        </CardContent>
      </Card>
    </Stack>
  );
}

export function CustomerShow() {
  const t = useOrderPagesText();
  return (
    <ShowBase queryOptions={{ onError: () => undefined }}>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 }}>
        <TopToolbar sx={{ justifyContent: 'flex-start', px: 0 }}>
          <ListButton label={t.findAnother} />
        </TopToolbar>
        <CustomerView />
      </Box>
    </ShowBase>
  );
}
