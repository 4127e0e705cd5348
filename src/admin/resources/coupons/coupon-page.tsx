/**
 * Add Coupon at /admin/addcoupon and /admin/addCoupon (docs/product.md#coupons): the coupon form, then the
 * "All Coupons" table with its clickable status badge and delete.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConfirmDelete } from '../../components/confirm-delete';
import { AddButton, ValidityFields } from '../../components/create-form-parts';
import { CreateForm } from '../../components/create-form';
import { FormAndListPage } from '../../components/form-and-list-page';
import { RecordTable } from '../../components/record-table';
import { StatusBadge } from '../../components/status-badge';
import { ValidityBadge } from '../../components/validity-badge';
import { useStatusAndDelete } from '../../components/use-status-and-delete';
import type { Coupon } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { formatEGP } from '../../../shared/format';
import { couponFormResolver, EMPTY_COUPON_FORM } from './coupon-form';

export const NO_COUPONS = 'No coupons found.';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function CouponForm({ onCreated }: { onCreated: () => void }) {
  return (
    <CreateForm
      resource="coupons"
      noun="coupon"
      resolver={couponFormResolver}
      defaultValues={EMPTY_COUPON_FORM}
      onCreated={onCreated}
    >
      {(isPending) => (
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <TextInput source="code" label="Code" isRequired />
          <TextInput source="description" label="Description" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              source="percentage"
              label="Percentage"
              isRequired
              type="number"
              slotProps={{ htmlInput: { step: 0.01, min: 0.01, max: 100 } }}
              fullWidth
            />
            <TextInput
              source="minOrderAmount"
              label="Min. order (EGP)"
              type="number"
              slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
              fullWidth
            />
            <TextInput
              source="maxUsage"
              label="Maximum uses"
              type="number"
              slotProps={{ htmlInput: { step: 1, min: 1 } }}
              fullWidth
            />
          </Stack>
          <ValidityFields />
          <AddButton label="Add coupon" isPending={isPending} />
        </Stack>
      )}
    </CreateForm>
  );
}

function usage(coupon: Coupon): string {
  return `${coupon.usedCount} / ${coupon.maxUsage ?? '∞'}`;
}

function CouponTable({ coupons, reload }: { coupons: Coupon[]; reload: () => unknown }) {
  const { toggle, destroy, busyId } = useStatusAndDelete<Coupon>('coupons', reload);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  if (coupons.length === 0) return <Typography color="text.secondary">{NO_COUPONS}</Typography>;
  return (
    <>
      <RecordTable
        aria-label="All Coupons"
        stacked
        rows={coupons}
        rowKey={(coupon) => coupon.id}
        columns={[
          { label: 'Code', render: (coupon) => coupon.code },
          { label: 'Description', render: (coupon) => coupon.description ?? '' },
          { label: 'Percentage', align: 'right', render: (coupon) => `${coupon.percentage}%` },
          {
            label: 'Min. order',
            align: 'right',
            cellSx: () => NO_WRAP,
            render: (coupon) => (coupon.minOrderValue == null ? '—' : formatEGP(coupon.minOrderValue)),
          },
          { label: 'Usage', align: 'right', cellSx: () => NO_WRAP, render: usage },
          {
            label: 'Valid',
            render: (coupon) => `${formatDateTime(coupon.startDate)} – ${formatDateTime(coupon.endDate)}`,
          },
          {
            label: 'Status',
            render: (coupon) => (
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <StatusBadge
                  active={coupon.isActive}
                  label={coupon.code}
                  onToggle={() => toggle(coupon)}
                  disabled={busyId === coupon.id}
                />
                <ValidityBadge window={coupon} />
              </Stack>
            ),
          },
          {
            label: 'Actions',
            align: 'right',
            render: (coupon) => (
              <>
                <Button
                  size="small"
                  component={Link}
                  to={`/admin/coupons/${coupon.id}`}
                  aria-label={`Edit ${coupon.code}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(coupon)}
                  aria-label={`Delete ${coupon.code}`}
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
        title={(coupon) => `Delete ${coupon.code}`}
        content="Delete this coupon? Orders keep the code they used."
        onConfirm={(coupon) => void destroy(coupon)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export function CouponPage() {
  return (
    <FormAndListPage<Coupon>
      resource="coupons"
      title="Add Coupon"
      listTitle="All Coupons"
      sort={{ field: 'createdAt', order: 'DESC' }}
      plural="coupons"
      form={(reload) => <CouponForm onCreated={reload} />}
      table={(records, reload) => <CouponTable coupons={records} reload={reload} />}
    />
  );
}
