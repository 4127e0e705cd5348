/**
 * Sales Performance Over Time: "Sales by Hour" in 3-hour intervals and "Sales by Day" over the weekdays,
 * both totalSales, from GET /api/admin/dashboard/bestTimeToSell. Tooltips in EGP with 2 decimals.
 */
import { Box, Typography } from '@mui/material';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetBestTimeToSell } from '../../../../generated/api/dashboard/dashboard';
import type { BaseTickContentProps } from 'recharts/types/util/types';
import {
  bucketSalesByHour,
  compactAmount,
  hourTickLines,
  salesByWeekday,
  shortWeekday,
  tooltipAmount,
} from '../chart-data';
import { CHART_HEIGHT, paletteColor } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';
import { useDashboardText } from '../../i18n/dashboard';

/**
 * An x-axis tick that fits a phone (the hour labels were clipped): the label on short lines, the
 * whole label as the tick's title.
 */
function FittingTick({
  x,
  y,
  payload,
  linesOf,
}: Partial<BaseTickContentProps> & { linesOf: (label: string) => string[] }) {
  const label = String(payload?.value ?? '');
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="middle" fontSize={11} fill="#666">
      <title>{label}</title>
      {linesOf(label).map((line, index) => (
        <tspan key={line} x={Number(x)} dy={index === 0 ? 12 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function SalesLine({
  title,
  data,
  xKey,
  color,
  linesOf,
}: {
  title: string;
  data: object[];
  xKey: string;
  color: string;
  linesOf: (label: string) => string[];
}) {
  const t = useDashboardText();
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      <Box dir="ltr">
        <ResponsiveContainer
          width="100%"
          height={CHART_HEIGHT}
          initialDimension={{ width: 520, height: CHART_HEIGHT }}
        >
          <LineChart data={data} margin={{ top: 8, right: 20, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey={xKey}
              interval={0}
              height={40}
              tick={(props: BaseTickContentProps) => <FittingTick {...props} linesOf={linesOf} />}
            />
            <YAxis tickFormatter={compactAmount} tick={{ fontSize: 12 }} width={44} />
            <Tooltip
              labelFormatter={(label) => t.axisLabel(String(label))}
              formatter={(value) => [tooltipAmount(value, 2), t.sales]}
            />
            <Line
              type="monotone"
              dataKey="totalSales"
              name={t.sales}
              stroke={color}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}

export default function SalesOverTime({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useGetBestTimeToSell(dateParams(range));

  if (isPending) return <LoadingText text={t.loadingCharts} />;
  if (error) return <ChartErrorText text={t.failedSales} error={error} />;

  const hasSales =
    data.byHour.some((row) => row.totalSales > 0) || data.byDayOfWeek.some((row) => row.totalSales > 0);
  if (!hasSales) return <EmptyText text={t.noSalesRange} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 3 }}>
      <SalesLine
        title={t.salesByHour}
        data={bucketSalesByHour(data.byHour)}
        xKey="label"
        color={paletteColor(0)}
        linesOf={(label) => hourTickLines(t.axisLabel(label))}
      />
      <SalesLine
        title={t.salesByDay}
        data={salesByWeekday(data.byDayOfWeek)}
        xKey="day"
        color={paletteColor(1)}
        linesOf={(day) => [t.axisLabel(shortWeekday(day))]}
      />
    </Box>
  );
}
