/**
 * Edit a coupon at /admin/coupons/{id}: the create form's fields and schema (coupon-form.ts), the dates in Cairo
 * time; saved whole with updateCoupon. The usage count and the active switch stay as they are.
 */
import { SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { Coupon } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { ValidityFields } from '../../components/create-form-parts';
import { useCouponsText } from '../../i18n/coupons';
import { useFormsText } from '../../i18n/forms';
import { toCouponFormValues, useCouponFormResolver } from './coupon-form';

function CouponEditForm() {
  const coupon = useRecordContext<Coupon>();
  const t = useCouponsText();
  const forms = useFormsText();
  const resolver = useCouponFormResolver();
  if (!coupon) return null;
  return (
    <SimpleForm
      record={{ id: coupon.id, ...toCouponFormValues(coupon) }}
      resolver={resolver}
      toolbar={<EditToolbar back="/addCoupon" />}
    >
      <TextInput source="code" label={t.code} isRequired />
      <TextInput source="description" label={forms.description} />
      <TextInput source="percentage" label={forms.percentage} type="number" isRequired />
      <TextInput source="minOrderAmount" label={t.minOrder} type="number" />
      <TextInput
        source="maxUsage"
        label={t.maxUses}
        type="number"
        helperText={t.usedTimes(coupon.usedCount)}
      />
      <ValidityFields />
    </SimpleForm>
  );
}

export function CouponEdit() {
  const t = useCouponsText();
  return (
    <EditPage title={t.editTitle} back="/addCoupon" updated={t.updated} updateFailed={t.updateFailed}>
      <CouponEditForm />
    </EditPage>
  );
}
