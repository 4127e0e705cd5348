// createProductWithVariants: the back office's one-screen form saves a product with every colour, size, SKU
// and picture in one call and one transaction — all of it or nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orderItems,
  products,
  productTags,
  shippingCities,
  sizes,
  variants,
} from '../../src/server/db/schema';
import { msg, render } from '../../src/server/i18n';
import { useTestApp } from './helpers/app';
import { form, png } from './helpers/catalogue';

// One test drops the SKU triggers and indexes and runs their migration again: a database of its own.
const api = useTestApp({ freshDatabase: true });
const storedFiles = () => {
  const dir = join(api.dataDir, 'uploads', 'products');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

const COLOURS = ['Sand', 'Olive', 'Black'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** Three colours in five sizes, each cell with its own stock and SKU. */
const grid = () =>
  COLOURS.map((color, c) => ({
    color,
    sku: `LWD-${color.toUpperCase()}`,
    sizes: SIZES.map((size, s) => ({ size, stock: c * 10 + s, sku: `LWD-${color.toUpperCase()}-${size}` })),
  }));

const create = (fields: Parameters<typeof form>[0]) =>
  api.asAdmin({ method: 'POST', url: '/api/admin/products', payload: form(fields) });

describe('createProductWithVariants', () => {
  it('saves a product of 3 colours × 5 sizes, its SKUs, tags and colour pictures in one call', async () => {
    const res = await create({
      name: 'Linen Wrap Midi Dress',
      description: 'Breathable linen, tie waist.',
      price: 1450,
      previousPrice: '1800',
      tags: JSON.stringify(['Dresses', 'linen']),
      variants: JSON.stringify(grid()),
      variantMainImage_0: await png(),
      variantAdditionalImages_0: [await png(30, 30), await png(40, 40)],
      variantMainImage_2: await png(50, 50, '#000000'),
    });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Product created');
    expect(data).toMatchObject({
      name: 'Linen Wrap Midi Dress',
      price: 1450,
      previousPrice: 1800,
      isActive: true,
    });
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(['Dresses', 'linen']);
    // Without a picture of its own, the product shows its first colour's.
    expect(data.imageUrl).toBe(data.variants[0].imageUrl);

    // The data as stored: 3 colours in order, 15 sizes with their stock and SKU.
    const [row] = await api.db.select().from(products).where(eq(products.id, data.id));
    expect(row.pricePiastres).toBe(145_000);
    const colourRows = await api.db
      .select()
      .from(variants)
      .where(eq(variants.productId, data.id))
      .orderBy(asc(variants.position));
    expect(colourRows.map((v) => [v.color, v.sku])).toEqual(
      COLOURS.map((c) => [c, `LWD-${c.toUpperCase()}`]),
    );
    expect(colourRows[0].imageUrl).toMatch(/-640\.webp$/);
    expect(colourRows[1].imageUrl).toBeNull();
    expect(colourRows[2].imageUrl).toMatch(/-640\.webp$/);
    const sizeRows = await api.db
      .select({ variantId: sizes.variantId, size: sizes.size, stock: sizes.stock, sku: sizes.sku })
      .from(sizes)
      .where(
        inArray(
          sizes.variantId,
          colourRows.map((v) => v.id),
        ),
      )
      .orderBy(asc(sizes.variantId), asc(sizes.position));
    expect(sizeRows).toHaveLength(15);
    expect(sizeRows.map((s) => [s.size, s.stock, s.sku])).toEqual(
      grid().flatMap((v) => v.sizes.map((s) => [s.size, s.stock, s.sku])),
    );
    expect(data.variants[0].images).toHaveLength(2);

    // The edit screen reads back what it saved, SKU per size included.
    const read = (await api.asAdmin({ method: 'GET', url: `/api/admin/product/${data.id}` })).json();
    expect(read.variants[1].sizes[2]).toMatchObject({ size: 'M', stock: 12, sku: 'LWD-OLIVE-M' });
  });

  it('saves nothing when one cell is wrong: no product, no tag link, no stored picture', async () => {
    const before = storedFiles();
    const bad = grid();
    bad[2].sizes[4].stock = -1;
    const res = await create({
      name: 'Half Saved Dress',
      description: 'Must not exist.',
      price: 900,
      tags: JSON.stringify(['Dresses']),
      variants: JSON.stringify(bad),
      variantMainImage_0: await png(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'variants[2].sizes[4].stock', message: expect.any(String) },
    ]);
    const [count] = await api.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count.n).toBe(0);
    expect(await api.db.select().from(productTags)).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a picture for a colour that is not in the list, and a colour id (a new product has none)', async () => {
    const pictureTooFar = await create({
      name: 'Dress',
      description: 'x',
      price: 100,
      variants: JSON.stringify(grid().slice(0, 1)),
      variantMainImage_1: await png(),
    });
    expect(pictureTooFar.statusCode).toBe(400);
    expect(pictureTooFar.json().details[0].field).toBe('variantMainImage_1');
    const withId = await create({
      name: 'Dress',
      description: 'x',
      price: 100,
      variants: JSON.stringify([{ id: 1, color: 'Red', sizes: [{ size: 'M', stock: 1 }] }]),
    });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().details[0].field).toBe('variants[0].id');
  });

  it('the edit (PUT) keeps, changes and clears the SKU of each size', async () => {
    const res = await create({
      name: 'Dress',
      description: 'x',
      price: 100,
      variants: JSON.stringify(grid()),
    });
    const product = res.json().data;
    const sand = product.variants[0];
    const edited = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/product/${product.id}`,
      payload: form({
        name: 'Dress',
        description: 'x',
        price: 100,
        variants: JSON.stringify([
          {
            id: sand.id,
            color: 'Sand',
            sizes: [
              { size: 'XS', stock: 1, sku: 'NEW-XS' },
              { size: 'S', stock: 2 },
            ],
          },
        ]),
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited.json().data.variants[0].sizes.map((s: { size: string; sku: string }) => [s.size, s.sku]),
    ).toEqual([
      ['XS', 'NEW-XS'],
      ['S', ''],
    ]);
  });

  it('needs an admin session', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: form({ name: 'x', description: 'x', price: 1, variants: '[]' }),
    });
    expect(res.statusCode).toBe(401);
  });

  it("puts the size's own SKU on an order line, and the colour's when the size has none", async () => {
    const variantsJson = JSON.stringify([
      {
        color: 'Sand',
        sku: 'LWD-SAND',
        sizes: [
          { size: 'S', stock: 5, sku: 'LWD-SAND-S' },
          { size: 'M', stock: 5 },
        ],
      },
    ]);
    const res = await create({ name: 'Dress', description: 'x', price: 100, variants: variantsJson });
    const product = res.json().data;
    await api.db.insert(shippingCities).values({ name: 'Giza', pricePiastres: 6000 });
    const order = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: {
        firstName: 'Nour',
        lastName: 'El-Sayed',
        customerEmail: 'nour@example.com',
        mobileNumber: '01012345678',
        address: '14 Shehab St, Mohandessin',
        paymentMethod: 'CASH_ON_DELIVERY',
        city: 'Giza',
        items: ['S', 'M'].map((size) => ({
          productId: product.id,
          variantId: product.variants[0].id,
          size,
          quantity: 1,
        })),
      },
    });
    expect(order.statusCode).toBe(201);
    const lines = await api.db
      .select({ size: orderItems.size, sku: orderItems.sku })
      .from(orderItems)
      .orderBy(asc(orderItems.size));
    expect(lines).toEqual([
      { size: 'M', sku: 'LWD-SAND' },
      { size: 'S', sku: 'LWD-SAND-S' },
    ]);
  });
});

describe('a SKU names one colour or one size in the whole shop', () => {
  const dressColours = JSON.stringify([
    { color: 'Sage', sku: 'MO-DR-001-SAGE', sizes: [{ size: 'M', stock: 2, sku: 'MO-DR-001-SAGE-M' }] },
    { color: 'Sand', sku: 'MO-DR-001-SAND', sizes: [{ size: 'M', stock: 2 }] },
  ]);
  const skusInShop = async () =>
    (
      (await api.db.execute(
        sql`SELECT sku FROM variants WHERE sku <> '' UNION ALL SELECT sku FROM sizes WHERE sku <> '' ORDER BY 1`,
      )) as unknown as { rows: Array<{ sku: string }> }
    ).rows.map((r) => r.sku);

  it("refuses another colour's or size's SKU (any case) with 409, and writes nothing", async () => {
    expect(
      (await create({ name: 'Dress', description: 'x', price: 100, variants: dressColours })).statusCode,
    ).toBe(201);
    const before = await skusInShop();

    const taken = await create({
      name: 'Skirt',
      description: 'x',
      price: 100,
      variants: JSON.stringify([{ color: 'Black', sku: 'mo-dr-001-sand', sizes: [{ size: 'S', stock: 1 }] }]),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'The SKU MO-DR-001-SAND is already used by Dress (Sand)',
      details: [{ field: 'variants[0].sku', message: 'This SKU is already used' }],
    });

    // A size's SKU that another product's size has. The back office's API answers in English; the message
    // exists in Arabic too, naming the product and colour by their Arabic names.
    const sizeTaken = await create({
      name: 'Skirt',
      description: 'x',
      price: 100,
      variants: JSON.stringify([
        { color: 'Black', sizes: [{ size: 'S', stock: 1, sku: 'MO-DR-001-SAGE-M' }] },
      ]),
    });
    expect(sizeTaken.statusCode).toBe(409);
    expect(sizeTaken.json()).toEqual({
      error: 'The SKU MO-DR-001-SAGE-M is already used by Dress (Sage, M)',
      details: [{ field: 'variants[0].sizes[0].sku', message: 'This SKU is already used' }],
    });
    const sage = { en: 'Sage', ar: 'أخضر مريمية' };
    expect(
      render(
        msg('catalogue.skuTaken', {
          sku: 'MO-DR-001-SAGE-M',
          product: { en: 'Dress' },
          colour: sage,
          size: 'M',
        }),
        'ar',
      ),
    ).toBe('الـ SKU MO-DR-001-SAGE-M مستخدم بالفعل في Dress (أخضر مريمية، M)');
    expect(render(msg('catalogue.skuInUse'), 'ar')).toBe('هذا الـ SKU مستخدم بالفعل');

    // Given twice in one request: a colour's and a size's.
    const twice = await create({
      name: 'Skirt',
      description: 'x',
      price: 100,
      variants: JSON.stringify([
        { color: 'Black', sku: 'SK-1', sizes: [{ size: 'S', stock: 1 }] },
        { color: 'White', sizes: [{ size: 'S', stock: 1, sku: 'sk-1' }] },
      ]),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'The SKU sk-1 is given twice: each colour and size needs its own',
      details: [{ field: 'variants[1].sizes[0].sku', message: 'Given twice' }],
    });

    // addVariants (the spec's one colour at a time) refuses the same way.
    const [dress] = await api.db.select({ id: products.id }).from(products).where(eq(products.name, 'Dress'));
    const added = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({
        productId: dress.id,
        color: 'Olive',
        sku: 'MO-DR-001-SAGE-M',
        sizes: JSON.stringify([{ size: 'M', stock: 1 }]),
      }),
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().details).toEqual([{ field: 'sku', message: 'This SKU is already used' }]);

    expect(await skusInShop()).toEqual(before);
    expect(await api.db.select({ id: products.id }).from(products)).toHaveLength(1);
  });

  it("lets a product swap its own colours' SKUs, and refuses another product's", async () => {
    const dress = (
      await create({ name: 'Dress', description: 'x', price: 100, variants: dressColours })
    ).json().data;
    await create({
      name: 'Skirt',
      description: 'x',
      price: 100,
      variants: JSON.stringify([{ color: 'Black', sku: 'SK-BLACK', sizes: [{ size: 'S', stock: 1 }] }]),
    });
    const update = (list: unknown) =>
      api.asAdmin({
        method: 'PUT',
        url: `/api/admin/product/${dress.id}`,
        payload: form({ name: 'Dress', description: 'x', price: 100, variants: JSON.stringify(list) }),
      });
    const [sage, sand] = dress.variants as Array<{ id: number }>;
    const swapped = await update([
      {
        id: sage.id,
        color: 'Sage',
        sku: 'MO-DR-001-SAND',
        sizes: [{ size: 'M', stock: 2, sku: 'MO-DR-001-SAGE-M' }],
      },
      { id: sand.id, color: 'Sand', sku: 'MO-DR-001-SAGE', sizes: [{ size: 'M', stock: 2 }] },
    ]);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data.variants.map((v: { sku: string }) => v.sku)).toEqual([
      'MO-DR-001-SAND',
      'MO-DR-001-SAGE',
    ]);

    const taken = await update([
      { id: sage.id, color: 'Sage', sku: 'SK-BLACK', sizes: [{ size: 'M', stock: 2 }] },
    ]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('The SKU SK-BLACK is already used by Skirt (Black)');
    expect((await skusInShop()).sort()).toEqual(
      ['MO-DR-001-SAGE', 'MO-DR-001-SAGE-M', 'MO-DR-001-SAND', 'SK-BLACK'].sort(),
    );
  });

  it('is held by the database too: a size cannot take a colour’s SKU however it is written', async () => {
    const dress = (
      await create({ name: 'Dress', description: 'x', price: 100, variants: dressColours })
    ).json().data;
    const write = (sku: string) =>
      api.db.insert(sizes).values({ variantId: dress.variants[1].id, size: 'XL', stock: 1, sku });
    await expect(write('mo-dr-001-sand')).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(write('MO-DR-001-SAGE-M')).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(
      api.db.update(variants).set({ sku: 'MO-DR-001-SAGE-M' }).where(eq(variants.id, dress.variants[1].id)),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await write('MO-DR-001-SAND-XL');
  });

  it('mends the duplicates a shop already had when the migration runs', async () => {
    // The shop before migration 0020: no indexes, no trigger, and SKUs shared every way.
    for (const statement of [
      'DROP TRIGGER variants_sku_unique ON variants',
      'DROP TRIGGER sizes_sku_unique ON sizes',
      'DROP INDEX variants_sku_unique',
      'DROP INDEX sizes_sku_unique',
    ])
      await api.db.execute(sql.raw(statement));
    const made = (
      await create({
        name: 'Dress',
        description: 'x',
        price: 100,
        variants: JSON.stringify([
          {
            color: 'Sage',
            sku: 'MO-NA-001-SA',
            sizes: [
              { size: 'S', stock: 1 },
              { size: 'M', stock: 1 },
            ],
          },
          { color: 'Sand', sku: 'MO-NA-001-SB', sizes: [{ size: 'M', stock: 1 }] },
        ]),
      })
    ).json().data;
    const [sage, sand] = made.variants as Array<{ id: number; sizes: Array<{ id: number }> }>;
    await api.db.update(variants).set({ sku: 'MO-NA-001-SA' }).where(eq(variants.id, sand.id));
    await api.db.update(sizes).set({ sku: 'mo-na-001-sa' }).where(eq(sizes.id, sage.sizes[0].id)); // its colour's
    await api.db.update(sizes).set({ sku: 'MO-NA-001-SA-2' }).where(eq(sizes.id, sage.sizes[1].id)); // taken next
    await api.db.update(sizes).set({ sku: 'MO-NA-001-SA-2' }).where(eq(sizes.id, sand.sizes[0].id)); // a size's

    const file = readFileSync(join(process.cwd(), 'src/server/db/migrations/0020_sku_unique.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await api.db.execute(sql.raw(statement));

    const skuOf = async (table: typeof variants | typeof sizes, id: number) =>
      (await api.db.select({ sku: table.sku }).from(table).where(eq(table.id, id)))[0].sku;
    expect(await skuOf(variants, sage.id)).toBe('MO-NA-001-SA');
    expect(await skuOf(variants, sand.id)).toBe('MO-NA-001-SA-3');
    expect(await skuOf(sizes, sage.sizes[0].id)).toBe('');
    expect(await skuOf(sizes, sage.sizes[1].id)).toBe('MO-NA-001-SA-2');
    expect(await skuOf(sizes, sand.sizes[0].id)).toBe('MO-NA-001-SA-2-2');
    // And the rule holds from then on.
    await expect(
      api.db.update(variants).set({ sku: 'MO-NA-001-SA-2' }).where(eq(variants.id, sand.id)),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
