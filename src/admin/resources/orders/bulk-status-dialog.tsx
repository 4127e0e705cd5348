/**
 * The bulk status change's dialog (bulk-status.tsx loads it when first opened): the new status (and, into
 * cancelled, a reason), what will happen, then bulkUpdateOrderStatus — the server moves every order or none —
 * and what changed and what was already there, or which orders could not move and why (nothing changed then).
 */
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRefresh, type Identifier } from 'react-admin';
import { bulkUpdateOrderStatus } from '../../../../generated/api/orders/orders';
import type {
  BulkOrderStatusResult,
  BulkOrderStatusUpdateReason,
  OrderStatus,
} from '../../../../generated/models';
import { ApiError, type ApiErrorDetail } from '../../../shared/api-fetch';
import { ADMIN_CANCEL_REASONS } from '../../../shared/order-lifecycle';
import { useOrdersText } from '../../i18n/orders';
import { mayMoveOrderTo } from '../../../shared/staff-roles';
import { useStaffRole } from '../../use-staff-role';
import { ORDER_STATUSES } from './order-status';

type Outcome =
  | { kind: 'done'; result: BulkOrderStatusResult }
  | { kind: 'refused'; error: string; details: ApiErrorDetail[] };

export function BulkStatusDialog({
  ids,
  onClose,
}: {
  ids: Identifier[];
  onClose: (changed: boolean) => void;
}) {
  const text = useOrdersText();
  const refresh = useRefresh();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [reason, setReason] = useState<BulkOrderStatusUpdateReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ready = status !== '' && (status !== 'cancelled' || reason !== '');
  // A packer moves a selection to shipped only.
  const role = useStaffRole();
  const offered = ORDER_STATUSES.filter((s) => role === undefined || mayMoveOrderTo(role, s));

  const apply = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      const result = await bulkUpdateOrderStatus({
        ids: ids.map(Number),
        status,
        ...(status === 'cancelled' && reason ? { reason } : {}),
      });
      setOutcome({ kind: 'done', result });
      // The list, its counts and any open order read the new statuses.
      refresh();
    } catch (error) {
      setOutcome(
        error instanceof ApiError
          ? { kind: 'refused', error: error.message, details: error.details }
          : { kind: 'refused', error: text.bulkFailed, details: [] },
      );
    } finally {
      setBusy(false);
    }
  };

  const done = outcome?.kind === 'done' ? outcome.result : null;
  const statusName = (s: OrderStatus) => text.statuses[s];
  return (
    <Dialog
      open
      onClose={() => onClose(done !== null)}
      fullWidth
      maxWidth="sm"
      aria-labelledby="bulk-status-title"
    >
      <DialogTitle id="bulk-status-title">{text.bulkTitle(ids.length)}</DialogTitle>
      <DialogContent>
        {done ? (
          <Stack spacing={1}>
            {done.changed.length > 0 && (
              <>
                <Alert severity="success">{text.changed(done.changed.length, statusName(done.status))}</Alert>
                <List dense aria-label={text.changed(done.changed.length, statusName(done.status))}>
                  {done.changed.map((o) => (
                    <ListItem key={o.orderId} disableGutters>
                      <ListItemText primary={o.orderNumber} secondary={text.from(statusName(o.fromStatus))} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            {done.unchanged.length > 0 && (
              <>
                <Alert severity="info">
                  {text.unchanged(done.unchanged.length, statusName(done.status))}
                </Alert>
                <List dense aria-label={text.unchanged(done.unchanged.length, statusName(done.status))}>
                  {done.unchanged.map((o) => (
                    <ListItem key={o.orderId} disableGutters>
                      <ListItemText primary={o.orderNumber} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={text.newStatus}
              value={status}
              onChange={(e) => setStatus(e.target.value as OrderStatus)}
              disabled={busy}
            >
              {offered.map((s) => (
                <MenuItem key={s} value={s} sx={{ minHeight: 44 }}>
                  {statusName(s)}
                </MenuItem>
              ))}
            </TextField>
            {status === 'cancelled' && (
              <TextField
                select
                label={text.reason}
                value={reason}
                onChange={(e) => setReason(e.target.value as BulkOrderStatusUpdateReason)}
                disabled={busy}
              >
                {ADMIN_CANCEL_REASONS.map((r) => (
                  <MenuItem key={r} value={r} sx={{ minHeight: 44 }}>
                    {text.reasons[r]}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {status !== '' && (
              <DialogContentText>{text.bulkExplain(ids.length, statusName(status))}</DialogContentText>
            )}
            {outcome?.kind === 'refused' && (
              <Alert severity="error" role="alert">
                {outcome.error}
                {outcome.details.length > 0 && (
                  <List dense disablePadding>
                    {outcome.details.map((d) => (
                      <ListItem key={d.field} disableGutters>
                        <ListItemText primary={`${d.field}: ${d.message}`} />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <MuiButton onClick={() => onClose(true)} sx={{ minHeight: 44 }}>
            {text.close}
          </MuiButton>
        ) : (
          <>
            <MuiButton onClick={() => onClose(false)} disabled={busy} sx={{ minHeight: 44 }}>
              {text.back}
            </MuiButton>
            <MuiButton variant="contained" onClick={apply} disabled={!ready || busy} sx={{ minHeight: 44 }}>
              {busy ? text.changing : text.apply}
            </MuiButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
