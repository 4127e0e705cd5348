/** Coupon Usage Analytics: how often each coupon was used in the period, orders not cancelled (docs/business-rules.md#sales-figures). */
import { Chip, TableContainer } from '@mui/material';
import { useGetCouponUsage } from '../../../../generated/api/dashboard/dashboard';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { RecordTable } from '../../components/record-table';

/** The description column gives way on a phone, so the table fits 390 px. */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

export default function CouponUsage({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetCouponUsage(dateParams(range));

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No coupon usage found for this period." />;

  return (
    <TableContainer>
      <RecordTable
        aria-label="Coupon usage"
        rows={data}
        rowKey={(coupon) => coupon.id}
        columns={[
          { label: 'Code', cellSx: () => ({ fontWeight: 600 }), render: (coupon) => coupon.code },
          { label: 'Description', sx: NARROW_HIDDEN, render: (coupon) => coupon.description ?? '—' },
          { label: 'Discount', align: 'right', render: (coupon) => `${coupon.percentage}%` },
          { label: 'Times used', align: 'right', render: (coupon) => coupon.usedCount },
          {
            label: 'Status',
            render: (coupon) => (
              <Chip
                size="small"
                label={coupon.isActive ? 'Active' : 'Inactive'}
                color={coupon.isActive ? 'success' : 'default'}
              />
            ),
          },
        ]}
      />
    </TableContainer>
  );
}
