import { Card, CardContent, Typography } from '@mui/material';
import type { OrderDetail } from '../../../../generated/models';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </>
  );
}

/** The shopper's contact and delivery details as given at checkout. */
export function OrderCustomer({ order }: { order: OrderDetail }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-customer">
      <CardContent>
        <Typography id="order-customer" variant="h6" component="h2" gutterBottom>
          Customer
        </Typography>
        <Typography
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
        >
          <Row label="First name" value={order.firstName} />
          <Row label="Last name" value={order.lastName} />
          <Row label="Email" value={order.email} />
          <Row label="Phone" value={order.phone} />
          <Row label="Another mobile" value={order.anotherMobile} />
          <Row label="Address" value={order.address} />
          <Row label="Another address" value={order.anotherAddress} />
          <Row label="City" value={order.city} />
        </Typography>
      </CardContent>
    </Card>
  );
}
