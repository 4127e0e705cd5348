/**
 * Add Discount at /admin/addDiscount (spec §2, §5, §7): choose a product, a category or a tag from the loaded
 * lists, a percentage and a window; then the "All Discounts" table with its status badge and delete.
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
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { ConfirmDelete } from '../../components/confirm-delete';
import { AddButton, ValidityFields } from '../../components/create-form-parts';
import { FormAndListPage } from '../../components/form-and-list-page';
import { StatusBadge } from '../../components/status-badge';
import { ValidityBadge } from '../../components/validity-badge';
import { useCreateForm } from '../../components/use-create-form';
import { useStatusAndDelete } from '../../components/use-status-and-delete';
import type { Category, DiscountRecord, DiscountType, Product, Tag } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import {
  EMPTY_DISCOUNT_FORM,
  toDiscountCreate,
  validateDiscountForm,
  type DiscountFormValues,
} from './discount-form';

export const NO_DISCOUNTS = 'No discounts found.';

const TYPE_LABELS: Record<DiscountType, string> = { product: 'Product', category: 'Category', tag: 'Tag' };
const RESOURCE_OF: Record<DiscountType, 'products' | 'categories' | 'tags'> = {
  product: 'products',
  category: 'categories',
  tag: 'tags',
};

/** The references to choose from: the products list (its first 100, the contract's largest page), categories, tags. */
function useReferences(type: DiscountType) {
  const perPage = type === 'product' ? 100 : 1000;
  return useGetList<Product | Category | Tag>(RESOURCE_OF[type], {
    pagination: { page: 1, perPage },
    sort: { field: 'name', order: 'ASC' },
  });
}

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
  const references = useReferences(values.type);
  useEffect(() => {
    if (references.error) console.error('Failed to load the references', references.error);
  }, [references.error]);

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
          <TextField
            select
            label={TYPE_LABELS[values.type]}
            required
            {...field('referenceId')}
            fullWidth
            disabled={references.isPending}
          >
            {(references.data ?? []).map((reference) => (
              <MenuItem key={reference.id} value={String(reference.id)}>
                {reference.name}
              </MenuItem>
            ))}
          </TextField>
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
      <Table size="small" aria-label="All Discounts">
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
              <TableCell>{TYPE_LABELS[discount.type]}</TableCell>
              <TableCell>{discount.reference.name}</TableCell>
              <TableCell align="right">{discount.percentage}%</TableCell>
              <TableCell>
                {formatDateTime(discount.startDate)} – {formatDateTime(discount.endDate)}
              </TableCell>
              <TableCell>
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
              <TableCell align="right">
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
