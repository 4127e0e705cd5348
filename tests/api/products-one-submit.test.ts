// createProductWithVariants: the back office's one-screen form saves a product with every colour, size, SKU
// and picture in one call and one transaction — all of it or nothing.
import { existsSync, readdirSync } from 'node:fs';
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
import { useTestApp } from './helpers/app';
import { form, png } from './helpers/catalogue';

const api = useTestApp();
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
