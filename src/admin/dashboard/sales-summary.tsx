/**
 * The summary block: total sales, order count and average order value for the chosen days, each beside its
 * change against the previous period of the same length; the orders waiting for confirmation with
 * a link to them, and which statuses count as sales.
 */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-admin';
import { useGetDashboardSummary } from '../../../generated/api/dashboard/dashboard';
import { OrderStatus, type DashboardSummary } from '../../../generated/models';
import { formatDate } from '../../shared/cairo-dates';
import { changeAgainst } from '../../shared/dashboard-figures';
import { ApiError } from '../../shared/api-fetch';
import { formatEGP, formatNumber } from '../../shared/format';
import { useOrderStoryText } from '../i18n/order-story';
import { dateParams, type DateRange } from './date-filter';

const CHANGE_COLOURS = {
  up: 'success.dark',
  down: 'error.main',
  same: 'text.secondary',
  new: 'info.dark',
} as const;

/** "+12%" / "−5%" / "new" beside a figure; screen readers hear "up 12% on the previous period". */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const change = changeAgainst(current, previous);
  if (!change) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      data-direction={change.direction}
      sx={{ color: CHANGE_COLOURS[change.direction], fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">{change.text}</span>
      <span style={visuallyHidden as CSSProperties}>{change.label}</span>
    </Typography>
  );
}

function Figure({
  label,
  value,
  change,
  children,
}: {
  label: string;
  value: string | null;
  change?: { current: number; previous: number };
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" aria-label={label} role="group">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value ?? <Skeleton width="60%" />}
          </Typography>
          {change && <ChangeBadge {...change} />}
        </Box>
        {children}
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

/** ["processing", "shipped", "delivered"] → "processing, shipped or delivered". */
function inWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Which orders the figures count, and the period the changes compare with. */
export function salesStatusesNote(summary: Pick<DashboardSummary, 'salesStatuses' | 'previous'>): string {
  const left = Object.values(OrderStatus).filter((status) => !summary.salesStatuses.includes(status));
  const counted = `Sales count orders that are ${inWords(summary.salesStatuses)}; ${inWords(left).replace(' or ', ' and ')} orders are not included.`;
  const { previous } = summary;
  if (!previous) return counted;
  // A YYYY-MM-DD read at noon UTC is the same calendar day in Cairo.
  const day = (ymd: string) => formatDate(`${ymd}T12:00:00Z`);
  const period =
    previous.startDate === previous.endDate
      ? day(previous.startDate)
      : `${day(previous.startDate)} – ${day(previous.endDate)}`;
  return `${counted} Changes compare with ${period}.`;
}

export function SalesSummary({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetDashboardSummary(dateParams(range));
  const story = useOrderStoryText();

  if (error || (!isPending && !data)) {
    return (
      <Typography role="alert" color="error">
        {serverSentence(error)
          ? `Error: ${serverSentence(error)}`
          : 'Something went wrong while loading summary'}
      </Typography>
    );
  }

  const previous = data?.previous ?? undefined;
  return (
    <Box component="section" aria-label="Summary">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Figure
          label="Total Sales"
          value={data ? formatEGP(data.totalSales) : null}
          change={data && previous ? { current: data.totalSales, previous: previous.totalSales } : undefined}
        />
        <Figure
          label="Orders"
          value={data ? formatNumber(data.orderCount) : null}
          change={data && previous ? { current: data.orderCount, previous: previous.orderCount } : undefined}
        />
        <Figure
          label="Average Order Value"
          value={data ? formatEGP(data.averageOrderValue) : null}
          change={
            data && previous
              ? { current: data.averageOrderValue, previous: previous.averageOrderValue }
              : undefined
          }
        />
        <Figure label="To confirm" value={data ? formatNumber(data.toConfirm) : null}>
          {data && (
            <Link to="/admin/orders?status=pending" variant="body2">
              {data.toConfirm === 1 ? '1 pending order' : `${formatNumber(data.toConfirm)} pending orders`},
              all dates
            </Link>
          )}
          {data && data.confirmedByCustomer > 0 && (
            <Typography variant="body2" color="success.dark">
              {story.confirmedByCustomerCount(formatNumber(data.confirmedByCustomer))}
            </Typography>
          )}
        </Figure>
      </Box>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {salesStatusesNote(data)}
        </Typography>
      )}
    </Box>
  );
}
