/**
 * The confirmation before cancelling an order: one cancellation gives back the stock and the
 * coupon use, so it asks first, and it needs a reason (ADMIN_CANCEL_REASONS) and takes an optional note.
 * Cancels through cancelOrder; a notification says it is done, and the order, its history and notes reload.
 */
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import {
  cancelOrder,
  getGetOrderHistoryQueryKey,
  getListOrderNotesQueryKey,
} from '../../../../generated/api/orders/orders';
import type { OrderCancelRequestReason } from '../../../../generated/models';
import { ADMIN_CANCEL_REASONS, CANCEL_REASON_LABELS } from '../../../shared/order-lifecycle';
import { NOTE_MAX_LENGTH } from './order-notes';

export interface CancelDialogProps {
  order: { id: number | string; orderNumber: string };
  open: boolean;
  onClose: () => void;
}

export function CancelDialog({ order, open, onClose }: CancelDialogProps) {
  const [reason, setReason] = useState<OrderCancelRequestReason | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const orderId = Number(order.id);

  const close = () => {
    if (busy) return;
    setReason('');
    setNote('');
    setMissingReason(false);
    onClose();
  };

  const submit = async () => {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setBusy(true);
    try {
      const text = note.trim();
      await cancelOrder(orderId, text ? { reason, note: text } : { reason });
      notify(`Order ${order.orderNumber} cancelled: ${CANCEL_REASON_LABELS[reason]}`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: getGetOrderHistoryQueryKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: getListOrderNotesQueryKey(orderId) });
      refresh();
      setBusy(false);
      setReason('');
      setNote('');
      onClose();
    } catch (error) {
      setBusy(false);
      notify(
        <Alert severity="error" variant="filled">
          <AlertTitle>Error updating status</AlertTitle>
          {error instanceof Error ? error.message : null}
        </Alert>,
        { type: 'error', autoHideDuration: 8000 },
      );
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancel order {order.orderNumber}?</DialogTitle>
      <DialogContent>
        <FormControl error={missingReason} required component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">Reason</FormLabel>
          <RadioGroup
            name="reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as OrderCancelRequestReason);
              setMissingReason(false);
            }}
          >
            {ADMIN_CANCEL_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={CANCEL_REASON_LABELS[value]}
              />
            ))}
          </RadioGroup>
          {missingReason && <FormHelperText>Choose a reason.</FormHelperText>}
        </FormControl>
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          helperText="Kept as an internal note. The stock and the coupon use are given back."
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Keep order
        </Button>
        <Button onClick={() => void submit()} color="error" variant="contained" disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel order'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
