// Seeding at start-up, without network: Egypt's governorates whenever the table is empty (the shop cannot take
// an order without them), and, with SEED_DEMO on and an empty catalogue, the demo shop — categories made of
// tags, about forty products with colours, sizes and stock (some sold out, some low), generated images,
// discounts, coupons, then a few hundred orders (seed/orders.ts).
import { CATEGORIES_AR, COLOURS_AR, PRODUCTS_AR } from './catalogue-arabic';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withTransaction } from '../db/client';
import {
  categories,
  categoryTags,
  coupons,
  discounts,
  productImages,
  products,
  productTags,
  shippingCities,
  sizes,
  tags,
  variantImages,
  variants,
} from '../db/schema';
import type { Storage } from '../storage/storage';
import { slugify } from '../modules/catalogue';
import { recordDemo } from '../modules/settings';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, EXTRA_TAGS, sizesFor } from './catalogue-data';
import { GOVERNORATES } from './cities';
import { DemoImages } from './images';
import { seedOrders, seededRandom } from './orders';

const DAY = 86_400_000;
/** How many of the demo products (the first listed) have three pictures per colour. */
const GALLERY_PRODUCTS = 6;

/**
 * The demo's contact, clearly marked as such: with it the storefront shows "Confirm on WhatsApp" and its contact
 * ways on a first start, and the setup guide asks the owner to put in her own.
 */
export const DEMO_CONTACT = {
  whatsapp: '201000000000',
  phone: '01000000000',
  email: 'demo-shop@example.com',
  address: 'DEMO SHOP: replace these details in Settings · متجر تجريبي: غيّري البيانات دي من الإعدادات',
} as const;

export interface SeedResult {
  cities: number;
  products: number;
  orders: number;
}

async function count(
  db: Db,
  table: typeof products | typeof shippingCities | typeof categories,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

export async function seedCities(db: Db): Promise<number> {
  if ((await count(db, shippingCities)) > 0) return 0;
  await db
    .insert(shippingCities)
    .values(GOVERNORATES.map(([name, fee]) => ({ name, pricePiastres: fee * 100 })));
  return GOVERNORATES.length;
}

/** Stock for one size: mostly plenty, about one in ten sold out and one in eight low (1–5). */
function stockFor(random: () => number): number {
  const r = random();
  if (r < 0.1) return 0;
  if (r < 0.22) return 1 + Math.floor(random() * 5);
  return 6 + Math.floor(random() * 20);
}

/** 'new-arrivals' → 'NA', 'Sage' → 'SA', 'Dusty Rose' → 'DR'. */
const code = (text: string) => {
  const words = text.split(/[\s-]+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : words[0]).slice(0, 2).toUpperCase();
};

export async function seedCatalogue(db: Db, storage: Storage, now = new Date()): Promise<number> {
  if ((await count(db, products)) > 0 || (await count(db, categories)) > 0) return 0;
  const random = seededRandom(7);
  const images = new DemoImages(storage);

  // Images first (slow, and outside the transaction so the database is never held while sharp works).
  const categoryImages = new Map<string, string>();
  for (const c of DEMO_CATEGORIES)
    categoryImages.set(c.slug, await images.category(c.name, c.shape, c.backdrop));
  const productImagesByName = new Map<string, string[]>();
  for (const p of DEMO_PRODUCTS)
    productImagesByName.set(p.name, await Promise.all(p.colours.map((c) => images.garment(p.shape, c))));
  // The newest products show a gallery to swipe: each colour's back and a close-up besides its front.
  const extraViews = new Map<string, string[][]>();
  for (const p of DEMO_PRODUCTS.slice(0, GALLERY_PRODUCTS))
    extraViews.set(
      p.name,
      await Promise.all(
        p.colours.map(async (c) => [
          await images.garment(p.shape, c, 'back'),
          await images.garment(p.shape, c, 'detail'),
        ]),
      ),
    );

  return withTransaction(db, async (tx) => {
    const tagNames = [...DEMO_CATEGORIES.map((c) => ({ name: c.tag, description: null })), ...EXTRA_TAGS];
    const tagRows = await tx.insert(tags).values(tagNames).returning({ id: tags.id, name: tags.name });
    const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
    for (const c of DEMO_CATEGORIES) {
      const [row] = await tx
        .insert(categories)
        .values({
          slug: c.slug,
          name: c.name,
          nameAr: CATEGORIES_AR[c.slug]?.name ?? null,
          description: c.description,
          descriptionAr: CATEGORIES_AR[c.slug]?.description ?? null,
          imageUrl: categoryImages.get(c.slug)!,
          sizeGuide: c.sizeGuide ?? null,
          isActive: c.isActive ?? true,
        })
        .returning({ id: categories.id });
      await tx.insert(categoryTags).values({ categoryId: row.id, tagId: tagId.get(c.tag)! });
    }

    // Newest first in the shop: new arrivals over the last two weeks, the rest over the last four months.
    for (const [index, p] of DEMO_PRODUCTS.entries()) {
      const isNew = p.tags.includes('new-arrivals');
      const ageDays = isNew ? 1 + index * 1.3 : 20 + ((index * 37) % 100);
      const sku = `MO-${code(p.tags[0])}-${String(index + 1).padStart(3, '0')}`;
      const urls = productImagesByName.get(p.name)!;
      const [row] = await tx
        .insert(products)
        .values({
          slug: slugify(p.name, 'product'),
          name: p.name,
          nameAr: PRODUCTS_AR[p.name]?.name ?? null,
          sku,
          description: p.description,
          descriptionAr: PRODUCTS_AR[p.name]?.description ?? null,
          pricePiastres: p.price * 100,
          previousPricePiastres: p.previousPrice ? p.previousPrice * 100 : null,
          imageUrl: urls[0],
          createdAt: new Date(now.getTime() - ageDays * DAY),
          updatedAt: new Date(now.getTime() - ageDays * DAY),
        })
        .returning({ id: products.id });
      await tx.insert(productTags).values(p.tags.map((t) => ({ productId: row.id, tagId: tagId.get(t)! })));
      if (urls.length > 1)
        await tx
          .insert(productImages)
          .values(urls.slice(1).map((url, position) => ({ productId: row.id, url, position })));
      for (const [position, colour] of p.colours.entries()) {
        const [variant] = await tx
          .insert(variants)
          .values({
            productId: row.id,
            color: colour,
            colorAr: COLOURS_AR[colour] ?? null,
            // The colour's whole name: two letters made Sage and Sand one SKU, and a SKU names one colour.
            sku: `${sku}-${colour.toUpperCase().replace(/\s+/g, '-')}`,
            imageUrl: urls[position],
            position,
          })
          .returning({ id: variants.id });
        const extra = extraViews.get(p.name)?.[position];
        if (extra)
          await tx
            .insert(variantImages)
            .values(extra.map((url, at) => ({ variantId: variant.id, url, position: at })));
        await tx.insert(sizes).values(
          sizesFor(p.shape).map((size, i) => ({
            variantId: variant.id,
            size,
            stock: stockFor(random),
            position: i,
          })),
        );
      }
    }

    // A few discounts in force, one expired and one switched off, so every rule shows.
    const productId = async (name: string) =>
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(sql`${products.name} = ${name}`)
      )[0].id;
    const categoryId = async (slug: string) =>
      (
        await tx
          .select({ id: categories.id })
          .from(categories)
          .where(sql`${categories.slug} = ${slug}`)
      )[0].id;
    const window = (fromDays: number, toDays: number) => ({
      startAt: new Date(now.getTime() + fromDays * DAY),
      endAt: new Date(now.getTime() + toDays * DAY),
    });
    await tx.insert(discounts).values([
      {
        type: 'product',
        percentage: 10,
        productId: await productId('Linen Wrap Midi Dress'),
        ...window(-7, 30),
      },
      { type: 'category', percentage: 20, categoryId: await categoryId('bags'), ...window(-3, 14) },
      { type: 'tag', percentage: 15, tagId: tagId.get('linen')!, ...window(-10, 45) },
      {
        type: 'product',
        percentage: 25,
        productId: await productId('Hand-Embroidered Kimono'),
        ...window(-2, 5),
      },
      { type: 'category', percentage: 30, categoryId: await categoryId('evening'), ...window(-60, -30) },
      {
        type: 'category',
        percentage: 35,
        categoryId: await categoryId('easy-wear'),
        isActive: false,
        ...window(-5, 25),
      },
    ]);
    await tx.insert(coupons).values([
      { code: 'WELCOME10', description: '10% off your first order', percentage: 10, ...window(-400, 365) },
      {
        code: 'SUMMER15',
        description: '15% off orders of EGP 1,500 or more',
        percentage: 15,
        minOrderPiastres: 150_000,
        maxUsage: 500,
        ...window(-120, 90),
      },
      {
        code: 'EID20',
        description: 'Eid gifts: 20% off from EGP 2,000',
        percentage: 20,
        minOrderPiastres: 200_000,
        maxUsage: 100,
        ...window(-20, 20),
      },
      {
        code: 'FLASH30',
        description: 'Flash sale, ended',
        percentage: 30,
        maxUsage: 50,
        ...window(-90, -60),
      },
      { code: 'VIP25', description: 'For our regulars', percentage: 25, isActive: false, ...window(-30, 60) },
    ]);
    return DEMO_PRODUCTS.length;
  });
}

export interface SeedOptions {
  demo: boolean;
  now?: Date;
  /** Demo order count (seed/orders.ts default when omitted). */
  orders?: number;
}

export async function seedDatabase(db: Db, storage: Storage, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const cities = await seedCities(db);
  if (!options.demo) return { cities, products: 0, orders: 0 };
  const created = await seedCatalogue(db, storage, now);
  const orders =
    created > 0
      ? await seedOrders(db, { now, ...(options.orders !== undefined ? { count: options.orders } : {}) })
      : 0;
  if (created > 0) {
    const [last] = await db
      .select({
        product: sql<number>`coalesce((SELECT max(id) FROM products), 0)::int`,
        order: sql<number>`coalesce((SELECT max(id) FROM orders), 0)::int`,
      })
      .from(sql`(SELECT 1) AS one`);
    await recordDemo(
      db,
      {
        seededAt: now.toISOString(),
        whatsapp: DEMO_CONTACT.whatsapp,
        lastProductId: last?.product ?? 0,
        lastOrderId: last?.order ?? 0,
      },
      DEMO_CONTACT,
    );
  }
  return { cities, products: created, orders };
}
