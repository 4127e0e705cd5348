/** Monthly Sales Overview: bars of totalSales per Cairo month, short month names, EGP tooltip with 1 decimal. */
import { Box } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetMonthlySales } from '../../../../generated/api/dashboard/dashboard';
import { compactAmount, monthlyBars, monthWithYear, tooltipAmount } from '../chart-data';
import { CHART_HEIGHT, MAX_BAR_SIZE, paletteColor } from '../chart-theme';
import { ChartErrorText, EmptyText, LoadingText } from '../section-states';
import { useDashboardText } from '../../i18n/dashboard';

type Row = ReturnType<typeof monthlyBars>[number];

export default function MonthlySales() {
  const t = useDashboardText();
  const { data, error, isPending } = useGetMonthlySales();

  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error) return <ChartErrorText text={t.failedMonthly} error={error} />;
  if (data.length === 0) return <EmptyText text={t.noData} />;

  return (
    <Box dir="ltr">
      <ResponsiveContainer
        width="100%"
        height={CHART_HEIGHT}
        initialDimension={{ width: 900, height: CHART_HEIGHT }}
      >
        <BarChart data={monthlyBars(data)} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} tickFormatter={t.axisLabel} />
          <YAxis tickFormatter={compactAmount} tick={{ fontSize: 12 }} width={44} />
          <Tooltip
            labelFormatter={(label, payload) => {
              const row = payload?.[0]?.payload as Row | undefined;
              return t.axisLabel(row ? monthWithYear(row.month) : String(label));
            }}
            formatter={(value) => [tooltipAmount(value, 1), t.sales]}
          />
          <Bar dataKey="totalSales" name={t.sales} fill={paletteColor(0)} maxBarSize={MAX_BAR_SIZE} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
