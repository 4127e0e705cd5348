/**
 * Sales by Product Variants: units sold per product, colour and size (GET /api/admin/dashboard/salesByVariant),
 * the ten best as horizontal bars then "Others" (~35 legend entries and hairline bars before). The
 * whole "product — colour / size" is the tick's title and the tooltip's label.
 */
import { useGetSalesByVariant } from '../../../../generated/api/dashboard/dashboard';
import { variantBars, type RankedBar } from '../chart-data';
import { VARIANT_CHART_HEIGHT } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';
import { RankedBarChart } from './ranked-bar-chart';

const soldText = (bar: RankedBar) => `${bar.value} sold`;

export default function VariantSales({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetSalesByVariant(dateParams(range));

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ChartErrorText text="Failed to load data." error={error} />;

  const bars = variantBars(data);
  if (bars.length === 0) return <EmptyText text="No sales data available for selected period." />;

  return (
    <RankedBarChart
      title="Sales by Product Variants"
      bars={bars}
      height={VARIANT_CHART_HEIGHT}
      valueText={soldText}
    />
  );
}
