/**
 * Add Discount at /admin/addDiscount (docs/product.md#discounts): choose a product, a category or a tag (a searchable
 * picker), a percentage and a window; then the "All Discounts" table with its status badge, edit and
 * delete.
 */
import {
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDelete } from '../../components/confirm-delete';
import { AddButton, ValidityFields } from '../../components/create-form-parts';
import { FormAndListPage } from '../../components/form-and-list-page';
import { stackedTableSx } from '../../components/stacked-table';
import { StatusBadge } from '../../components/status-badge';
import { ValidityBadge } from '../../components/validity-badge';
import { useCreateForm } from '../../components/use-create-form';
import { useStatusAndDelete } from '../../components/use-status-and-delete';
import type { DiscountRecord, DiscountType } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import {
  EMPTY_DISCOUNT_FORM,
  toDiscountCreate,
  validateDiscountForm,
  type DiscountFormValues,
} from './discount-form';
import { ReferencePicker } from './reference-picker';

export const NO_DISCOUNTS = 'No discounts found.';

export const TYPE_LABELS: Record<DiscountType, string> = {
  product: 'Product',
  category: 'Category',
  tag: 'Tag',
};
function DiscountForm({ onCreated }: { onCreated: () => void }) {
  const { values, field, submit, isPending } = useCreateForm({
    resource: 'discounts',
    noun: 'discount',
    empty: EMPTY_DISCOUNT_FORM,
    validate: validateDiscountForm,
    toData: toDiscountCreate,
    onCreated,
    // A product id means nothing as a category: choosing another type clears the choice.
    alsoSet: (name): Partial<DiscountFormValues> => (name === 'type' ? { referenceId: '' } : {}),
  });
  const reference = field('referenceId');

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="New discount">
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select label="Applies to" {...field('type')} sx={{ minWidth: 160 }}>
            {(Object.keys(TYPE_LABELS) as DiscountType[]).map((type) => (
              <MenuItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <ReferencePicker
            key={values.type}
            type={values.type}
            label={TYPE_LABELS[values.type]}
            value={reference.value}
            onChange={(id) => reference.onChange({ target: { value: id } })}
            error={reference.error}
            helperText={reference.helperText}
          />
        </Stack>
        <TextField
          label="Percentage"
          required
          type="number"
          slotProps={{ htmlInput: { step: 0.01, min: 0.01, max: 100 } }}
          {...field('percentage')}
        />
        <ValidityFields start={field('startDate')} end={field('endDate')} />
        <AddButton label="Add discount" isPending={isPending} />
      </Stack>
    </Box>
  );
}

function DiscountTable({ discounts, reload }: { discounts: DiscountRecord[]; reload: () => unknown }) {
  const { toggle, destroy, busyId } = useStatusAndDelete<DiscountRecord>('discounts', reload);
  const [deleting, setDeleting] = useState<DiscountRecord | null>(null);
  if (discounts.length === 0) return <Typography color="text.secondary">{NO_DISCOUNTS}</Typography>;
  return (
    <>
      <Table size="small" aria-label="All Discounts" sx={stackedTableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Applies to</TableCell>
            <TableCell align="right">Percentage</TableCell>
            <TableCell>Valid</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {discounts.map((discount) => (
            <TableRow key={discount.id}>
              <TableCell data-label="Type">{TYPE_LABELS[discount.type]}</TableCell>
              <TableCell data-label="Applies to">{discount.reference.name}</TableCell>
              <TableCell data-label="Percentage" align="right">
                {discount.percentage}%
              </TableCell>
              <TableCell data-label="Valid">
                {formatDateTime(discount.startDate)} – {formatDateTime(discount.endDate)}
              </TableCell>
              <TableCell data-label="Status">
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <StatusBadge
                    active={discount.isActive}
                    label={`${discount.percentage}% off ${discount.reference.name}`}
                    onToggle={() => toggle(discount)}
                    disabled={busyId === discount.id}
                  />
                  <ValidityBadge window={discount} />
                </Stack>
              </TableCell>
              <TableCell data-label="Actions" align="right">
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
