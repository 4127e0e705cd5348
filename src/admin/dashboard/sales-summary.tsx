/** The summary block: total sales, order count and average order value for the chosen days. */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetDashboardSummary } from '../../../generated/api/dashboard/dashboard';
import { formatEGP, formatNumber } from '../../shared/format';
import { dateParams, type DateRange } from './date-filter';

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value ?? <Skeleton width="60%" />}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function SalesSummary({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetDashboardSummary(dateParams(range));

  if (error) {
    return (
      <Typography role="alert" color="error">
        {error.message ? `Error: ${error.message}` : 'Something went wrong while loading summary'}
      </Typography>
    );
  }
  if (!isPending && !data) return <Typography color="error">Something went wrong while loading summary</Typography>;

  return (
    <Box component="section" aria-label="Summary" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <Figure label="Total Sales" value={data ? formatEGP(data.totalSales) : null} />
      <Figure label="Orders" value={data ? formatNumber(data.orderCount) : null} />
      <Figure label="Average Order Value" value={data ? formatEGP(data.averageOrderValue) : null} />
    </Box>
  );
}
