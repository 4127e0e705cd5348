/**
 * The phone call that confirms a cash-on-delivery order: tap-to-call for both mobiles, a
 * WhatsApp chat opened with the confirmation message in the shopper's language, the number's record (risk
 * signals) and whether the shopper already confirmed online.
 */
import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { OrderDetail } from '../../../../generated/models';
import { useFormsText } from '../../i18n/forms';
import { confirmationMessage, telLink, whatsappLink } from '../../../shared/order-messages';
import { useOrderStoryText } from '../../i18n/order-story';
import { HoldFlagChips, RiskSummary } from './risk';
import { useOrderPagesText } from '../../i18n/order-pages';

export function OrderCall({ order }: { order: OrderDetail }) {
  const t = useOrderStoryText();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const text = useOrderPagesText();
  // Once the shopper confirmed online, the message thanks her instead of asking again.
  const message = confirmationMessage(order, order.language);
  const mobiles = [order.phone, order.anotherMobile].filter((m): m is string => Boolean(m));
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-call">
      <CardContent>
        <Typography id="order-call" variant="h6" component="h2" gutterBottom>
          {text.confirmWithCustomer}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
          {mobiles.map((mobile) => (
            <Button key={mobile} href={telLink(mobile)} variant="outlined" startIcon={<CallIcon />}>
              {text.call(mobile)}
            </Button>
          ))}
          <Button
            href={whatsappLink(order.phone, message)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            startIcon={<WhatsAppIcon />}
          >
            {text.whatsapp(order.language)}
          </Button>
        </Stack>
        <Stack spacing={0.75}>
          <Typography variant="body2">
            {order.customerConfirmedAt
              ? t.confirmedBy('customer', dateTime(order.customerConfirmedAt))
              : t.notConfirmedByCustomer}
          </Typography>
          <RiskSummary risk={order.risk} mobile={order.phone} />
          <HoldFlagChips flags={order.holdFlags} />
        </Stack>
      </CardContent>
    </Card>
  );
}
