import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOrderHistory } from '../../../../generated/api/orders/orders';
import { formatDateTime } from '../../../shared/cairo-dates';
import { statusLabel } from './order-status';

/** Every status change of the order, oldest first: who, when, from → to (DESIGN.md §4 "Order status"). */
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
                  primary={
                    entry.fromStatus
                      ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`
                      : `Placed as ${statusLabel(entry.toStatus)}`
                  }
                  secondary={`${formatDateTime(entry.changedAt)} · ${entry.changedBy ?? 'customer'}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
