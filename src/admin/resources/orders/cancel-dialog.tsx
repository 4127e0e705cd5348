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
import { ADMIN_CANCEL_REASONS } from '../../../shared/order-lifecycle';
import { cancelFormResolver, cancelFormSchema } from './cancel-form';
import { NOTE_MAX_LENGTH } from './order-notes';
import { useOrderPagesText } from '../../i18n/order-pages';

export interface CancelDialogProps {
  order: { id: number | string; orderNumber: string };
  open: boolean;
  onClose: () => void;
}

export function CancelDialog({ order, open, onClose }: CancelDialogProps) {
  const t = useOrderPagesText();
  const [resolver] = useState(() => cancelFormResolver(t.chooseReason));
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
      notify(t.cancelled(order.orderNumber, t.reasons[data.reason]), {
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
          <AlertTitle>{t.statusFailed}</AlertTitle>
          {error instanceof Error ? error.message : null}
        </Alert>,
        { type: 'error', autoHideDuration: 8000 },
      );
    }
  };

  // The dialog's content unmounts on close, so the form opens empty each time.
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form resolver={resolver} defaultValues={{ reason: '', note: '' }} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.cancelTitle(order.orderNumber)}</DialogTitle>
        <DialogContent>
          <RadioButtonGroupInput
            source="reason"
            label={t.reason}
            isRequired
            row={false}
            choices={ADMIN_CANCEL_REASONS.map((value) => ({ id: value, name: t.reasons[value] }))}
          />
          <TextInput
            source="note"
            label={t.noteOptional}
            multiline
            minRows={2}
            fullWidth
            helperText={t.cancelHelp}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t.keepOrder}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {busy ? t.cancelling : t.cancelOrder}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
