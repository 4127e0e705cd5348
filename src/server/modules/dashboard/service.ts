// The dashboard's nine answers, shaped for the contract from the aggregates of repository.ts: amounts in EGP,
// every hour 0–23 and every weekday present (zero when nothing sold), the last 12 Cairo months zero-filled.
import type { Db } from '../../db/client';
import { toEgp } from '../../../shared/money';
import { cairoDayRange, lastCairoMonths, WEEKDAYS } from '../../../shared/cairo-dates';
import { previousPeriod, SALES_STATUSES } from '../../../shared/dashboard-figures';
import type { ReturnReason } from '../../../shared/returns';
import { cairoDaysOf } from '../cairo-days-filter';
import * as repo from './repository';

interface LowStockProduct {
  id: number;
  name: string;
  variants: { color: string; totalStock: number; sizes: { size: string; stock: number }[] }[];
}

export interface DateFilter {
  startDate?: string;
  endDate?: string;
}

function figures({ totalPiastres, orderCount }: { totalPiastres: number; orderCount: number }) {
  return {
    totalSales: toEgp(totalPiastres),
    orderCount,
    averageOrderValue: orderCount === 0 ? 0 : toEgp(Math.round(totalPiastres / orderCount)),
  };
}

/**
 * The spec's three figures, the statuses that count as sales, the orders to confirm now, and the same figures
 * for the period of the same length just before, all from the rollups and one index-only count.
 */
export async function summary(db: Db, filter: DateFilter) {
  const range = cairoDaysOf(filter);
  const before = previousPeriod(range);
  const current = figures(await repo.summary(db, range));
  const previous = before ? { ...before, ...figures(await repo.summary(db, before)) } : null;
  const pending = await repo.pendingCount(db);
  return {
    ...current,
    salesStatuses: [...SALES_STATUSES],
    toConfirm: pending.count,
    confirmedByCustomer: pending.confirmedByCustomer,
    previous,
  };
}

/** Refused at delivery ÷ shipped, per governorate, over the orders placed in the range. */
export async function refusalsByGovernorate(db: Db, filter: DateFilter) {
  const range = cairoDaysOf(filter);
  const rows = await repo.refusalsByGovernorate(db, range);
  return rows.map((r) => ({
    governorate: r.governorate,
    shippedCount: r.shipped,
    refusedCount: r.refused,
    refusalRate: Math.round((r.refused / r.shipped) * 10_000) / 10_000,
  }));
}

export async function monthlySales(db: Db, now = new Date()) {
  const months = lastCairoMonths(now, 12);
  const rows = await repo.salesByMonth(db, `${months[0]}-01`);
  const byMonth = new Map(rows.map((r) => [r.month, r.total]));
  return months.map((month) => ({ month, totalSales: toEgp(byMonth.get(month) ?? 0) }));
}

export async function bestTimeToSell(db: Db, filter: DateFilter) {
  const rows = await repo.salesByHourAndWeekday(db, cairoDaysOf(filter));
  const byHour = new Array<number>(24).fill(0);
  const byDay = new Array<number>(7).fill(0);
  for (const r of rows) {
    byHour[r.hour]! += r.total;
    byDay[r.dow]! += r.total;
  }
  return {
    byHour: byHour.map((total, hour) => ({ hour, totalSales: toEgp(total) })),
    byDayOfWeek: byDay.map((total, dow) => ({ day: WEEKDAYS[dow]!, totalSales: toEgp(total) })),
  };
}

/** The contract's defaults for `limit` (openapi/openapi.yaml; docs/decisions/0034-dashboard-at-scale.md). */
export const LIMITS = { salesByProduct: 50, lowStockProducts: 50, salesByVariant: 20 } as const;

/** A limited answer: its rows, and how many there are in all (the handler sends it as X-Total-Count). */
export interface Counted<T> {
  rows: T[];
  total: number;
}

export async function salesByProduct(
  db: Db,
  filter: DateFilter & { limit?: number },
): Promise<Counted<{ productName: string; totalQuantity: number; totalSales: number }>> {
  const found = await repo.salesByProduct(
    db,
    cairoDaysOf(filter),
    'total',
    filter.limit ?? LIMITS.salesByProduct,
  );
  return {
    rows: found.rows.map((r) => ({
      productName: r.productName,
      totalQuantity: r.quantity,
      totalSales: toEgp(r.total),
    })),
    total: found.total,
  };
}

export async function salesByCategory(db: Db, filter: DateFilter) {
  const rows = await repo.salesByCategory(db, cairoDaysOf(filter));
  return rows.map((r) => ({
    categoryName: r.categoryName,
    totalSales: toEgp(r.total),
    totalQuantity: r.quantity,
  }));
}

export async function topProducts(db: Db, filter: DateFilter & { limit?: number }) {
  const { rows } = await repo.salesByProduct(db, cairoDaysOf(filter), 'quantity', filter.limit ?? 5);
  return rows.map((r) => ({
    productId: r.productId,
    productName: r.productName,
    imageUrl: r.imageUrl,
    quantitySold: r.quantity,
  }));
}

export async function couponUsage(db: Db, filter: DateFilter) {
  return repo.couponUsage(db, cairoDaysOf(filter));
}

export async function lowStockProducts(
  db: Db,
  query: { threshold?: number; limit?: number } = {},
): Promise<Counted<LowStockProduct>> {
  const { rows, total } = await repo.lowStockSizes(
    db,
    query.threshold ?? 5,
    query.limit ?? LIMITS.lowStockProducts,
  );
  type Low = LowStockProduct;
  const products = new Map<number, Low & { byVariant: Map<number, Low['variants'][number]> }>();
  for (const r of rows) {
    let product = products.get(r.productId);
    if (!product) {
      product = { id: r.productId, name: r.productName, variants: [], byVariant: new Map() };
      products.set(r.productId, product);
    }
    let variant = product.byVariant.get(r.variantId);
    if (!variant) {
      variant = { color: r.color, totalStock: r.totalStock, sizes: [] };
      product.byVariant.set(r.variantId, variant);
      product.variants.push(variant);
    }
    variant.sizes.push({ size: r.size, stock: r.stock });
  }
  return {
    rows: [...products.values()].map(({ id, name, variants }) => ({ id, name, variants })),
    total,
  };
}

export async function salesByVariant(
  db: Db,
  filter: DateFilter & { limit?: number },
): Promise<Counted<{ productTitle: string; color: string; size: string; totalSold: number }>> {
  const found = await repo.salesByVariant(db, cairoDaysOf(filter), filter.limit ?? LIMITS.salesByVariant);
  return {
    rows: found.rows.map((r) => ({
      productTitle: r.productTitle,
      color: r.color,
      size: r.size,
      totalSold: r.quantity,
    })),
    total: found.total,
  };
}

/** A share rounded to 4 decimals (0 when there is nothing to divide by). */
const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** How many rows the returns figures answer (the contract's maxItems). */
export const RETURNS_ROWS = { byProduct: 10, bySize: 50 } as const;

/**
 * Net sales and the return rate over whole Cairo days (README.md#returns): the summary's sales less the refunds
 * recorded in the range; the units asked back (returns and exchanges made in the range, not refused or
 * cancelled) against the units sold (orders placed in the range in a sales status, exchanges' replacement orders
 * left out: they send again units already counted), in all, for the ten products and every size with the most
 * units back, and per reason.
 */
export async function returnsSummary(db: Db, filter: DateFilter) {
  const range = cairoDaysOf(filter);
  const { totalPiastres } = await repo.summary(db, range);
  const refunds = await repo.refundsIn(db, cairoDayRange(range.startDate, range.endDate));
  const back = await repo.returnedUnits(db, range, RETURNS_ROWS.byProduct, RETURNS_ROWS.bySize);
  const soldBySize = new Map((await repo.soldUnitsBySize(db, range)).map((r) => [r.size, r.quantity]));
  const soldUnits = [...soldBySize.values()].reduce((sum, q) => sum + q, 0);
  const soldOfProducts = await repo.soldUnitsOfProducts(db, range, back.byProduct);
  const productKey = (p: { productId: number | null; deletedName: string }) =>
    `${p.productId ?? ''}|${p.deletedName}`;
  const soldByProduct = new Map(soldOfProducts.map((r) => [productKey(r), r.quantity]));
  return {
    sales: toEgp(totalPiastres),
    refunds: toEgp(refunds),
    netSales: toEgp(totalPiastres - refunds),
    soldUnits,
    returnedUnits: back.returned,
    returnRate: rate(back.returned, soldUnits),
    exchangeShare: rate(back.exchanged, back.returned),
    byProduct: back.byProduct.map((p) => {
      const sold = soldByProduct.get(productKey(p)) ?? 0;
      return {
        productId: p.productId,
        name: p.name,
        soldUnits: sold,
        returnedUnits: p.units,
        returnRate: rate(p.units, sold),
      };
    }),
    bySize: back.bySize.map((s) => {
      const sold = soldBySize.get(s.size) ?? 0;
      return { size: s.size, soldUnits: sold, returnedUnits: s.units, returnRate: rate(s.units, sold) };
    }),
    byReason: back.byReason.map((r) => ({ reason: r.reason as ReturnReason, units: r.units })),
  };
}
