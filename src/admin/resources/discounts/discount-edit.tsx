/**
 * Edit a discount at /admin/discounts/{id}: what it applies to (a searchable picker), the percentage and the
 * window in Cairo time, with the create form's schema (discount-form.ts); saved whole with updateDiscount.
 */
import { SimpleForm, useRecordContext } from 'react-admin';
import type { DiscountRecord } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { useDiscountsText } from '../../i18n/discounts';
import { toDiscountFormValues, useDiscountFormResolver } from './discount-form';
import { DiscountInputs } from './discount-inputs';

function DiscountEditForm() {
  const discount = useRecordContext<DiscountRecord>();
  const resolver = useDiscountFormResolver();
  if (!discount) return null;
  return (
    <SimpleForm
      record={{ id: discount.id, ...toDiscountFormValues(discount) }}
      resolver={resolver}
      toolbar={<EditToolbar back="/addDiscount" />}
    >
      <DiscountInputs />
    </SimpleForm>
  );
}

export function DiscountEdit() {
  const t = useDiscountsText();
  return (
    <EditPage title={t.editTitle} back="/addDiscount" updated={t.updated} updateFailed={t.updateFailed}>
      <DiscountEditForm />
    </EditPage>
  );
}
