// Shipping fees per governorate.
import { asc, desc, eq, inArray, sql, type SQL, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shippingCities } from '../../db/schema';

export type CityRow = typeof shippingCities.$inferSelect;

export async function listCities(db: DbOrTx): Promise<CityRow[]> {
  return db.select().from(shippingCities).orderBy(asc(shippingCities.name));
}

/** The cheapest and the dearest governorate's fee, in piastres; undefined when no governorate is listed. */
export async function feeRange(db: DbOrTx): Promise<{ cheapest: number; dearest: number } | undefined> {
  const [row] = await db
    .select({
      cheapest: sql<number | null>`min(${shippingCities.pricePiastres})::int`,
      dearest: sql<number | null>`max(${shippingCities.pricePiastres})::int`,
    })
    .from(shippingCities);
  return row?.cheapest == null || row.dearest == null
    ? undefined
    : { cheapest: Number(row.cheapest), dearest: Number(row.dearest) };
}

export async function findCityByName(db: DbOrTx, name: string): Promise<CityRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingCities)
    .where(sql`lower(${shippingCities.name}) = ${name.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findCityById(db: DbOrTx, id: number): Promise<CityRow | undefined> {
  const [row] = await db.select().from(shippingCities).where(eq(shippingCities.id, id)).limit(1);
  return row;
}

export interface CityListQuery {
  sortField: 'id' | 'name' | 'shippingPrice';
  sortOrder: 'ASC' | 'DESC';
  start: number;
  end: number;
  q?: string;
  ids?: number[];
}

export async function pageCities(db: DbOrTx, query: CityListQuery) {
  const column =
    query.sortField === 'id'
      ? shippingCities.id
      : query.sortField === 'shippingPrice'
        ? shippingCities.pricePiastres
        : shippingCities.name;
  const conditions: SQL[] = [];
  if (query.q)
    conditions.push(sql`${shippingCities.name} ILIKE ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.ids) conditions.push(query.ids.length ? inArray(shippingCities.id, query.ids) : sql`false`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(shippingCities)
    .where(where);
  const direction = query.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(shippingCities)
    .where(where)
    .orderBy(direction(column), asc(shippingCities.id))
    .limit(Math.max(0, query.end - query.start + 1))
    .offset(query.start);
  return { total, rows };
}

export async function setCityPrice(
  db: DbOrTx,
  id: number,
  pricePiastres: number,
): Promise<CityRow | undefined> {
  const [row] = await db
    .update(shippingCities)
    .set({ pricePiastres, updatedAt: new Date() })
    .where(eq(shippingCities.id, id))
    .returning();
  return row;
}
