/**
 * Add Discount at /admin/addDiscount (docs/product.md#discounts): choose a product, a category or a tag (a searchable
 * picker), a percentage and a window; then the "All Discounts" table with its status badge, edit and
 * delete.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDelete } from '../../components/confirm-delete';
import { AddButton } from '../../components/create-form-parts';
import { CreateForm } from '../../components/create-form';
import { FormAndListPage } from '../../components/form-and-list-page';
import { RecordTable } from '../../components/record-table';
import { StatusBadge } from '../../components/status-badge';
import { ValidityBadge } from '../../components/validity-badge';
import { WithName } from '../../components/with-name';
import { useStatusAndDelete } from '../../components/use-status-and-delete';
import type { DiscountRecord } from '../../../../generated/models';
import { DISCOUNTS_EN, useDiscountsText } from '../../i18n/discounts';
import { useFormsText } from '../../i18n/forms';
import { EMPTY_DISCOUNT_FORM, useDiscountFormResolver } from './discount-form';
import { DiscountInputs } from './discount-inputs';

export const NO_DISCOUNTS = DISCOUNTS_EN.none;

function DiscountForm({ onCreated }: { onCreated: () => void }) {
  const t = useDiscountsText();
  const resolver = useDiscountFormResolver();
  return (
    <CreateForm
      resource="discounts"
      noun="discount"
      created={t.created}
      failed={t.createFailed}
      resolver={resolver}
      defaultValues={EMPTY_DISCOUNT_FORM}
      onCreated={onCreated}
    >
      {(isPending) => (
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <DiscountInputs />
          <AddButton label={t.add} isPending={isPending} />
        </Stack>
      )}
    </CreateForm>
  );
}

function DiscountTable({ discounts, reload }: { discounts: DiscountRecord[]; reload: () => unknown }) {
  const t = useDiscountsText();
  const forms = useFormsText();
  const { toggle, destroy, busyId } = useStatusAndDelete<DiscountRecord>('discounts', reload, t);
  const [deleting, setDeleting] = useState<DiscountRecord | null>(null);
  if (discounts.length === 0) return <Typography color="text.secondary">{t.none}</Typography>;
  return (
    <>
      <RecordTable
        aria-label={t.listTitle}
        stacked
        rows={discounts}
        rowKey={(discount) => discount.id}
        columns={[
          { label: t.type, render: (discount) => t.types[discount.type] },
          {
            label: t.appliesTo,
            render: (discount) => <span translate="no">{discount.reference.name}</span>,
          },
          {
            label: forms.percentage,
            align: 'right',
            render: (discount) => forms.percent(discount.percentage),
          },
          {
            label: forms.valid,
            render: (discount) => forms.window(discount.startDate, discount.endDate),
          },
          {
            label: forms.status,
            render: (discount) => (
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <StatusBadge
                  active={discount.isActive}
                  label={t.badgeLabel(discount.percentage, discount.reference.name)}
                  onToggle={() => toggle(discount)}
                  disabled={busyId === discount.id}
                />
                <ValidityBadge window={discount} />
              </Stack>
            ),
          },
          {
            label: forms.actions,
            align: 'right',
            render: (discount) => (
              <>
                <Button
                  size="small"
                  component={Link}
                  to={`/admin/discounts/${discount.id}`}
                  aria-label={t.editOn(discount.reference.name)}
                >
                  {forms.edit}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(discount)}
                  aria-label={t.deleteOn(discount.reference.name)}
                >
                  {forms.delete}
                </Button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDelete
        record={deleting}
        title={(discount) => <WithName text={t.deleteOn} name={discount.reference.name} />}
        content={t.deleteConfirm}
        onConfirm={(discount) => void destroy(discount)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export function DiscountPage() {
  const t = useDiscountsText();
  return (
    <FormAndListPage<DiscountRecord>
      resource="discounts"
      title={t.title}
      listTitle={t.listTitle}
      sort={{ field: 'id', order: 'DESC' }}
      loadFailed={t.loadFailed}
      form={(reload) => <DiscountForm onCreated={reload} />}
      table={(records, reload) => <DiscountTable discounts={records} reload={reload} />}
    />
  );
}
