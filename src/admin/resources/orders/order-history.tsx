import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOrderHistory } from '../../../../generated/api/orders/orders';
import type { OrderHistoryEntry } from '../../../../generated/models';
import { useFormsText } from '../../i18n/forms';
import { historyEvent } from '../../../shared/order-timeline';
import { historyLine, useOrderStoryText, type OrderStoryText } from '../../i18n/order-story';
import { useOrderPagesText } from '../../i18n/order-pages';

/** Who made the change: the admin's username, or "customer" (the shopper) or "system" (the expiry job). */
export function historyActor(
  entry: Pick<OrderHistoryEntry, 'actor' | 'changedBy'>,
  t: Pick<OrderStoryText, 'actor'> = { actor: { customer: 'customer', system: 'system', admin: 'admin' } },
): string {
  return entry.actor === 'admin' ? (entry.changedBy ?? t.actor.admin) : t.actor[entry.actor];
}

/**
 * Every status change of the order, oldest first: who (admin, customer or system), when, from → to, and why
 * for a cancellation (docs/business-rules.md#order-statuses). The shopper's own confirmation (a pending →
 * pending row by the customer) reads "Confirmed by the customer", as the order's story tells it everywhere.
 */
export function OrderHistory({ orderId }: { orderId: number }) {
  const { data, error, isPending } = useGetOrderHistory(orderId);
  const t = useOrderStoryText();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const text = useOrderPagesText();

  return (
    <Card variant="outlined" component="section" aria-labelledby="order-history">
      <CardContent>
        <Typography id="order-history" variant="h6" component="h2" gutterBottom>
          {text.history}
        </Typography>
        {isPending && <Typography variant="body2">{text.loadingHistory}</Typography>}
        {error && (
          <Alert severity="error">
            {text.orderFailed}: {error.message}
          </Alert>
        )}
        {data && (
          <List dense disablePadding>
            {data.history.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={historyLine(t, historyEvent(entry), entry.reason)}
                  secondary={`${dateTime(entry.changedAt)} · ${historyActor(entry, t)}`}
                  // An admin's username is the shop's data.
                  slotProps={{ secondary: { translate: entry.actor === 'admin' ? 'no' : undefined } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
