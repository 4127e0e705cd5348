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
import { WithName } from '../../components/with-name';
import { useStatusAndDelete } from '../../components/use-status-and-delete';
import type { Coupon } from '../../../../generated/models';
import { COUPONS_EN, useCouponsText } from '../../i18n/coupons';
import { useFormsText } from '../../i18n/forms';
import { EMPTY_COUPON_FORM, useCouponFormResolver } from './coupon-form';

export const NO_COUPONS = COUPONS_EN.none;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function CouponForm({ onCreated }: { onCreated: () => void }) {
  const t = useCouponsText();
  const forms = useFormsText();
  const resolver = useCouponFormResolver();
  return (
    <CreateForm
      resource="coupons"
      noun="coupon"
      created={t.created}
      failed={t.createFailed}
      resolver={resolver}
      defaultValues={EMPTY_COUPON_FORM}
      onCreated={onCreated}
    >
      {(isPending) => (
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <TextInput source="code" label={t.code} isRequired />
          <TextInput source="description" label={forms.description} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              source="percentage"
              label={forms.percentage}
              isRequired
              type="number"
              slotProps={{ htmlInput: { step: 0.01, min: 0.01, max: 100 } }}
              fullWidth
            />
            <TextInput
              source="minOrderAmount"
              label={t.minOrder}
              type="number"
              slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
              fullWidth
            />
            <TextInput
              source="maxUsage"
              label={t.maxUses}
              type="number"
              slotProps={{ htmlInput: { step: 1, min: 1 } }}
              fullWidth
            />
          </Stack>
          <ValidityFields />
          <AddButton label={t.add} isPending={isPending} />
        </Stack>
      )}
    </CreateForm>
  );
}

function usage(coupon: Coupon): string {
  return `${coupon.usedCount} / ${coupon.maxUsage ?? '∞'}`;
}

/** A coupon's code, the shop's own word: never translated. */
const code = (coupon: Coupon) => <span translate="no">{coupon.code}</span>;

function CouponTable({ coupons, reload }: { coupons: Coupon[]; reload: () => unknown }) {
  const t = useCouponsText();
  const forms = useFormsText();
  const { toggle, destroy, busyId } = useStatusAndDelete<Coupon>('coupons', reload, t);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  if (coupons.length === 0) return <Typography color="text.secondary">{t.none}</Typography>;
  return (
    <>
      <RecordTable
        aria-label={t.listTitle}
        stacked
        rows={coupons}
        rowKey={(coupon) => coupon.id}
        columns={[
          { label: t.code, render: code },
          {
            label: forms.description,
            render: (coupon) => <span translate="no">{coupon.description ?? ''}</span>,
          },
          { label: forms.percentage, align: 'right', render: (coupon) => forms.percent(coupon.percentage) },
          {
            label: t.minOrderColumn,
            align: 'right',
            cellSx: () => NO_WRAP,
            render: (coupon) => (coupon.minOrderValue == null ? '—' : forms.money(coupon.minOrderValue)),
          },
          { label: t.usage, align: 'right', cellSx: () => NO_WRAP, render: usage },
          {
            label: forms.valid,
            render: (coupon) => forms.window(coupon.startDate, coupon.endDate),
          },
          {
            label: forms.status,
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
            label: forms.actions,
            align: 'right',
            render: (coupon) => (
              <>
                <Button
                  size="small"
                  component={Link}
                  to={`/admin/coupons/${coupon.id}`}
                  aria-label={forms.editOf(coupon.code)}
                >
                  {forms.edit}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(coupon)}
                  aria-label={forms.deleteOf(coupon.code)}
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
        title={(coupon) => <WithName text={forms.deleteOf} name={coupon.code} />}
        content={t.deleteConfirm}
        onConfirm={(coupon) => void destroy(coupon)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

export function CouponPage() {
  const t = useCouponsText();
  return (
    <FormAndListPage<Coupon>
      resource="coupons"
      title={t.title}
      listTitle={t.listTitle}
      sort={{ field: 'createdAt', order: 'DESC' }}
      loadFailed={t.loadFailed}
      form={(reload) => <CouponForm onCreated={reload} />}
      table={(records, reload) => <CouponTable coupons={records} reload={reload} />}
    />
  );
}
