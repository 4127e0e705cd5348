// The dashboard's public door: its operations, and its queries (the benchmark times them one by one).
export { handlers } from './handlers';
export {
  bestTimeToSell,
  couponUsage,
  lowStockProducts,
  monthlySales,
  refusalsByGovernorate,
  returnsSummary,
  salesByCategory,
  salesByProduct,
  salesByVariant,
  summary,
  topProducts,
} from './service';
