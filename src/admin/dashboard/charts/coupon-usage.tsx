/** Coupon Usage Analytics: how often each coupon was used in the period, orders not cancelled (docs/business-rules.md#sales-figures). */
import { Chip, TableContainer } from '@mui/material';
import { useGetCouponUsage } from '../../../../generated/api/dashboard/dashboard';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { RecordTable } from '../../components/record-table';
import { useDashboardText } from '../../i18n/dashboard';

/** The description column gives way on a phone, so the table fits 390 px. */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

export default function CouponUsage({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useGetCouponUsage(dateParams(range));

  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text={t.noCouponUsage} />;

  return (
    <TableContainer>
      <RecordTable
        aria-label={t.couponUsage}
        rows={data}
        rowKey={(coupon) => coupon.id}
        columns={[
          {
            label: t.code,
            cellSx: () => ({ fontWeight: 600 }),
            render: (coupon) => <span translate="no">{coupon.code}</span>,
          },
          {
            label: t.description,
            sx: NARROW_HIDDEN,
            render: (coupon) => <span translate="no">{coupon.description ?? '—'}</span>,
          },
          { label: t.discount, align: 'right', render: (coupon) => `${coupon.percentage}%` },
          { label: t.timesUsed, align: 'right', render: (coupon) => coupon.usedCount },
          {
            label: t.status,
            render: (coupon) => (
              <Chip
                size="small"
                label={coupon.isActive ? t.active : t.inactive}
                color={coupon.isActive ? 'success' : 'default'}
              />
            ),
          },
        ]}
      />
    </TableContainer>
  );
}
