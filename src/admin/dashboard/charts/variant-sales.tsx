/**
 * Sales by Product Variants: units sold per product, colour and size (GET /api/admin/dashboard/salesByVariant),
 * the ten best as horizontal bars then "Others" (~35 legend entries and hairline bars before). The
 * whole "product — colour / size" is the tick's title and the tooltip's label. The answer holds the rows of the
 * twenty best-selling products; past them the chart has no "Others" and says how many products sold in all.
 */
import { Typography } from '@mui/material';
import { variantBars } from '../chart-data';
import { useSalesByVariant } from '../counted-queries';
import { VARIANT_CHART_HEIGHT } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';
import { RankedBarChart } from './ranked-bar-chart';
import { useDashboardText } from '../../i18n/dashboard';

/** Products whose rows the chart asks for: the contract's default, twice the ten bars it draws. */
const VARIANT_PRODUCTS = 20;

export default function VariantSales({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useSalesByVariant({ ...dateParams(range), limit: VARIANT_PRODUCTS });

  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error) return <ChartErrorText text={t.failedData} error={error} />;

  // The answer holds the best-selling products' rows only (X-Total-Count counts products): when more products
  // sold than it holds, an "Others" bar would sum some of the rest.
  const shown = new Set(data.rows.map((row) => row.productTitle)).size;
  const cut = data.total > shown;
  const bars = variantBars(data.rows, undefined, !cut);
  if (bars.length === 0) return <EmptyText text={t.noVariantSales} />;

  return (
    <>
      {cut && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.variantsShown(shown, data.total)}
        </Typography>
      )}
      <RankedBarChart
        title={t.sections.variantSales}
        bars={bars}
        height={VARIANT_CHART_HEIGHT}
        valueText={(bar) => t.sold(bar.value)}
      />
    </>
  );
}
