/**
 * The sales dashboard at /admin/dashboard (docs/product.md#dashboard): title, the setup guide until the shop is
 * set up, the alarm on unconfirmed holds, low-stock alert, date filter (Today by
 * default, in Cairo days), summary (with the orders to confirm), the collapsible chart sections (with the
 * refusals by governorate), the returns (net sales, return rate; owner and manager only) and the low stock
 * listing. It fits a 390 px phone without sideways scrolling.
 *
 * Each section's content is a React.lazy module: recharts and the section's data call load only when it is
 * first expanded, so neither the admin's first load nor a collapsed section costs anything.
 */
import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import type { AdminRole } from '../../../generated/models';
import { mayCall } from '../access';
import { ChartSection } from './chart-section';
import { DateFilterBar } from './date-filter-bar';
import { initialDateFilter, type DateFilterState } from './date-filter';
import { HoldsAlarm } from './holds-alarm';
import { LowStockAlert, LowStockList } from './low-stock';
import { SalesSummary } from './sales-summary';
import { SetupGuide } from './setup-guide';
import { useDashboardText } from '../i18n/dashboard';
import { useMayCall } from '../use-staff-role';

const SalesOverTime = lazy(() => import('./charts/sales-over-time'));
const VariantSales = lazy(() => import('./charts/variant-sales'));
const MonthlySales = lazy(() => import('./charts/monthly-sales'));
const ProductSales = lazy(() => import('./charts/product-sales'));
const CategorySales = lazy(() => import('./charts/category-sales'));
const TopProducts = lazy(() => import('./charts/top-products'));
const CouponUsage = lazy(() => import('./charts/coupon-usage'));
const Refusals = lazy(() => import('./charts/refusals'));
const Returns = lazy(() => import('./charts/returns'));

export default function Dashboard() {
  const t = useDashboardText();
  const [filter, setFilter] = useState<DateFilterState>(() => initialDateFilter());
  const { range } = filter;
  // Sections open by default where they fit: the compact ones (a top five, a coupon chart, a table) always; the
  // tall ranked charts (420 px each) from a laptop's width up, where they sit beside the rest without a long
  // scroll. Read once, at the first render (noSsr), since a section only reads its default when it mounts.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // The setup guide is the owner's (the shop's contact and first steps): a manager's dashboard has none.
  const mayGuide = useMayCall('getSetupGuide');
  // Net sales and returns are the owner's and the manager's: another role's dashboard never asks for them, not
  // even while her role is still being read.
  const permissions = usePermissions<AdminRole | undefined>();
  const mayReturns =
    !permissions.isPending &&
    (permissions.permissions === undefined || mayCall(permissions.permissions, 'getReturnsSummary'));

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' }}>
      <Title title={t.title} />
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        {mayGuide && <SetupGuide />}
        <HoldsAlarm />
        <LowStockAlert />
        <DateFilterBar value={filter} onChange={setFilter} />
        <SalesSummary range={range} />
        <ChartSection title={t.sections.salesOverTime} defaultOpen loadingText={t.loadingCharts}>
          <SalesOverTime range={range} />
        </ChartSection>
        <ChartSection title={t.sections.variantSales} defaultOpen={wide}>
          <VariantSales range={range} />
        </ChartSection>
        <ChartSection title={t.sections.monthlySales} defaultOpen>
          <MonthlySales />
        </ChartSection>
        <ChartSection title={t.sections.productSales} defaultOpen={wide}>
          <ProductSales range={range} />
        </ChartSection>
        <ChartSection title={t.sections.categorySales} defaultOpen={wide}>
          <CategorySales range={range} />
        </ChartSection>
        <ChartSection title={t.sections.topProducts} defaultOpen>
          <TopProducts range={range} />
        </ChartSection>
        <ChartSection title={t.sections.couponUsage} defaultOpen>
          <CouponUsage range={range} />
        </ChartSection>
        <ChartSection title={t.sections.refusals} defaultOpen>
          <Refusals range={range} />
        </ChartSection>
        {mayReturns && (
          <ChartSection title={t.sections.returns} defaultOpen>
            <Returns range={range} />
          </ChartSection>
        )}
        <LowStockList />
      </Stack>
    </Box>
  );
}
