/**
 * Edit a discount at /admin/discounts/{id}: what it applies to (a searchable picker), the percentage
 * and the window in Cairo time, with the create form's rules (discount-form.ts); saved whole with updateDiscount.
 */
import { SelectInput, SimpleForm, TextInput, useInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DiscountRecord, DiscountType } from '../../../../generated/models';
import { isoToCairoLocal } from '../../cairo-time';
import { EditPage, EditToolbar } from '../../components/edit-page';
import {
  EMPTY_DISCOUNT_FORM,
  toDiscountCreate,
  validateDiscountForm,
  type DiscountFormValues,
} from './discount-form';
import { TYPE_LABELS } from './discount-page';
import { ReferencePicker } from './reference-picker';

export function toDiscountFormValues(discount: DiscountRecord): DiscountFormValues {
  return {
    type: discount.type,
    referenceId: String(discount.reference.id),
    percentage: String(discount.percentage),
    startDate: isoToCairoLocal(discount.startDate),
    endDate: isoToCairoLocal(discount.endDate),
  };
}

const asText = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(EMPTY_DISCOUNT_FORM).map((key) => [key, values[key] == null ? '' : String(values[key])]),
  ) as unknown as DiscountFormValues;

/** react-admin's form validation wraps each message as `{ message }`. */
const errorText = (message: unknown): string | undefined =>
  typeof message === 'string'
    ? message
    : typeof (message as { message?: unknown } | undefined)?.message === 'string'
      ? (message as { message: string }).message
      : undefined;

/** The picker as a form input: its type follows the "Applies to" choice. */
function ReferenceInput() {
  const type = useWatch({ name: 'type' }) as DiscountType;
  const { field, fieldState } = useInput({ source: 'referenceId' });
  return (
    <ReferencePicker
      key={type}
      type={type}
      label={TYPE_LABELS[type]}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message) ?? ' '}
    />
  );
}

/** "Applies to": a product id means nothing as a category, so choosing another type clears the choice. */
function TypeInput() {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="type"
      label="Applies to"
      choices={(Object.keys(TYPE_LABELS) as DiscountType[]).map((id) => ({ id, name: TYPE_LABELS[id] }))}
      onChange={() => setValue('referenceId', '', { shouldDirty: true })}
    />
  );
}

function DiscountEditForm() {
  const discount = useRecordContext<DiscountRecord>();
  if (!discount) return null;
  return (
    <SimpleForm
      record={{ id: discount.id, ...toDiscountFormValues(discount) }}
      validate={(values) => validateDiscountForm(asText(values))}
      toolbar={<EditToolbar back="/addDiscount" />}
    >
      <TypeInput />
      <ReferenceInput />
      <TextInput source="percentage" label="Percentage" type="number" isRequired />
      <TextInput source="startDate" label="Start (Cairo time)" type="datetime-local" isRequired />
      <TextInput source="endDate" label="End (Cairo time)" type="datetime-local" isRequired />
    </SimpleForm>
  );
}

export function DiscountEdit() {
  return (
    <EditPage
      title="Edit discount"
      back="/addDiscount"
      noun="discount"
      transform={(values: Record<string, unknown>) => toDiscountCreate(asText(values))}
    >
      <DiscountEditForm />
    </EditPage>
  );
}
