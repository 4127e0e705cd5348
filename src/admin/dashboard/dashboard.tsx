/**
 * The sales dashboard at /admin/dashboard (docs/product.md#dashboard): title, the alarm on unconfirmed holds, low-stock alert, date filter (Today by
 * default, in Cairo days), summary (with the orders to confirm), the collapsible chart sections (with the
 * refusals by governorate) and the low stock listing. It fits a 390 px phone without sideways scrolling.
 *
 * Each section's content is a React.lazy module: recharts and the section's data call load only when it is
 * first expanded, so neither the admin's first load nor a collapsed section costs anything.
 */
import { Box, Stack, Typography } from '@mui/material';
import { lazy, useState } from 'react';
import { Title } from 'react-admin';
import { ChartSection } from './chart-section';
import { DateFilterBar } from './date-filter-bar';
import { initialDateFilter, type DateFilterState } from './date-filter';
import { HoldsAlarm } from './holds-alarm';
import { LowStockAlert, LowStockList } from './low-stock';
import { SalesSummary } from './sales-summary';

const SalesOverTime = lazy(() => import('./charts/sales-over-time'));
const VariantSales = lazy(() => import('./charts/variant-sales'));
const MonthlySales = lazy(() => import('./charts/monthly-sales'));
const ProductSales = lazy(() => import('./charts/product-sales'));
const CategorySales = lazy(() => import('./charts/category-sales'));
const TopProducts = lazy(() => import('./charts/top-products'));
const CouponUsage = lazy(() => import('./charts/coupon-usage'));
const Refusals = lazy(() => import('./charts/refusals'));

export default function Dashboard() {
  const [filter, setFilter] = useState<DateFilterState>(() => initialDateFilter());
  const { range } = filter;

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' }}>
      <Title title="Dashboard" />
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
        <HoldsAlarm />
        <LowStockAlert />
        <DateFilterBar value={filter} onChange={setFilter} />
        <SalesSummary range={range} />
        <ChartSection title="Sales Performance Over Time" defaultOpen loadingText="Loading charts...">
          <SalesOverTime range={range} />
        </ChartSection>
        <ChartSection title="Sales by Product Variants">
          <VariantSales range={range} />
        </ChartSection>
        <ChartSection title="Monthly Sales Overview" defaultOpen>
          <MonthlySales />
        </ChartSection>
        <ChartSection title="Sales by Product">
          <ProductSales range={range} />
        </ChartSection>
        <ChartSection title="Sales by Category">
          <CategorySales range={range} />
        </ChartSection>
        <ChartSection title="Top Selling Products">
          <TopProducts range={range} />
        </ChartSection>
        <ChartSection title="Coupon Usage Analytics">
          <CouponUsage range={range} />
        </ChartSection>
        <ChartSection title="Refusals by Governorate">
          <Refusals range={range} />
        </ChartSection>
        <LowStockList />
      </Stack>
    </Box>
  );
}
