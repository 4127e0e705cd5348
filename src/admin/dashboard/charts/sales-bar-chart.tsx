/**
 * The bar chart of Sales by Category and Sales by Product: totalSales per named row, the ten largest as
 * horizontal bars then "Others", the whole name on hover and in the tooltip with the quantity sold.
 */
import { compactAmount, topWithOthers, tooltipAmount, type RankedBar } from '../chart-data';
import { CHART_HEIGHT } from '../chart-theme';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { RankedBarChart } from './ranked-bar-chart';

interface SalesRow {
  totalSales: number;
  totalQuantity: number;
}

const salesText = (bar: RankedBar) => `${tooltipAmount(bar.value, 2)} (${bar.quantity ?? 0} sold)`;

export function SalesBarChart<R extends SalesRow>({
  title,
  unit,
  query: { data, error, isPending },
  nameOf,
  colourEachBar = false,
}: {
  title: string;
  /** What "Others" counts: "products", "categories". */
  unit: string;
  query: { data?: R[]; error: unknown; isPending: boolean };
  nameOf: (row: R) => string;
  /** One palette colour per bar (a handful of categories), or one colour for all (many products). */
  colourEachBar?: boolean;
}) {
  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error || !data) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No Data Available" />;

  const bars = topWithOthers(
    data.map((row) => ({ name: nameOf(row), value: row.totalSales, quantity: row.totalQuantity })),
    unit,
  );
  return (
    <RankedBarChart
      title={title}
      bars={bars}
      height={CHART_HEIGHT}
      valueText={salesText}
      axisFormatter={compactAmount}
      colourEachBar={colourEachBar}
    />
  );
}
