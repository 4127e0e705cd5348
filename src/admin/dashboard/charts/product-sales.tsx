/** Sales by Product: totalSales per product (GET /api/admin/dashboard/salesByProduct), the ten best and "Others". */
import { useGetSalesByProduct } from '../../../../generated/api/dashboard/dashboard';
import { dateParams, type DateRange } from '../date-filter';
import { SalesBarChart } from './sales-bar-chart';
import { useDashboardText } from '../../i18n/dashboard';

export default function ProductSales({ range }: { range: DateRange }) {
  const t = useDashboardText();
  return (
    <SalesBarChart
      title={t.sections.productSales}
      unit="products"
      query={useGetSalesByProduct(dateParams(range))}
      nameOf={(row) => row.productName}
    />
  );
}
