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
import { DASHBOARD_EN, useDashboardText, type DashboardText } from '../i18n/dashboard';

const CHANGE_COLOURS = {
  up: 'success.dark',
  down: 'error.main',
  same: 'text.secondary',
  new: 'info.dark',
} as const;

/** "+12%" / "−5%" / "new" beside a figure; screen readers hear "up 12% on the previous period". */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const t = useDashboardText();
  const change = changeAgainst(current, previous);
  if (!change) return null;
  const label =
    change.direction === 'up' || change.direction === 'down'
      ? t.change[change.direction](change.text.slice(1))
      : t.change[change.direction];
  return (
    <Typography
      component="span"
      variant="body2"
      data-direction={change.direction}
      sx={{ color: CHANGE_COLOURS[change.direction], fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">{change.direction === 'new' ? t.change.newBadge : change.text}</span>
      <span style={visuallyHidden as CSSProperties}>{label}</span>
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

/** Which orders the figures count, and the period the changes compare with. */
export function salesStatusesNote(
  summary: Pick<DashboardSummary, 'salesStatuses' | 'previous'>,
  t: DashboardText = DASHBOARD_EN,
): string {
  const left = Object.values(OrderStatus).filter((status) => !summary.salesStatuses.includes(status));
  const words = (statuses: readonly string[]) => statuses.map((status) => t.statuses[status] ?? status);
  const counted = t.salesCount(t.inWords(words(summary.salesStatuses)), t.inWords(words(left), true));
  const { previous } = summary;
  if (!previous) return counted;
  // A YYYY-MM-DD read at noon UTC is the same calendar day in Cairo.
  const day = (ymd: string) => formatDate(`${ymd}T12:00:00Z`);
  const period =
    previous.startDate === previous.endDate
      ? day(previous.startDate)
      : `${day(previous.startDate)} – ${day(previous.endDate)}`;
  return `${counted} ${t.changesCompare(period)}`;
}

export function SalesSummary({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetDashboardSummary(dateParams(range));
  const story = useOrderStoryText();
  const t = useDashboardText();

  if (error || (!isPending && !data)) {
    return (
      <Typography role="alert" color="error">
        {serverSentence(error) ? t.error(serverSentence(error)!) : t.summaryFailed}
      </Typography>
    );
  }

  const previous = data?.previous ?? undefined;
  return (
    <Box component="section" aria-label={t.summary}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Figure
          label={t.totalSales}
          value={data ? formatEGP(data.totalSales) : null}
          change={data && previous ? { current: data.totalSales, previous: previous.totalSales } : undefined}
        />
        <Figure
          label={t.orders}
          value={data ? formatNumber(data.orderCount) : null}
          change={data && previous ? { current: data.orderCount, previous: previous.orderCount } : undefined}
        />
        <Figure
          label={t.averageOrderValue}
          value={data ? formatEGP(data.averageOrderValue) : null}
          change={
            data && previous
              ? { current: data.averageOrderValue, previous: previous.averageOrderValue }
              : undefined
          }
        />
        <Figure label={t.toConfirm} value={data ? formatNumber(data.toConfirm) : null}>
          {data && (
            <Link to="/admin/orders?status=pending" variant="body2">
              {t.pendingOrders(formatNumber(data.toConfirm), data.toConfirm === 1)}
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
          {salesStatusesNote(data, t)}
        </Typography>
      )}
    </Box>
  );
}
