import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOrderHistory } from '../../../../generated/api/orders/orders';
import type { OrderHistoryEntry } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { CANCEL_REASON_LABELS } from '../../../shared/order-lifecycle';
import { statusLabel } from './order-status';

/** Who made the change: the admin's username, or "customer" (the shopper) or "system" (the expiry job). */
export function historyActor(entry: Pick<OrderHistoryEntry, 'actor' | 'changedBy'>): string {
  return entry.actor === 'admin' ? (entry.changedBy ?? 'admin') : entry.actor;
}

function historyChange(entry: OrderHistoryEntry): string {
  const change = entry.fromStatus
    ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`
    : `Placed as ${statusLabel(entry.toStatus)}`;
  return entry.reason ? `${change}: ${CANCEL_REASON_LABELS[entry.reason]}` : change;
}

/**
 * Every status change of the order, oldest first: who (admin, customer or system), when, from → to, and why
 * for a cancellation (docs/business-rules.md#order-statuses).
 */
export function OrderHistory({ orderId }: { orderId: number }) {
  const { data, error, isPending } = useGetOrderHistory(orderId);

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
                  primary={historyChange(entry)}
                  secondary={`${formatDateTime(entry.changedAt)} · ${historyActor(entry)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
