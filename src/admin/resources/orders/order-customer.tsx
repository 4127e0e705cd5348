import { Card, CardContent, Typography } from '@mui/material';
import type { OrderDetail } from '../../../../generated/models';
import { useOrderPagesText } from '../../i18n/order-pages';
import { useGovernorateName } from '../../i18n/governorate-name';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" translate="no" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/** The shopper's contact and delivery details as given at checkout. */
export function OrderCustomer({ order }: { order: OrderDetail }) {
  const t = useOrderPagesText();
  const governorate = useGovernorateName();
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-customer">
      <CardContent>
        <Typography id="order-customer" variant="h6" component="h2" gutterBottom>
          {t.customerCard}
        </Typography>
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
        >
          <Row label={t.firstName} value={order.firstName} />
          <Row label={t.lastName} value={order.lastName} />
          <Row label={t.email} value={order.email} />
          <Row label={t.phone} value={order.phone} />
          <Row label={t.anotherMobile} value={order.anotherMobile} />
          <Row label={t.address} value={order.address} />
          <Row label={t.anotherAddress} value={order.anotherAddress} />
          <Row label={t.city} value={governorate(order.city)} />
        </Typography>
      </CardContent>
    </Card>
  );
}
