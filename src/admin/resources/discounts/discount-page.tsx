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
import { useStatusAndDelete } from '../../components/use-status-and-delete';
import type { DiscountRecord } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { discountFormResolver, EMPTY_DISCOUNT_FORM } from './discount-form';
import { DiscountInputs, TYPE_LABELS } from './discount-inputs';

export const NO_DISCOUNTS = 'No discounts found.';

function DiscountForm({ onCreated }: { onCreated: () => void }) {
  return (
    <CreateForm
      resource="discounts"
      noun="discount"
      resolver={discountFormResolver}
      defaultValues={EMPTY_DISCOUNT_FORM}
      onCreated={onCreated}
    >
      {(isPending) => (
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <DiscountInputs />
          <AddButton label="Add discount" isPending={isPending} />
        </Stack>
      )}
    </CreateForm>
  );
}

function DiscountTable({ discounts, reload }: { discounts: DiscountRecord[]; reload: () => unknown }) {
  const { toggle, destroy, busyId } = useStatusAndDelete<DiscountRecord>('discounts', reload);
  const [deleting, setDeleting] = useState<DiscountRecord | null>(null);
  if (discounts.length === 0) return <Typography color="text.secondary">{NO_DISCOUNTS}</Typography>;
  return (
    <>
      <RecordTable
        aria-label="All Discounts"
        stacked
        rows={discounts}
        rowKey={(discount) => discount.id}
        columns={[
          { label: 'Type', render: (discount) => TYPE_LABELS[discount.type] },
          { label: 'Applies to', render: (discount) => discount.reference.name },
          { label: 'Percentage', align: 'right', render: (discount) => `${discount.percentage}%` },
          {
            label: 'Valid',
            render: (discount) =>
              `${formatDateTime(discount.startDate)} – ${formatDateTime(discount.endDate)}`,
          },
          {
            label: 'Status',
            render: (discount) => (
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <StatusBadge
                  active={discount.isActive}
                  label={`${discount.percentage}% off ${discount.reference.name}`}
                  onToggle={() => toggle(discount)}
                  disabled={busyId === discount.id}
                />
                <ValidityBadge window={discount} />
              </Stack>
            ),
          },
          {
            label: 'Actions',
            align: 'right',
            render: (discount) => (
              <>
                <Button
                  size="small"
                  component={Link}
                  to={`/admin/discounts/${discount.id}`}
                  aria-label={`Edit the discount on ${discount.reference.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(discount)}
                  aria-label={`Delete the discount on ${discount.reference.name}`}
                >
                  Delete
                </Button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDelete
        record={deleting}
        title={(discount) => `Delete the discount on ${discount.reference.name}`}
        content="Delete this discount?"
        onConfirm={(discount) => void destroy(discount)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export function DiscountPage() {
  return (
    <FormAndListPage<DiscountRecord>
      resource="discounts"
      title="Add Discount"
      listTitle="All Discounts"
      sort={{ field: 'id', order: 'DESC' }}
      plural="discounts"
      form={(reload) => <DiscountForm onCreated={reload} />}
      table={(records, reload) => <DiscountTable discounts={records} reload={reload} />}
    />
  );
}
