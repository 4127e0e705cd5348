import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOrderHistory } from '../../../../generated/api/orders/orders';
import type { OrderHistoryEntry } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { historyEvent } from '../../../shared/order-timeline';
import { historyLine, useOrderStoryText, type OrderStoryText } from '../../i18n/order-story';

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

  return (
    <Card variant="outlined" component="section" aria-labelledby="order-history">
      <CardContent>
        <Typography id="order-history" variant="h6" component="h2" gutterBottom>
          Status history
        </Typography>
        {isPending && <Typography variant="body2">Loading history...</Typography>}
        {error && <Alert severity="error">Error loading status history: {error.message}</Alert>}
        {data && (
          <List dense disablePadding>
            {data.history.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={historyLine(t, historyEvent(entry), entry.reason)}
                  secondary={`${formatDateTime(entry.changedAt)} · ${historyActor(entry, t)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
