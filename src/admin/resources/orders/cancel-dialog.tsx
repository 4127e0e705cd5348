/**
 * The confirmation before cancelling an order: one cancellation gives back the stock and the
 * coupon use, so it asks first, and it needs a reason (ADMIN_CANCEL_REASONS) and takes an optional note.
 * Cancels through cancelOrder; a notification says it is done, and the order, its history and notes reload.
 */
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form, RadioButtonGroupInput, TextInput, useNotify, useRefresh } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  cancelOrder,
  getGetOrderHistoryQueryKey,
  getListOrderNotesQueryKey,
} from '../../../../generated/api/orders/orders';
import { ADMIN_CANCEL_REASONS, CANCEL_REASON_LABELS } from '../../../shared/order-lifecycle';
import { cancelFormResolver, cancelFormSchema } from './cancel-form';
import { NOTE_MAX_LENGTH } from './order-notes';

export interface CancelDialogProps {
  order: { id: number | string; orderNumber: string };
  open: boolean;
  onClose: () => void;
}

export function CancelDialog({ order, open, onClose }: CancelDialogProps) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const orderId = Number(order.id);

  const close = () => {
    if (!busy) onClose();
  };

  // The resolver has checked the values: they are the cancelOrder body.
  const submit = async (values: FieldValues) => {
    const data = cancelFormSchema.parse(values);
    setBusy(true);
    try {
      await cancelOrder(orderId, data);
      notify(`Order ${order.orderNumber} cancelled: ${CANCEL_REASON_LABELS[data.reason]}`, {
        type: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: getGetOrderHistoryQueryKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: getListOrderNotesQueryKey(orderId) });
      refresh();
      setBusy(false);
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

  // The dialog's content unmounts on close, so the form opens empty each time.
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form
        resolver={cancelFormResolver}
        defaultValues={{ reason: '', note: '' }}
        onSubmit={submit}
        noValidate
      >
        <DialogTitle id={titleId}>Cancel order {order.orderNumber}?</DialogTitle>
        <DialogContent>
          <RadioButtonGroupInput
            source="reason"
            label="Reason"
            isRequired
            row={false}
            choices={ADMIN_CANCEL_REASONS.map((value) => ({ id: value, name: CANCEL_REASON_LABELS[value] }))}
          />
          <TextInput
            source="note"
            label="Note (optional)"
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
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
