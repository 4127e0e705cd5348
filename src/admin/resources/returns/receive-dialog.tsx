/**
 * "Receive": the items are at the shop; each one Restocked (its quantity goes back to its colour and size) or
 * Damaged, every one required, sent as `{ items: [{ id, condition }] }` (receiveReturn).
 */
import { Typography } from '@mui/material';
import { useState } from 'react';
import { RadioButtonGroupInput } from 'react-admin';
import { RETURN_CONDITIONS } from '../../../shared/returns';
import type { ReturnLine } from '../../../../generated/models';
import { useReturnsText } from '../../i18n/returns';
import { receiveForm } from './return-forms';
import { itemSummary } from './return-words';
import { StepDialog } from './step-dialog';
import { useReturnStep } from './use-return-step';

export function ReceiveDialog({
  request,
  onClose,
}: {
  request: { id: number; items: ReturnLine[] };
  onClose: () => void;
}) {
  const t = useReturnsText();
  const [{ resolver }] = useState(() => receiveForm(t));
  const { run, busy } = useReturnStep();
  const choices = RETURN_CONDITIONS.map((condition) => ({ id: condition, name: t.conditions[condition] }));
  return (
    <StepDialog
      title={t.receiveTitle(request.id)}
      submitLabel={t.receive}
      resolver={resolver}
      defaultValues={{ items: request.items.map((item) => ({ id: item.id, condition: null })) }}
      busy={busy}
      onClose={onClose}
      onSubmit={async (body) => {
        if (await run('receiveReturn', request.id, body, () => t.received(request.id))) onClose();
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.receiveHelp}
      </Typography>
      {request.items.map((item, index) => (
        <RadioButtonGroupInput
          key={item.id}
          source={`items.${index}.condition`}
          label={<span translate="no">{itemSummary({ ...item, wanted: null })}</span>}
          isRequired
          choices={choices}
        />
      ))}
    </StepDialog>
  );
}
