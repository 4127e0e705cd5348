/**
 * Edit a coupon at /admin/coupons/{id}: the create form's fields and rules (coupon-form.ts), the
 * dates in Cairo time; saved whole with updateCoupon. The usage count and the active switch stay as they are.
 */
import { SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { Coupon } from '../../../../generated/models';
import { isoToCairoLocal } from '../../cairo-time';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { EMPTY_COUPON_FORM, toCouponCreate, validateCouponForm, type CouponFormValues } from './coupon-form';

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function toCouponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    percentage: text(coupon.percentage),
    minOrderAmount: text(coupon.minOrderValue),
    maxUsage: text(coupon.maxUsage),
    startDate: isoToCairoLocal(coupon.startDate),
    endDate: isoToCairoLocal(coupon.endDate),
  };
}

/** Inputs keep their text (numbers included), so the create form's rules apply unchanged. */
const asText = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(EMPTY_COUPON_FORM).map((key) => [key, values[key] == null ? '' : String(values[key])]),
  ) as unknown as CouponFormValues;

function CouponEditForm() {
  const coupon = useRecordContext<Coupon>();
  if (!coupon) return null;
  return (
    <SimpleForm
      record={{ id: coupon.id, ...toCouponFormValues(coupon) }}
      validate={(values) => validateCouponForm(asText(values))}
      toolbar={<EditToolbar back="/addCoupon" />}
    >
      <TextInput source="code" label="Code" isRequired />
      <TextInput source="description" label="Description" />
      <TextInput source="percentage" label="Percentage" type="number" isRequired />
      <TextInput source="minOrderAmount" label="Min. order (EGP)" type="number" />
      <TextInput
        source="maxUsage"
        label="Maximum uses"
        type="number"
        helperText={`Used ${coupon.usedCount} times`}
      />
      <TextInput source="startDate" label="Start (Cairo time)" type="datetime-local" isRequired />
      <TextInput source="endDate" label="End (Cairo time)" type="datetime-local" isRequired />
    </SimpleForm>
  );
}

export function CouponEdit() {
  return (
    <EditPage
      title="Edit coupon"
      back="/addCoupon"
      noun="coupon"
      transform={(values: Record<string, unknown>) => toCouponCreate(asText(values))}
    >
      <CouponEditForm />
    </EditPage>
  );
}
