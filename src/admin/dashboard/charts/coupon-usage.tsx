/** Coupon Usage Analytics: how often each coupon was used in the period, orders not cancelled (docs/business-rules.md#sales-figures). */
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useGetCouponUsage } from '../../../../generated/api/dashboard/dashboard';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';

/** The description column gives way on a phone, so the table fits 390 px. */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

export default function CouponUsage({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetCouponUsage(dateParams(range));

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No coupon usage found for this period." />;

  return (
    <TableContainer>
      <Table size="small" aria-label="Coupon usage">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell sx={NARROW_HIDDEN}>Description</TableCell>
            <TableCell align="right">Discount</TableCell>
            <TableCell align="right">Times used</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((coupon) => (
            <TableRow key={coupon.id}>
              <TableCell sx={{ fontWeight: 600 }}>{coupon.code}</TableCell>
              <TableCell sx={NARROW_HIDDEN}>{coupon.description ?? '—'}</TableCell>
              <TableCell align="right">{coupon.percentage}%</TableCell>
              <TableCell align="right">{coupon.usedCount}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={coupon.isActive ? 'Active' : 'Inactive'}
                  color={coupon.isActive ? 'success' : 'default'}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
