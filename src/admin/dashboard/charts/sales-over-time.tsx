/**
 * Sales Performance Over Time: "Sales by Hour" in 3-hour intervals and "Sales by Day" over the weekdays,
 * both totalSales, from GET /api/admin/dashboard/bestTimeToSell. Tooltips in EGP with 2 decimals.
 */
import { Box, Typography } from '@mui/material';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetBestTimeToSell } from '../../../../generated/api/dashboard/dashboard';
import { axisAmount, bucketSalesByHour, salesByWeekday, tooltipAmount } from '../chart-data';
import { CHART_HEIGHT, paletteColor } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';

function SalesLine({
  title,
  data,
  xKey,
  color,
}: {
  title: string;
  data: object[];
  xKey: string;
  color: string;
}) {
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      <ResponsiveContainer
        width="100%"
        height={CHART_HEIGHT}
        initialDimension={{ width: 520, height: CHART_HEIGHT }}
      >
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey={xKey}
            tick={{ fontSize: 12 }}
            interval={0}
            angle={-25}
            textAnchor="end"
            height={60}
          />
          <YAxis tickFormatter={axisAmount} tick={{ fontSize: 12 }} width={70} />
          <Tooltip formatter={(value) => [tooltipAmount(value, 2), 'Sales']} />
          <Line
            type="monotone"
            dataKey="totalSales"
            name="Sales"
            stroke={color}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

export default function SalesOverTime({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetBestTimeToSell(dateParams(range));

  if (isPending) return <LoadingText text="Loading charts..." />;
  if (error) return <ChartErrorText text="Failed to load sales data" error={error} />;

  const hasSales =
    data.byHour.some((row) => row.totalSales > 0) || data.byDayOfWeek.some((row) => row.totalSales > 0);
  if (!hasSales) return <EmptyText text="No sales data found for the selected date range." />;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 3 }}>
      <SalesLine
        title="Sales by Hour"
        data={bucketSalesByHour(data.byHour)}
        xKey="label"
        color={paletteColor(0)}
      />
      <SalesLine
        title="Sales by Day"
        data={salesByWeekday(data.byDayOfWeek)}
        xKey="day"
        color={paletteColor(1)}
      />
    </Box>
  );
}
