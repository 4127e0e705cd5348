/**
 * "Record refund": how the money went back (Cash, Wallet, Bank transfer), its reference, and the amount,
 * prefilled with what the request may refund and refused above it (refundReturn).
 */
import { Typography } from '@mui/material';
import { useState } from 'react';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { refundReturnBodyReferenceMax } from '../../../../generated/zod/returns/returns.zod';
import { REFUND_METHODS } from '../../../shared/returns';
import { useFormsText } from '../../i18n/forms';
import { useReturnsText } from '../../i18n/returns';
import { refundForm } from './return-forms';
import { StepDialog } from './step-dialog';
import { useReturnStep } from './use-return-step';

export function RefundDialog({
  request,
  onClose,
}: {
  request: { id: number; refundable: number };
  onClose: () => void;
}) {
  const t = useReturnsText();
  const forms = useFormsText();
  const [{ resolver }] = useState(() => refundForm(request.refundable, t, forms));
  const { run, busy } = useReturnStep();
  return (
    <StepDialog
      title={t.refundTitle(request.id)}
      submitLabel={t.recordRefund}
      resolver={resolver}
      defaultValues={{ method: null, reference: '', amount: String(request.refundable) }}
      busy={busy}
      onClose={onClose}
      onSubmit={async (body) => {
        const amount = t.money(body.amount);
        if (await run('refundReturn', request.id, body, () => t.refunded(request.id, amount))) onClose();
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.refundable}: {t.money(request.refundable)}
      </Typography>
      <RadioButtonGroupInput
        source="method"
        label={t.method}
        isRequired
        choices={REFUND_METHODS.map((method) => ({ id: method, name: t.methods[method] }))}
      />
      <TextInput
        source="reference"
        label={t.referenceOptional}
        fullWidth
        slotProps={{ htmlInput: { maxLength: refundReturnBodyReferenceMax } }}
      />
      <TextInput
        source="amount"
        label={t.amountLabel}
        isRequired
        fullWidth
        helperText={t.refundHelp(t.money(request.refundable))}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </StepDialog>
  );
}
