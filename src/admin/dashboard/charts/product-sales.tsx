/**
 * Sales by Product: totalSales per product (GET /api/admin/dashboard/salesByProduct), the ten best and "Others";
 * past the answer's limit (the contract's 50) no "Others", and how many products sold in all.
 */
import { useSalesByProduct } from '../counted-queries';
import { dateParams, type DateRange } from '../date-filter';
import { SalesBarChart } from './sales-bar-chart';
import { useDashboardText } from '../../i18n/dashboard';

export default function ProductSales({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useSalesByProduct(dateParams(range));
  return (
    <SalesBarChart
      title={t.sections.productSales}
      unit="products"
      query={{ data: data?.rows, error, isPending }}
      nameOf={(row) => row.productName}
      total={data?.total}
    />
  );
}
