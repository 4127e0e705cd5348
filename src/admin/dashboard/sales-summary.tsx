/** The summary block: total sales, order count and average order value for the chosen days. */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetDashboardSummary } from '../../../generated/api/dashboard/dashboard';
import { ApiError } from '../../shared/api-fetch';
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

/** The server's own sentence about the failure, when it sent one (a 400 on a bad date, for instance). */
function serverSentence(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error ? body.error : undefined;
}

export function SalesSummary({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetDashboardSummary(dateParams(range));

  if (error || (!isPending && !data)) {
    return (
      <Typography role="alert" color="error">
        {serverSentence(error)
          ? `Error: ${serverSentence(error)}`
          : 'Something went wrong while loading summary'}
      </Typography>
    );
  }

  return (
    <Box
      component="section"
      aria-label="Summary"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Figure label="Total Sales" value={data ? formatEGP(data.totalSales) : null} />
      <Figure label="Orders" value={data ? formatNumber(data.orderCount) : null} />
      <Figure label="Average Order Value" value={data ? formatEGP(data.averageOrderValue) : null} />
    </Box>
  );
}
