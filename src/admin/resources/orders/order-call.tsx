/**
 * The phone call that confirms a cash-on-delivery order: tap-to-call for both mobiles, a
 * WhatsApp chat opened with the confirmation message in the shopper's language, the number's record (risk
 * signals) and whether the shopper already confirmed online.
 */
import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { OrderDetail } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { confirmationMessage, telLink, whatsappLink } from '../../../shared/order-messages';
import { useOrderStoryText } from '../../i18n/order-story';
import { HoldFlagChips, RiskSummary } from './risk';

const LANGUAGE_NAMES = { en: 'English', ar: 'Arabic' } as const;

export function OrderCall({ order }: { order: OrderDetail }) {
  const t = useOrderStoryText();
  // Once the shopper confirmed online, the message thanks her instead of asking again.
  const message = confirmationMessage(order, order.language);
  const mobiles = [order.phone, order.anotherMobile].filter((m): m is string => Boolean(m));
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-call">
      <CardContent>
        <Typography id="order-call" variant="h6" component="h2" gutterBottom>
          Confirm with the customer
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
          {mobiles.map((mobile) => (
            <Button key={mobile} href={telLink(mobile)} variant="outlined" startIcon={<CallIcon />}>
              Call {mobile}
            </Button>
          ))}
          <Button
            href={whatsappLink(order.phone, message)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            startIcon={<WhatsAppIcon />}
          >
            WhatsApp ({LANGUAGE_NAMES[order.language]} message)
          </Button>
        </Stack>
        <Stack spacing={0.75}>
          <Typography variant="body2">
            {order.customerConfirmedAt
              ? t.confirmedBy('customer', formatDateTime(order.customerConfirmedAt))
              : t.notConfirmedByCustomer}
          </Typography>
          <RiskSummary risk={order.risk} mobile={order.phone} />
          <HoldFlagChips flags={order.holdFlags} />
        </Stack>
      </CardContent>
    </Card>
  );
}
