/** "Schedule pickup" / "Move pickup": the courier's day (scheduleReturnPickup), prefilled with the current one. */
import { useState } from 'react';
import { DateInput } from 'react-admin';
import { useFormsText } from '../../i18n/forms';
import { useReturnsText } from '../../i18n/returns';
import { pickupForm } from './return-forms';
import { StepDialog } from './step-dialog';
import { useReturnStep } from './use-return-step';

export function PickupDialog({
  request,
  onClose,
}: {
  request: { id: number; pickupDate: string | null };
  onClose: () => void;
}) {
  const t = useReturnsText();
  const forms = useFormsText();
  const [{ resolver }] = useState(() => pickupForm(t, forms));
  const { run, busy } = useReturnStep();
  return (
    <StepDialog
      title={t.pickupTitle(request.id)}
      submitLabel={request.pickupDate ? t.movePickup : t.schedulePickup}
      resolver={resolver}
      defaultValues={{ pickupDate: request.pickupDate ?? '' }}
      busy={busy}
      onClose={onClose}
      onSubmit={async (body) => {
        const day = t.day(body.pickupDate);
        if (await run('scheduleReturnPickup', request.id, body, () => t.pickupSet(request.id, day)))
          onClose();
      }}
    >
      <DateInput source="pickupDate" label={t.pickupDay} isRequired fullWidth />
    </StepDialog>
  );
}
