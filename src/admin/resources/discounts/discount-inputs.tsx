/**
 * The discount form's inputs, in the create form and the edit view alike: what it applies to ("Applies to" and
 * the searchable picker of that type), the percentage and the validity window.
 */
import { Stack } from '@mui/material';
import { SelectInput, TextInput, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DiscountType } from '../../../../generated/models';
import { ValidityFields } from '../../components/create-form-parts';
import { useDiscountsText } from '../../i18n/discounts';
import { useFormsText } from '../../i18n/forms';
import { ReferencePicker } from './reference-picker';

const TYPES: DiscountType[] = ['product', 'category', 'tag'];

/** The picker as a form input: its type follows the "Applies to" choice. */
function ReferenceInput() {
  const t = useDiscountsText();
  const type = useWatch<{ type: DiscountType }>({ name: 'type' });
  const { field, fieldState } = useInput<string>({ source: 'referenceId' });
  return (
    <ReferencePicker
      key={type}
      type={type}
      label={t.types[type]}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? ' '}
    />
  );
}

/** "Applies to": a product id means nothing as a category, so choosing another type clears the choice. */
function TypeInput() {
  const t = useDiscountsText();
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="type"
      label={t.appliesTo}
      isRequired
      choices={TYPES.map((id) => ({ id, name: t.types[id] }))}
      onChange={() => setValue('referenceId', '', { shouldDirty: true })}
      sx={{ minWidth: 160 }}
    />
  );
}

export function DiscountInputs() {
  const forms = useFormsText();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TypeInput />
        <ReferenceInput />
      </Stack>
      <TextInput
        source="percentage"
        label={forms.percentage}
        isRequired
        type="number"
        slotProps={{ htmlInput: { step: 0.01, min: 0.01, max: 100 } }}
      />
      <ValidityFields />
    </>
  );
}
