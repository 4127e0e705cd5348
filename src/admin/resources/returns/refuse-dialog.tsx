/** "Refuse": the reason is required, and the shopper reads it (refuseReturn). */
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { refuseReturnBodyReasonMax } from '../../../../generated/zod/returns/returns.zod';
import { useFormsText } from '../../i18n/forms';
import { useReturnsText } from '../../i18n/returns';
import { refuseForm } from './return-forms';
import { StepDialog } from './step-dialog';
import { useReturnStep } from './use-return-step';

export function RefuseDialog({ request, onClose }: { request: { id: number }; onClose: () => void }) {
  const t = useReturnsText();
  const forms = useFormsText();
  const [{ resolver }] = useState(() => refuseForm(t, forms));
  const { run, busy } = useReturnStep();
  return (
    <StepDialog
      title={t.refuseTitle(request.id)}
      submitLabel={t.refuse}
      color="error"
      resolver={resolver}
      defaultValues={{ reason: '' }}
      busy={busy}
      onClose={onClose}
      onSubmit={async (body) => {
        if (await run('refuseReturn', request.id, body, () => t.refused(request.id))) onClose();
      }}
    >
      <TextInput
        source="reason"
        label={t.refuseReasonLabel}
        isRequired
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: refuseReturnBodyReasonMax } }}
      />
    </StepDialog>
  );
}
