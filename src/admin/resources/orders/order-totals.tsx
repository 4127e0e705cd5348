import type { ReactNode } from 'react';
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { OrderDetail } from '../../../../generated/models';
import { formatDeduction, formatEGP } from '../../../shared/format';
import { useOrderPagesText } from '../../i18n/order-pages';
import { useGovernorateName } from '../../i18n/governorate-name';

/** One label and amount of a summary (the order's and the packing slip's). */
export function TotalLine({
  label,
  value,
  strong,
  userData,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  /** The value is the shop's data (a coupon's code), not a text of ours. */
  userData?: boolean;
}) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography variant="body2" sx={strong ? { fontWeight: 700 } : undefined}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={strong ? { fontWeight: 700 } : undefined}
        translate={userData ? 'no' : undefined}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** The figures the server computed when the order was placed; nothing is recomputed here. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = useOrderPagesText();
  const governorate = useGovernorateName();
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-totals">
      <CardContent>
        <Typography id="order-totals" variant="h6" component="h2" gutterBottom>
          {t.summary}
        </Typography>
        <Stack spacing={0.75}>
          <TotalLine
            label={t.coupon}
            value={order.coupon ? `${order.coupon.code} (${order.coupon.percentage}%)` : t.none}
            userData={Boolean(order.coupon)}
          />
          <Divider />
          <TotalLine label={t.subtotal} value={formatEGP(order.subtotal)} />
          <TotalLine label={t.productDiscount} value={formatDeduction(order.productDiscount)} />
          <TotalLine label={t.couponDiscount} value={formatDeduction(order.couponDiscount)} />
          <TotalLine
            label={
              <>
                {t.shippingTo} ({governorate(order.city)})
              </>
            }
            value={formatEGP(order.shippingPrice)}
          />
          <Divider />
          <TotalLine label={t.total} value={formatEGP(order.totalPrice)} strong />
          <TotalLine label={t.paymentMethod} value={t.payment[order.paymentMethod] ?? order.paymentMethod} />
        </Stack>
      </CardContent>
    </Card>
  );
}
