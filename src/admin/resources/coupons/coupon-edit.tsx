/**
 * Edit a coupon at /admin/coupons/{id}: the create form's fields and schema (coupon-form.ts), the dates in Cairo
 * time; saved whole with updateCoupon. The usage count and the active switch stay as they are.
 */
import { SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { Coupon } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { ValidityFields } from '../../components/create-form-parts';
import { couponFormResolver, toCouponFormValues } from './coupon-form';

function CouponEditForm() {
  const coupon = useRecordContext<Coupon>();
  if (!coupon) return null;
  return (
    <SimpleForm
      record={{ id: coupon.id, ...toCouponFormValues(coupon) }}
      resolver={couponFormResolver}
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
      <ValidityFields />
    </SimpleForm>
  );
}

export function CouponEdit() {
  return (
    <EditPage title="Edit coupon" back="/addCoupon" noun="coupon">
      <CouponEditForm />
    </EditPage>
  );
}
