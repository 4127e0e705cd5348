/** "Approve": an optional pickup day and note (approveReturn). For an exchange the server makes the replacement order. */
import { Typography } from '@mui/material';
import { useState } from 'react';
import { DateInput, TextInput } from 'react-admin';
import { approveReturnBodyNoteMax } from '../../../../generated/zod/returns/returns.zod';
import { useFormsText } from '../../i18n/forms';
import { useReturnsText } from '../../i18n/returns';
import { approveForm } from './return-forms';
import { StepDialog } from './step-dialog';
import { useReturnStep } from './use-return-step';

export function ApproveDialog({
  request,
  onClose,
}: {
  request: { id: number; kind: string };
  onClose: () => void;
}) {
  const t = useReturnsText();
  const forms = useFormsText();
  const [{ resolver }] = useState(() => approveForm(t, forms));
  const { run, busy } = useReturnStep();
  return (
    <StepDialog
      title={t.approveTitle(request.id)}
      submitLabel={t.approve}
      resolver={resolver}
      defaultValues={{ pickupDate: '', note: '' }}
      busy={busy}
      onClose={onClose}
      onSubmit={async (body) => {
        if (await run('approveReturn', request.id, body, () => t.approved(request.id))) onClose();
      }}
    >
      {request.kind === 'exchange' && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t.approveHelp}
        </Typography>
      )}
      <DateInput source="pickupDate" label={t.pickupOptional} fullWidth />
      <TextInput
        source="note"
        label={t.noteOptional}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: approveReturnBodyNoteMax } }}
      />
    </StepDialog>
  );
}
