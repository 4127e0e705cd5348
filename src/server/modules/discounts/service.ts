// Percentage discounts on exactly one product, category or tag (docs/business-rules.md#product-discounts). The public
// catalogue prices with them, so every change here empties its cache.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, discounts, products, tags, type DiscountType } from '../../db/schema';
import { checkWindow } from '../coupons';
import { HttpError } from '../../plugins/errors';
import { msg } from '../../i18n';

export interface DiscountInput {
  percentage: number;
  startDate: string;
  endDate: string;
  productId?: number;
  categoryId?: number;
  tagId?: number;
}

const referenceName = sql<string | null>`coalesce(${products.name}, ${categories.name}, ${tags.name})`;

function selectDiscounts(db: Db) {
  return db
    .select({
      id: discounts.id,
      percentage: discounts.percentage,
      type: discounts.type,
      productId: discounts.productId,
      categoryId: discounts.categoryId,
      tagId: discounts.tagId,
      referenceName,
      startAt: discounts.startAt,
      endAt: discounts.endAt,
      isActive: discounts.isActive,
    })
    .from(discounts)
    .leftJoin(products, eq(products.id, discounts.productId))
    .leftJoin(categories, eq(categories.id, discounts.categoryId))
    .leftJoin(tags, eq(tags.id, discounts.tagId));
}

type DiscountSelection = Awaited<ReturnType<typeof selectDiscounts>>[number];

function discountView(d: DiscountSelection) {
  return {
    id: d.id,
    percentage: d.percentage,
    type: d.type,
    reference: { id: (d.productId ?? d.categoryId ?? d.tagId)!, name: d.referenceName ?? '' },
    startDate: d.startAt.toISOString(),
    endDate: d.endAt.toISOString(),
    isActive: d.isActive,
  };
}

export async function listDiscounts(
  db: Db,
  params: { type?: DiscountType; sort?: 'createdAt' | 'percentage' | 'endDate'; order?: 'asc' | 'desc' },
) {
  const column = {
    createdAt: discounts.createdAt,
    percentage: discounts.percentage,
    endDate: discounts.endAt,
  }[params.sort ?? 'createdAt'];
  const direction = (params.order ?? 'desc') === 'asc' ? asc : desc;
  const rows = await selectDiscounts(db)
    .where(params.type ? eq(discounts.type, params.type) : undefined)
    .orderBy(direction(column), direction(discounts.id));
  return rows.map(discountView);
}

/** The one product, category or tag a discount aims at, which must exist (checked as addDiscount checks it). */
async function discountTarget(db: Db, input: DiscountInput) {
  const targets = (['productId', 'categoryId', 'tagId'] as const).filter(
    (k) => input[k] !== undefined && input[k] !== null,
  );
  if (targets.length !== 1) {
    throw new HttpError(400, msg('admin.oneTarget'), [
      { field: targets[1] ?? 'productId', message: msg('admin.oneTargetDetail') },
    ]);
  }
  const window = checkWindow(input.startDate, input.endDate);
  const key = targets[0]!;
  const id = input[key]!;
  const type: DiscountType = key === 'productId' ? 'product' : key === 'categoryId' ? 'category' : 'tag';
  const table = { product: products, category: categories, tag: tags }[type];
  const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!target) {
    throw new HttpError(404, msg('admin.targetNotFound', { target: type }), [
      { field: key, message: msg('admin.noTargetWithId', { target: type }) },
    ]);
  }
  return {
    ...window,
    percentage: input.percentage,
    type,
    productId: type === 'product' ? id : null,
    categoryId: type === 'category' ? id : null,
    tagId: type === 'tag' ? id : null,
  };
}

/** A discount as the back office shows it, or undefined. */
export async function findDiscount(db: Db, id: number) {
  const [row] = await selectDiscounts(db).where(eq(discounts.id, id));
  return row ? discountView(row) : undefined;
}

export async function addDiscount(db: Db, input: DiscountInput) {
  const values = await discountTarget(db, input);
  const [row] = await db.insert(discounts).values(values).returning({ id: discounts.id });
  const [created] = await selectDiscounts(db).where(eq(discounts.id, row!.id));
  return { message: 'Discount created', data: discountView(created!) };
}

/** Edits a discount: the whole discount again, checked as addDiscount checks it; the active switch stays. */
export async function updateDiscount(db: Db, id: number, input: DiscountInput) {
  const [current] = await db.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, id));
  if (!current) throw new HttpError(404, msg('admin.discountNotFound'));
  const values = await discountTarget(db, input);
  const [row] = await db
    .update(discounts)
    .set(values)
    .where(eq(discounts.id, id))
    .returning({ id: discounts.id });
  if (!row) throw new HttpError(404, msg('admin.discountNotFound'));
  const [saved] = await selectDiscounts(db).where(eq(discounts.id, id));
  return { message: 'Discount updated', data: discountView(saved!) };
}

export async function updateDiscountStatus(db: Db, id: number, isActive: boolean) {
  const [row] = await db
    .update(discounts)
    .set({ isActive })
    .where(eq(discounts.id, id))
    .returning({ id: discounts.id, isActive: discounts.isActive });
  if (!row) throw new HttpError(404, msg('admin.discountNotFound'));
  return { message: 'Discount status updated', data: row };
}

export async function deleteDiscount(db: Db, id: number) {
  const [row] = await db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
  if (!row) throw new HttpError(404, msg('admin.discountNotFound'));
  return { message: 'Discount deleted' };
}
