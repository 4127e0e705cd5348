import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { OrderDetail, PaymentMethod } from '../../../../generated/models';
import { formatEGP } from '../../../shared/format';

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  CASH_ON_DELIVERY: 'Cash on delivery',
  CREDIT_CARD: 'Credit card',
  SmartWallet: 'Smart wallet',
};

/** One label and amount of a summary (the order's and the packing slip's). */
export function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography variant="body2" sx={strong ? { fontWeight: 700 } : undefined}>
        {label}
      </Typography>
      <Typography variant="body2" sx={strong ? { fontWeight: 700 } : undefined}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The figures the server computed when the order was placed; nothing is recomputed here. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-totals">
      <CardContent>
        <Typography id="order-totals" variant="h6" component="h2" gutterBottom>
          Summary
        </Typography>
        <Stack spacing={0.75}>
          <TotalLine
            label="Coupon"
            value={order.coupon ? `${order.coupon.code} (${order.coupon.percentage}%)` : 'None'}
          />
          <Divider />
          <TotalLine label="Subtotal" value={formatEGP(order.subtotal)} />
          <TotalLine label="Product discount" value={`− ${formatEGP(order.productDiscount)}`} />
          <TotalLine label="Coupon discount" value={`− ${formatEGP(order.couponDiscount)}`} />
          <TotalLine label={`Shipping (${order.city})`} value={formatEGP(order.shippingPrice)} />
          <Divider />
          <TotalLine label="Total" value={formatEGP(order.totalPrice)} strong />
          <TotalLine
            label="Payment method"
            value={PAYMENT_METHODS[order.paymentMethod] ?? order.paymentMethod}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
