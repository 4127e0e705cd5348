/**
 * Sales by Product Variants: units sold per product, colour and size (GET /api/admin/dashboard/salesByVariant),
 * the ten best as horizontal bars then "Others" (~35 legend entries and hairline bars before). The
 * whole "product — colour / size" is the tick's title and the tooltip's label.
 */
import { useGetSalesByVariant } from '../../../../generated/api/dashboard/dashboard';
import { variantBars } from '../chart-data';
import { VARIANT_CHART_HEIGHT } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';
import { RankedBarChart } from './ranked-bar-chart';
import { useDashboardText } from '../../i18n/dashboard';

export default function VariantSales({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useGetSalesByVariant(dateParams(range));

  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error) return <ChartErrorText text={t.failedData} error={error} />;

  const bars = variantBars(data);
  if (bars.length === 0) return <EmptyText text={t.noVariantSales} />;

  return (
    <RankedBarChart
      title={t.sections.variantSales}
      bars={bars}
      height={VARIANT_CHART_HEIGHT}
      valueText={(bar) => t.sold(bar.value)}
    />
  );
}
