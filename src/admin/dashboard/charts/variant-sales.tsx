/**
 * Sales by Product Variants: grouped bars per product title, one series per "color / size", value totalSold
 * (GET /api/admin/dashboard/salesByVariant). Axis labels are cut at 12 characters; the tooltip shows the
 * whole title.
 */
import { BarChart, Bar, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetSalesByVariant } from '../../../../generated/api/dashboard/dashboard';
import { buildVariantChart } from '../chart-data';
import { MAX_BAR_SIZE, paletteColor, VARIANT_CHART_HEIGHT } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';

type Row = ReturnType<typeof buildVariantChart>['rows'][number];

export default function VariantSales({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetSalesByVariant(dateParams(range));

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ChartErrorText text="Failed to load data." error={error} />;

  const chart = buildVariantChart(data);
  if (chart.rows.length === 0) return <EmptyText text="No sales data available for selected period." />;

  return (
    <ResponsiveContainer
      width="100%"
      height={VARIANT_CHART_HEIGHT}
      initialDimension={{ width: 900, height: VARIANT_CHART_HEIGHT }}
    >
      <BarChart data={chart.rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip
          labelFormatter={(_label, payload) => (payload?.[0]?.payload as Row | undefined)?.product ?? _label}
          formatter={(value) => [`${value} sold`]}
        />
        <Legend />
        {chart.series.map((series, index) => (
          // A function dataKey: colour names may hold dots or brackets, which a string key would read as a path.
          <Bar
            key={series}
            name={series}
            dataKey={(row: Row) => row.values[series] ?? 0}
            fill={paletteColor(index)}
            maxBarSize={MAX_BAR_SIZE}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
