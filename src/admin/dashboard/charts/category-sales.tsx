/** Sales by Category: totalSales per category (GET /api/admin/dashboard/salesByCategory), one colour each. */
import { useGetSalesByCategory } from '../../../../generated/api/dashboard/dashboard';
import { dateParams, type DateRange } from '../date-filter';
import { SalesBarChart } from './sales-bar-chart';
import { useDashboardText } from '../../i18n/dashboard';

export default function CategorySales({ range }: { range: DateRange }) {
  const t = useDashboardText();
  return (
    <SalesBarChart
      title={t.sections.categorySales}
      unit="categories"
      query={useGetSalesByCategory(dateParams(range))}
      nameOf={(row) => row.categoryName}
      colourEachBar
    />
  );
}
