// Catalogue rows written straight to the database, for the catalogue tests: products with colour variants and
// sizes, tags, categories made of tags, discounts, cities; and real images made by sharp for upload tests.
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/client';
import {
  categories,
  categoryTags,
  discounts,
  products,
  productTags,
  shippingCities,
  sizes,
  tags,
  variants,
} from '../../../src/server/db/schema';

export async function makeTag(db: Db, name: string, isActive = true): Promise<number> {
  const [row] = await db.insert(tags).values({ name, isActive }).returning({ id: tags.id });
  return row.id;
}

export async function makeCategory(
  db: Db,
  values: { name: string; slug: string; tagIds: number[]; isActive?: boolean; imageUrl?: string },
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      name: values.name,
      slug: values.slug,
      isActive: values.isActive ?? true,
      imageUrl: values.imageUrl ?? null,
    })
    .returning({ id: categories.id });
  if (values.tagIds.length)
    await db.insert(categoryTags).values(values.tagIds.map((tagId) => ({ categoryId: row.id, tagId })));
  return row.id;
}

export interface ProductSpec {
  name: string;
  slug?: string;
  price: number; // EGP
  previousPrice?: number;
  description?: string;
  isActive?: boolean;
  tagIds?: number[];
  createdAt?: Date;
  variants?: Array<{ color: string; sku?: string; sizes: Array<[string, number]> }>;
}

export interface MadeProduct {
  id: number;
  slug: string;
  variants: Array<{ id: number; color: string; sizes: Record<string, number> }>;
}

export async function makeProduct(db: Db, spec: ProductSpec): Promise<MadeProduct> {
  const slug = spec.slug ?? spec.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(products)
    .values({
      name: spec.name,
      slug,
      description: spec.description ?? `${spec.name}, made with care.`,
      pricePiastres: Math.round(spec.price * 100),
      previousPricePiastres: spec.previousPrice === undefined ? null : Math.round(spec.previousPrice * 100),
      isActive: spec.isActive ?? true,
      imageUrl: `/uploads/products/${slug}-640.webp`,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning({ id: products.id });
  if (spec.tagIds?.length)
    await db.insert(productTags).values(spec.tagIds.map((tagId) => ({ productId: row.id, tagId })));
  const made: MadeProduct = { id: row.id, slug, variants: [] };
  for (const [position, v] of (spec.variants ?? []).entries()) {
    const [variant] = await db
      .insert(variants)
      .values({ productId: row.id, color: v.color, sku: v.sku ?? '', position })
      .returning({ id: variants.id });
    const sizeRows = await db
      .insert(sizes)
      .values(v.sizes.map(([size, stock], i) => ({ variantId: variant.id, size, stock, position: i })))
      .returning({ id: sizes.id, size: sizes.size });
    made.variants.push({
      id: variant.id,
      color: v.color,
      sizes: Object.fromEntries(sizeRows.map((s) => [s.size, s.id])),
    });
  }
  return made;
}

export async function makeDiscount(
  db: Db,
  values: {
    percentage: number;
    productId?: number;
    categoryId?: number;
    tagId?: number;
    isActive?: boolean;
    start?: Date;
    end?: Date;
  },
): Promise<number> {
  const type = values.productId ? 'product' : values.categoryId ? 'category' : 'tag';
  const [row] = await db
    .insert(discounts)
    .values({
      percentage: values.percentage,
      type,
      productId: values.productId ?? null,
      categoryId: values.categoryId ?? null,
      tagId: values.tagId ?? null,
      isActive: values.isActive ?? true,
      startAt: values.start ?? new Date(Date.now() - 86_400_000),
      endAt: values.end ?? new Date(Date.now() + 86_400_000),
    })
    .returning({ id: discounts.id });
  return row.id;
}

/**
 * The page tests' shop window: the Dresses category (its tag `dresses`) and the Linen Wrap Midi Dress in it
 * (1,000 EGP, Sand, 3 in M), with `discount` percent off it when given.
 */
export async function makeDressesWindow(
  db: Db,
  options: { discount?: number; categoryImageUrl?: string } = {},
): Promise<{ tagId: number; categoryId: number; dress: MadeProduct }> {
  const tagId = await makeTag(db, 'dresses');
  const categoryId = await makeCategory(db, {
    name: 'Dresses',
    slug: 'dresses',
    tagIds: [tagId],
    imageUrl: options.categoryImageUrl,
  });
  const dress = await makeProduct(db, {
    name: 'Linen Wrap Midi Dress',
    slug: 'linen-wrap-midi-dress',
    price: 1000,
    description: 'A wrap dress in washed linen.',
    tagIds: [tagId],
    variants: [{ color: 'Sand', sizes: [['M', 3]] }],
  });
  if (options.discount) await makeDiscount(db, { percentage: options.discount, productId: dress.id });
  return { tagId, categoryId, dress };
}

export async function makeCities(db: Db, cities: Array<[string, number]>): Promise<Record<string, number>> {
  const rows = await db
    .insert(shippingCities)
    .values(cities.map(([name, price]) => ({ name, pricePiastres: Math.round(price * 100) })))
    .returning({ id: shippingCities.id, name: shippingCities.name });
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** A real PNG of the given size, for upload tests. */
export function png(width = 64, height = 48, color = '#c08a7a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A multipart body from fields; Buffers become files, arrays repeat the field. */
export function form(
  fields: Record<string, string | number | boolean | Buffer | Array<string | Buffer> | undefined>,
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (Buffer.isBuffer(item))
        data.append(
          key,
          new Blob([new Uint8Array(item)], { type: 'application/octet-stream' }),
          `${key}.bin`,
        );
      else data.append(key, String(item));
    }
  }
  return data;
}
