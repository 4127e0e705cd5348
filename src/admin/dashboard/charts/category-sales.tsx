/** Sales by Category: totalSales per category (GET /api/admin/dashboard/salesByCategory), one colour each. */
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetSalesByCategory } from '../../../../generated/api/dashboard/dashboard';
import type { SalesByCategoryRow } from '../../../../generated/models';
import { axisAmount, tooltipAmount, truncateLabel } from '../chart-data';
import { CHART_HEIGHT, MAX_BAR_SIZE, paletteColor } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';

export default function CategorySales({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetSalesByCategory(dateParams(range));

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No Data Available" />;

  const rows = data.map((row) => ({ ...row, label: truncateLabel(row.categoryName) }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 900, height: CHART_HEIGHT }}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
        <YAxis tickFormatter={axisAmount} tick={{ fontSize: 12 }} width={70} />
        <Tooltip
          labelFormatter={(label, payload) => (payload?.[0]?.payload as SalesByCategoryRow | undefined)?.categoryName ?? label}
          formatter={(value, _name, item) => [`${tooltipAmount(value, 2)} (${(item.payload as SalesByCategoryRow).totalQuantity} sold)`, 'Sales']}
        />
        <Bar dataKey="totalSales" name="Sales" maxBarSize={MAX_BAR_SIZE}>
          {rows.map((row, index) => (
            <Cell key={row.categoryName} fill={paletteColor(index)} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
