/**
 * Edit a discount at /admin/discounts/{id}: what it applies to (a searchable picker), the percentage and the
 * window in Cairo time, with the create form's schema (discount-form.ts); saved whole with updateDiscount.
 */
import { SimpleForm, useRecordContext } from 'react-admin';
import type { DiscountRecord } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { discountFormResolver, toDiscountFormValues } from './discount-form';
import { DiscountInputs } from './discount-inputs';

function DiscountEditForm() {
  const discount = useRecordContext<DiscountRecord>();
  if (!discount) return null;
  return (
    <SimpleForm
      record={{ id: discount.id, ...toDiscountFormValues(discount) }}
      resolver={discountFormResolver}
      toolbar={<EditToolbar back="/addDiscount" />}
    >
      <DiscountInputs />
    </SimpleForm>
  );
}

export function DiscountEdit() {
  return (
    <EditPage title="Edit discount" back="/addDiscount" noun="discount">
      <DiscountEditForm />
    </EditPage>
  );
}
