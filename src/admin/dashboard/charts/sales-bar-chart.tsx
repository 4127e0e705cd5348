/**
 * The bar chart of Sales by Category and Sales by Product: totalSales per named row, the ten largest as
 * horizontal bars then "Others", the whole name on hover and in the tooltip with the quantity sold.
 */
import { Typography } from '@mui/material';
import { compactAmount, topWithOthers, tooltipAmount } from '../chart-data';
import { CHART_HEIGHT } from '../chart-theme';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { RankedBarChart } from './ranked-bar-chart';
import { useDashboardText } from '../../i18n/dashboard';

interface SalesRow {
  totalSales: number;
  totalQuantity: number;
}

export function SalesBarChart<R extends SalesRow>({
  title,
  unit,
  query: { data, error, isPending },
  nameOf,
  colourEachBar = false,
  total,
}: {
  title: string;
  /** What "Others" counts: "products", "categories". */
  unit: string;
  query: { data?: R[]; error: unknown; isPending: boolean };
  nameOf: (row: R) => string;
  /** One palette colour per bar (a handful of categories), or one colour for all (many products). */
  colourEachBar?: boolean;
  /** How many rows there are in all, when the server answered only the first ones (X-Total-Count). */
  total?: number;
}) {
  const t = useDashboardText();
  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error || !data) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text={t.noData} />;

  // Cut by the server: the rest is not all here, so no "Others" bar; a sentence says how many sold in all.
  const cut = total !== undefined && total > data.length;
  const bars = topWithOthers(
    data.map((row) => ({ name: nameOf(row), value: row.totalSales, quantity: row.totalQuantity })),
    unit,
    undefined,
    !cut,
  );
  return (
    <>
      {cut && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.productsShown(bars.length, total)}
        </Typography>
      )}
      <RankedBarChart
        title={title}
        bars={bars}
        height={CHART_HEIGHT}
        valueText={(bar) => t.amountSold(tooltipAmount(bar.value, 2), bar.quantity ?? 0)}
        axisFormatter={compactAmount}
        colourEachBar={colourEachBar}
      />
    </>
  );
}
