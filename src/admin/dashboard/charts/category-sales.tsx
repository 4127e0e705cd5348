/** Sales by Category: totalSales per category (GET /api/admin/dashboard/salesByCategory), one colour each. */
import { useGetSalesByCategory } from '../../../../generated/api/dashboard/dashboard';
import { dateParams, type DateRange } from '../date-filter';
import { SalesBarChart } from './sales-bar-chart';

export default function CategorySales({ range }: { range: DateRange }) {
  return (
    <SalesBarChart
      title="Sales by Category"
      unit="categories"
      query={useGetSalesByCategory(dateParams(range))}
      nameOf={(row) => row.categoryName}
      colourEachBar
    />
  );
}
