/**
 * The shop-wide alarm at the top of the dashboard: shown when the orders placed in the last hour and not yet
 * confirmed ask for more units than HOLD_ALARM_UNITS_HOUR (GET /api/admin/orders/holds, asked again every
 * minute). It lists those orders, all selected, with their signals and how many came from the same connection,
 * and cancels the selection as fake in one click (POST /api/admin/orders/cancel-as-fake: the server cancels only
 * orders still pending and gives back what they held). English or Arabic, after the back office's language;
 * the list wraps on a 390 px phone.
 */
import WarningIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useCancelOrdersAsFake, useGetUnconfirmedHolds } from '../../../generated/api/orders/orders';
import type { UnconfirmedHolds } from '../../../generated/models';
import { useHoldsText } from '../i18n/holds';

const REFRESH_MS = 60_000;

export function HoldsAlarm() {
  const { data } = useGetUnconfirmedHolds({ query: { refetchInterval: REFRESH_MS } });
  if (!data?.alarm) return null;
  // A new list starts with every order selected.
  return <AlarmCard key={data.orders.map((o) => o.orderId).join(',')} holds={data} />;
}

function AlarmCard({ holds }: { holds: UnconfirmedHolds }) {
  const text = useHoldsText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState(() => new Set(holds.orders.map((o) => o.orderId)));
  const cancel = useCancelOrdersAsFake();

  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = selected.size === holds.orders.length;

  const cancelSelected = () =>
    cancel.mutate(
      { data: { ids: [...selected] } },
      {
        onSuccess: (result) => {
          notify(
            [
              text.cancelled(result.cancelled.length),
              result.skipped.length ? text.skipped(result.skipped.length) : '',
            ]
              .filter(Boolean)
              .join(' '),
            { type: 'success' },
          );
          // The alarm, the lists and the dashboard's figures all changed.
          void queryClient.invalidateQueries();
        },
        onError: () => notify(text.failed, { type: 'error' }),
      },
    );

  return (
    <Alert severity="error" icon={<WarningIcon />} role="alert" aria-label={text.alarmTitle}>
      <AlertTitle>{text.alarmTitle}</AlertTitle>
      <Typography variant="body2">
        {text.alarmBody({
          units: holds.units,
          orders: holds.orderCount,
          minutes: holds.windowMinutes,
          held: holds.heldUnits,
        })}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            onChange={() =>
              setSelected(allSelected ? new Set() : new Set(holds.orders.map((o) => o.orderId)))
            }
          />
        }
        label={text.selectAll}
      />
      <List dense aria-label={text.selection} sx={{ maxHeight: 320, overflowY: 'auto', py: 0 }}>
        {holds.orders.map((order) => (
          <ListItem key={order.orderId} disableGutters sx={{ alignItems: 'flex-start' }}>
            <Checkbox
              size="small"
              checked={selected.has(order.orderId)}
              onChange={() => toggle(order.orderId)}
              slotProps={{ input: { 'aria-label': order.orderNumber } }}
              sx={{ pt: 0.25 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {order.orderNumber} · {order.customerInfo.firstName} {order.customerInfo.lastName} ·{' '}
                {text.units(order.units)}
              </Typography>
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.25 }}>
                {order.sameAddressOrders > 1 && (
                  <Chip size="small" color="error" label={text.sameAddress(order.sameAddressOrders)} />
                )}
                {order.holdFlags.map((flag) => (
                  <Chip key={flag} size="small" variant="outlined" label={text.flags[flag]} />
                ))}
              </Stack>
            </Box>
          </ListItem>
        ))}
      </List>
      <Button
        variant="contained"
        color="error"
        disabled={selected.size === 0 || cancel.isPending}
        onClick={cancelSelected}
        sx={{ mt: 1 }}
      >
        {text.cancelAll(selected.size)}
      </Button>
    </Alert>
  );
}
