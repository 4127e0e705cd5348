// Coupon codes (docs/business-rules.md#coupons): unique whatever their case; deleting one leaves the orders that used it
// readable (they keep the code and percentage they were given).
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { toEgp, toPiastres } from '../../../shared/money';
import { couponCodeKey } from '../../../shared/coupon-rules';
import { parseCairoDateTime } from '../../../shared/cairo-dates';
import { isUniqueViolation } from '../../db/constraint-errors';
import { HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';

type CouponRow = typeof coupons.$inferSelect;

export function couponView(c: CouponRow) {
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    percentage: c.percentage,
    minOrderValue: c.minOrderPiastres === null ? null : toEgp(c.minOrderPiastres),
    maxUsage: c.maxUsage,
    usedCount: c.usedCount,
    startDate: c.startAt.toISOString(),
    endDate: c.endAt.toISOString(),
    isActive: c.isActive,
    createdAt: c.createdAt.toISOString(),
  };
}

/** A coupon as the back office shows it, or undefined. */
export async function findCoupon(db: Db, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ? couponView(row) : undefined;
}

export interface CouponInput {
  code: string;
  description?: string | null;
  percentage: number;
  minOrderAmount?: number | null;
  maxUsage?: number | null;
  startDate: string;
  endDate: string;
}

/**
 * A validity window from the form: ISO date-times, where one without a zone (a `datetime-local` value such as
 * 2026-11-23T07:16) is Cairo local time (docs/business-rules.md#coupons). The end must come after the start.
 */
export function checkWindow(startDate: string, endDate: string): { startAt: Date; endAt: Date } {
  const startAt = parseCairoDateTime(startDate);
  const endAt = parseCairoDateTime(endDate);
  const invalid = [
    ...(startAt ? [] : [{ field: 'startDate', message: msg('admin.notADateTime') }]),
    ...(endAt ? [] : [{ field: 'endDate', message: msg('admin.notADateTime') }]),
  ];
  if (!startAt || !endAt) throw new HttpError(400, msg('admin.realDate'), invalid);
  if (endAt.getTime() <= startAt.getTime()) {
    throw new HttpError(400, msg('admin.endAfterStart'), [
      { field: 'endDate', message: msg('admin.mustBeAfterStart') },
    ]);
  }
  return { startAt, endAt };
}

export async function addCoupon(db: Db, input: CouponInput) {
  const { startAt, endAt } = checkWindow(input.startDate, input.endDate);
  const code = input.code.trim();
  const clash = () =>
    new HttpError(409, msg('admin.couponTaken', { code }), [
      { field: 'code', message: msg('admin.codeUsed') },
    ]);
  const [existing] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${couponCodeKey(code)}`);
  if (existing) throw clash();
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code,
        description: input.description?.trim() || null,
        percentage: input.percentage,
        minOrderPiastres: input.minOrderAmount == null ? null : toPiastres(input.minOrderAmount),
        maxUsage: input.maxUsage ?? null,
        startAt,
        endAt,
      })
      .returning();
    return { message: 'Coupon created', data: couponView(row!) };
  } catch (error) {
    // Two admins creating the same code at once: the unique index decides.
    if (isUniqueViolation(error, /code/i)) throw clash();
    throw error;
  }
}

/**
 * Edits a coupon with the same checks as addCoupon (window, code unique whatever its case); its usage count
 * stays, and a limit below the uses already made is refused.
 */
export async function updateCoupon(db: Db, id: number, input: CouponInput) {
  const { startAt, endAt } = checkWindow(input.startDate, input.endDate);
  const code = input.code.trim();
  const [current] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!current) throw new HttpError(404, msg('admin.couponNotFound'));
  const clash = () =>
    new HttpError(409, msg('admin.couponTaken', { code }), [
      { field: 'code', message: msg('admin.codeUsed') },
    ]);
  const [other] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = ${couponCodeKey(code)}`, ne(coupons.id, id)));
  if (other) throw clash();
  const maxUsage = input.maxUsage ?? null;
  if (maxUsage !== null && maxUsage < current.usedCount)
    throw new HttpError(400, msg('admin.usedTimes', { count: current.usedCount }), [
      { field: 'maxUsage', message: msg('admin.atLeastUses', { count: current.usedCount }) },
    ]);
  try {
    const [row] = await db
      .update(coupons)
      .set({
        code,
        description: input.description?.trim() || null,
        percentage: input.percentage,
        minOrderPiastres: input.minOrderAmount == null ? null : toPiastres(input.minOrderAmount),
        maxUsage,
        startAt,
        endAt,
      })
      // An order may have used the coupon meanwhile: the limit is checked again in the same statement.
      .where(
        and(eq(coupons.id, id), maxUsage === null ? undefined : sql`${coupons.usedCount} <= ${maxUsage}`),
      )
      .returning();
    if (!row) throw new HttpError(409, msg('admin.couponUsedMeanwhile'));
    return { message: 'Coupon updated', data: couponView(row) };
  } catch (error) {
    if (isUniqueViolation(error, /code/i)) throw clash();
    throw error;
  }
}

export interface ListCouponsParams {
  q?: string;
  sort?: 'createdAt' | 'code' | 'percentage' | 'endDate';
  order?: 'asc' | 'desc';
}

export async function listCoupons(db: Db, params: ListCouponsParams) {
  const column = {
    createdAt: coupons.createdAt,
    code: coupons.code,
    percentage: coupons.percentage,
    endDate: coupons.endAt,
  }[params.sort ?? 'createdAt'];
  const direction = (params.order ?? 'desc') === 'asc' ? asc : desc;
  const q = params.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select()
    .from(coupons)
    .where(
      pattern
        ? sql`(${coupons.code} ILIKE ${pattern} OR ${coupons.description} ILIKE ${pattern})`
        : undefined,
    )
    .orderBy(direction(column), direction(coupons.id));
  return rows.map(couponView);
}

export async function updateCouponStatus(db: Db, id: number, isActive: boolean) {
  const [row] = await db
    .update(coupons)
    .set({ isActive })
    .where(eq(coupons.id, id))
    .returning({ id: coupons.id, isActive: coupons.isActive });
  if (!row) throw new HttpError(404, msg('admin.couponNotFound'));
  return { message: 'Coupon status updated', data: row };
}

export async function deleteCoupon(db: Db, id: number) {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!row) throw new HttpError(404, msg('admin.couponNotFound'));
  return { message: 'Coupon deleted' };
}
