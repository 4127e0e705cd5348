/**
 * The bar chart of Sales by Category and Sales by Product: totalSales per named row, the name (shortened) under
 * each bar and in full in the tooltip with the quantity sold.
 */
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisAmount, tooltipAmount, truncateLabel } from '../chart-data';
import { CHART_HEIGHT, MAX_BAR_SIZE, paletteColor } from '../chart-theme';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';

interface SalesRow {
  totalSales: number;
  totalQuantity: number;
}

export function SalesBarChart<R extends SalesRow>({
  query: { data, error, isPending },
  nameOf,
  colourEachBar = false,
}: {
  query: { data?: R[]; error: unknown; isPending: boolean };
  nameOf: (row: R) => string;
  /** One palette colour per bar (a handful of categories), or one colour for all (many products). */
  colourEachBar?: boolean;
}) {
  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error || !data) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No Data Available" />;

  const rows = data.map((row) => ({
    row,
    name: nameOf(row),
    label: truncateLabel(nameOf(row)),
    totalSales: row.totalSales,
  }));
  type Point = (typeof rows)[number];
  return (
    <ResponsiveContainer
      width="100%"
      height={CHART_HEIGHT}
      initialDimension={{ width: 900, height: CHART_HEIGHT }}
    >
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
        <YAxis tickFormatter={axisAmount} tick={{ fontSize: 12 }} width={70} />
        <Tooltip
          labelFormatter={(label, payload) => (payload?.[0]?.payload as Point | undefined)?.name ?? label}
          formatter={(value, _name, item) => [
            `${tooltipAmount(value, 2)} (${(item.payload as Point).row.totalQuantity} sold)`,
            'Sales',
          ]}
        />
        <Bar
          dataKey="totalSales"
          name="Sales"
          fill={colourEachBar ? undefined : paletteColor(2)}
          maxBarSize={MAX_BAR_SIZE}
        >
          {colourEachBar && rows.map((point, index) => <Cell key={point.name} fill={paletteColor(index)} />)}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
