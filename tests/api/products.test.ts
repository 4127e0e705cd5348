// The products operations: the public catalogue (docs/business-rules.md visibility, filters, search, the one discount
// rule, page sizes) and the admin's products with variants and images.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  discounts,
  orderItems,
  orders,
  productImages,
  products,
  sizes,
  tags,
  variants,
} from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { form, makeCategory, makeDiscount, makeProduct, makeTag, png } from './helpers/catalogue';

const api = useTestApp();
const get = (url: string) => api.app.inject({ method: 'GET', url });
const DAY = 86_400_000;
/** Files stored under uploads/products so far (the data folder lives as long as this test file). */
const storedFiles = () => {
  const dir = join(api.dataDir, 'uploads', 'products');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

/** Two categories of tags, and products in, between and outside them. */
async function shop() {
  const db = api.db;
  const linen = await makeTag(db, 'linen');
  const bagsTag = await makeTag(db, 'bags');
  const special = await makeTag(db, 'special');
  const hiddenTag = await makeTag(db, 'winter');
  const newArrivals = await makeCategory(db, {
    name: 'New Arrivals',
    slug: 'new-arrivals',
    tagIds: [linen, special],
  });
  const bags = await makeCategory(db, { name: 'Luxury in Every Stitch', slug: 'bags', tagIds: [bagsTag] });
  const winter = await makeCategory(db, {
    name: 'Winter Edit',
    slug: 'winter-edit',
    tagIds: [hiddenTag],
    isActive: false,
  });
  const t = Date.now();
  const dress = await makeProduct(db, {
    name: 'Linen Wrap Midi Dress',
    price: 1450,
    previousPrice: 1800,
    description: 'A breathable wrap dress that ties at the waist.',
    tagIds: [linen, special],
    createdAt: new Date(t - 1 * DAY),
    variants: [
      {
        color: 'Sage',
        sku: 'MO-DR-SG',
        sizes: [
          ['S', 0],
          ['M', 3],
          ['L', 8],
        ],
      },
      { color: 'Sand', sizes: [['M', 6]] },
    ],
  });
  const bag = await makeProduct(db, {
    name: 'Crochet Shoulder Bag',
    price: 775,
    tagIds: [bagsTag],
    createdAt: new Date(t - 2 * DAY),
    variants: [{ color: 'Ivory', sizes: [['One Size', 12]] }],
  });
  const tee = await makeProduct(db, {
    name: 'Cotton Tee',
    price: 350,
    description: 'Soft organic cotton.',
    createdAt: new Date(t - 3 * DAY),
  });
  const coat = await makeProduct(db, {
    name: 'Wool Coat',
    price: 4200,
    tagIds: [hiddenTag],
    createdAt: new Date(t - 4 * DAY),
  });
  const off = await makeProduct(db, {
    name: 'Old Scarf',
    price: 300,
    isActive: false,
    tagIds: [linen],
    createdAt: new Date(t - 5 * DAY),
  });
  return {
    tags: { linen, bagsTag, special, hiddenTag },
    categories: { newArrivals, bags, winter },
    dress,
    bag,
    tee,
    coat,
    off,
  };
}

describe('listProducts', () => {
  it('lists active products newest first, hiding one whose categories are all inactive, with the contract shape', async () => {
    await shop();
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      'Linen Wrap Midi Dress',
      'Crochet Shoulder Bag',
      'Cotton Tee',
    ]);
    expect(body).toMatchObject({ totalCount: 3, totalPages: 1, currentPage: 1 });
    const dress = body.products[0];
    expect(dress).toMatchObject({
      slug: 'linen-wrap-midi-dress',
      price: 1450,
      previousPrice: 1800,
      isActive: true,
      discount: null,
      totalStock: 17,
      tags: [{ name: 'linen' }, { name: 'special' }].map((t) => expect.objectContaining(t)),
      categories: [expect.objectContaining({ slug: 'new-arrivals', name: 'New Arrivals' })],
    });
    expect(dress.variants.map((v: { color: string }) => v.color)).toEqual(['Sage', 'Sand']);
    expect(dress.variants[0].sizes.map((s: { size: string; stock: number }) => [s.size, s.stock])).toEqual([
      ['S', 0],
      ['M', 3],
      ['L', 8],
    ]);
  });

  it('pages with 12 by default and honours page and pageSize', async () => {
    for (let i = 0; i < 14; i += 1)
      await makeProduct(api.db, {
        name: `Top ${i}`,
        price: 100 + i,
        createdAt: new Date(Date.now() - i * 1000),
      });
    const first = (await get('/api/products')).json();
    expect(first.products).toHaveLength(12);
    expect(first).toMatchObject({ totalCount: 14, totalPages: 2, currentPage: 1 });
    const second = (await get('/api/products?page=2&pageSize=5')).json();
    expect(second.products.map((p: { name: string }) => p.name)).toEqual([
      'Top 5',
      'Top 6',
      'Top 7',
      'Top 8',
      'Top 9',
    ]);
    expect(second).toMatchObject({ totalCount: 14, totalPages: 3, currentPage: 2 });
    const beyond = (await get('/api/products?page=9')).json();
    expect(beyond).toMatchObject({ products: [], totalCount: 14, currentPage: 9 });
  });

  it('refuses a page size above 100, page 0 and a non-numeric price with 400 and details', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['minPrice=cheap', 'minPrice'],
      ['discount=yes', 'discount'],
    ]) {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
  });

  it('filters by category slug, numeric id or categoryId, and finds nothing in an inactive or unknown category', async () => {
    const s = await shop();
    const names = async (query: string) =>
      (await get(`/api/products?${query}`)).json().products.map((p: { name: string }) => p.name);
    expect(await names('category=new-arrivals')).toEqual(['Linen Wrap Midi Dress']);
    expect(await names(`category=${s.categories.bags}`)).toEqual(['Crochet Shoulder Bag']);
    expect(await names(`categoryId=${s.categories.bags}`)).toEqual(['Crochet Shoulder Bag']);
    expect(await names('category=winter-edit')).toEqual([]);
    expect(await names('category=nope')).toEqual([]);
  });

  it('filters by tag name (any case) or tagId, not by an inactive tag', async () => {
    const s = await shop();
    const names = async (query: string) =>
      (await get(`/api/products?${query}`)).json().products.map((p: { name: string }) => p.name);
    expect(await names('tag=SPECIAL')).toEqual(['Linen Wrap Midi Dress']);
    expect(await names(`tagId=${s.tags.bagsTag}`)).toEqual(['Crochet Shoulder Bag']);
    await api.db.update(tags).set({ isActive: false }).where(eq(tags.id, s.tags.special));
    expect(await names('tag=special')).toEqual([]);
  });

  it('filters by the price a shopper pays (after the discount in force) and by discount=true', async () => {
    const s = await shop();
    await makeDiscount(api.db, { percentage: 50, productId: s.bag.id }); // 775 → 387.5
    const names = async (query: string) =>
      (await get(`/api/products?${query}`)).json().products.map((p: { name: string }) => p.name);
    expect(await names('minPrice=380&maxPrice=400')).toEqual(['Crochet Shoulder Bag']);
    expect(await names('minPrice=700&maxPrice=800')).toEqual([]);
    expect(await names('maxPrice=360')).toEqual(['Cotton Tee']);
    expect(await names('discount=true')).toEqual(['Crochet Shoulder Bag']);
    expect(await names('discount=false')).toHaveLength(3);
  });
});

describe('the one discount rule on every product returned', () => {
  it('applies the highest active, in-window discount of the product, its categories and its tags', async () => {
    const s = await shop();
    await makeDiscount(api.db, { percentage: 10, productId: s.dress.id });
    await makeDiscount(api.db, { percentage: 15, categoryId: s.categories.newArrivals });
    await makeDiscount(api.db, { percentage: 12.5, tagId: s.tags.linen });
    await makeDiscount(api.db, { percentage: 60, tagId: s.tags.special, isActive: false });
    await makeDiscount(api.db, {
      percentage: 70,
      productId: s.dress.id,
      start: new Date(Date.now() + DAY),
      end: new Date(Date.now() + 2 * DAY),
    });
    await makeDiscount(api.db, {
      percentage: 80,
      productId: s.dress.id,
      start: new Date(Date.now() - 2 * DAY),
      end: new Date(Date.now() - DAY),
    });
    for (const url of [
      '/api/products',
      `/api/products/id/${s.dress.id}`,
      '/api/products/linen-wrap-midi-dress',
      '/api/products/search?q=linen',
      '/api/products/collections/new-arrivals',
    ]) {
      const body = (await get(url)).json();
      const dress = body.products ? body.products.find((p: { id: number }) => p.id === s.dress.id) : body;
      expect({ url, discount: dress.discount }).toEqual({
        url,
        discount: { percentage: 15, discountedPrice: 1232.5 },
      });
    }
  });
});

describe('searchProducts', () => {
  it('matches every word in the name, description, tag or category, case-insensitively', async () => {
    await shop();
    const names = async (q: string) =>
      (await get(`/api/products/search?q=${encodeURIComponent(q)}`))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect(await names('  wrap ')).toEqual(['Linen Wrap Midi Dress']);
    expect(await names('ORGANIC')).toEqual(['Cotton Tee']); // description
    expect(await names('special')).toEqual(['Linen Wrap Midi Dress']); // tag
    expect(await names('stitch')).toEqual(['Crochet Shoulder Bag']); // category name
    expect(await names('linen dress')).toEqual(['Linen Wrap Midi Dress']);
    expect(await names('linen bag')).toEqual([]);
    expect(await names('100%_')).toEqual([]);
    expect(await names('scarf')).toEqual([]); // inactive
    expect(await names('')).toHaveLength(3);
  });

  it('combines the search with the other filters and pages', async () => {
    await shop();
    // "every", of the bags' name ("Luxury in Every Stitch"), is in its products' text and not in the others'
    // ("in", two letters no word begins with, is left out).
    expect((await get('/api/products/search?q=every&category=new-arrivals')).json().totalCount).toBe(0);
    const body = (await get('/api/products/search?q=in%20every&category=bags&pageSize=1')).json();
    expect(body).toMatchObject({ totalCount: 1, totalPages: 1, currentPage: 1 });
    expect(body.products[0].name).toBe('Crochet Shoulder Bag');
  });
});

describe('listCollectionProducts', () => {
  it('gives the active category with its tags and its newest products up to the limit', async () => {
    const s = await shop();
    await makeProduct(api.db, { name: 'Linen Shirt', price: 600, tagIds: [s.tags.linen] });
    const res = await get('/api/products/collections/new-arrivals?limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toMatchObject({
      slug: 'new-arrivals',
      name: 'New Arrivals',
      isActive: true,
      tags: [{ name: 'linen' }, { name: 'special' }].map((t) => expect.objectContaining(t)),
    });
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Linen Shirt']);
    expect((await get('/api/products/collections/new-arrivals')).json().products).toHaveLength(2);
  });

  it('answers 404 for an inactive or unknown category', async () => {
    await shop();
    for (const slug of ['winter-edit', 'no-such-thing']) {
      const res = await get(`/api/products/collections/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Category not found' });
    }
  });
});

describe('getProductById and getProductBySlug', () => {
  it('gives a shown product, and 404 "Product not found" for an inactive, hidden or unknown one', async () => {
    const s = await shop();
    expect((await get(`/api/products/id/${s.dress.id}`)).json().slug).toBe('linen-wrap-midi-dress');
    expect((await get('/api/products/crochet-shoulder-bag')).json().id).toBe(s.bag.id);
    for (const url of [
      `/api/products/id/${s.off.id}`,
      `/api/products/id/${s.coat.id}`,
      '/api/products/id/999',
      '/api/products/old-scarf',
      '/api/products/wool-coat',
      '/api/products/nothing',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { error: 'Product not found' },
      });
    }
  });

  it('refuses a non-numeric id with 400', async () => {
    const res = await get('/api/products/id/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('id');
  });
});

describe('the public catalogue cache', () => {
  it('is cleared by an admin write, so the shop never lags behind the back office', async () => {
    const s = await shop();
    expect((await get('/api/products')).json().totalCount).toBe(3);
    const res = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/product/${s.tee.id}/toggle-status`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/products')).json().totalCount).toBe(2);
    expect((await get(`/api/products/id/${s.tee.id}`)).statusCode).toBe(404);
  });
});

describe('listAdminProducts and getAdminProduct', () => {
  it('lists every product, inactive ones too, 10 a page, with total and search', async () => {
    await shop();
    for (let i = 0; i < 8; i += 1) await makeProduct(api.db, { name: `Blouse ${i}`, price: 500 + i });
    const page1 = (await api.asAdmin({ method: 'GET', url: '/api/admin/products' })).json();
    expect(page1).toMatchObject({ total: 13, totalPages: 2, currentPage: 1 });
    expect(page1.products).toHaveLength(10);
    const all = (await api.asAdmin({ method: 'GET', url: '/api/admin/products?limit=100' })).json();
    expect(all.products.map((p: { name: string }) => p.name)).toContain('Old Scarf');
    const found = (await api.asAdmin({ method: 'GET', url: '/api/admin/products?q=scarf' })).json();
    expect(found.products.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive])).toEqual([
      ['Old Scarf', false],
    ]);
    const cheapest = (
      await api.asAdmin({ method: 'GET', url: '/api/admin/products?sort=price&order=asc&limit=2' })
    ).json();
    expect(cheapest.products.map((p: { price: number }) => p.price)).toEqual([300, 350]);
  });

  it('gets one product by id or slug, active or not', async () => {
    const s = await shop();
    expect(
      (await api.asAdmin({ method: 'GET', url: `/api/admin/product/${s.off.id}` })).json(),
    ).toMatchObject({ name: 'Old Scarf', isActive: false });
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/product/old-scarf' })).json().id).toBe(
      s.off.id,
    );
    const missing = await api.asAdmin({ method: 'GET', url: '/api/admin/product/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found' });
  });
});

describe('addProduct', () => {
  it('creates the product with its tags (new ones created), main image and gallery as WebP in three widths', async () => {
    const s = await shop();
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({
        name: 'Pleated Satin Skirt',
        sku: 'MO-SK-041',
        description: 'A fluid midi skirt.',
        price: '1250.50',
        previousPrice: '1500',
        stock: '0',
        tags: JSON.stringify(['Special', 'satin']),
        mainImage: await png(1600, 1200),
        images: [await png(200, 200, '#333333'), await png(300, 300, '#eeeeee')],
      }),
    });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Product created');
    expect(data).toEqual({ id: expect.any(Number), slug: 'pleated-satin-skirt' });

    const product = (await api.asAdmin({ method: 'GET', url: `/api/admin/product/${data.id}` })).json();
    expect(product).toMatchObject({
      name: 'Pleated Satin Skirt',
      sku: 'MO-SK-041',
      price: 1250.5,
      previousPrice: 1500,
      isActive: true,
      variants: [],
    });
    expect(product.tags.map((t: { name: string }) => t.name).sort()).toEqual(['satin', 'special']);
    expect(product.tags.find((t: { name: string }) => t.name === 'special').id).toBe(s.tags.special);
    expect(product.categories.map((c: { slug: string }) => c.slug)).toEqual(['new-arrivals']);
    expect(product.imageUrl).toMatch(/^\/uploads\/products\/pleated-satin-skirt-[0-9a-f]{6}-640\.webp$/);
    expect(product.images).toHaveLength(2);
    for (const url of [product.imageUrl, ...product.images.map((i: { url: string }) => i.url)]) {
      for (const width of [320, 640, 1280]) {
        expect(existsSync(join(api.dataDir, url.replace(/-640\.webp$/, `-${width}.webp`)))).toBe(true);
      }
      const served = await api.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    }
  });

  it('makes unique slugs that never collide with the fixed words under /api/products/', async () => {
    const add = async (name: string) =>
      (
        await api.asAdmin({
          method: 'POST',
          url: '/api/admin/addProduct',
          payload: form({ name, description: 'x', price: 10 }),
        })
      ).json().data.slug;
    expect(await add('Linen Dress')).toBe('linen-dress');
    expect(await add('Linen  Dress!')).toBe('linen-dress-2');
    expect(await add('Search')).toBe('search-2');
    expect(await add('2026')).toBe('product-2026');
  });

  it('refuses missing, mistyped and unexpected fields with 400, creating nothing', async () => {
    for (const [fields, field] of [
      [{ description: 'x', price: '10' }, 'name'],
      [{ name: '   ', description: 'x', price: '10' }, 'name'],
      [{ name: 'A', description: 'x', price: 'ten' }, 'price'],
      [{ name: 'A', description: 'x', price: '-1' }, 'price'],
      [{ name: 'A', description: 'x', price: '10.005' }, 'price'],
      [{ name: 'A', description: 'x', price: '10', colour: 'red' }, 'colour'],
      [{ name: 'A', description: 'x', price: '10', tags: 'special' }, 'tags'],
      [{ name: 'A', description: 'x', price: '10', tags: '[1]' }, 'tags[0]'],
      [{ name: 'A', description: 'x', price: '10', mainImage: 'not a file' }, 'mainImage'],
    ] as const) {
      const res = await api.asAdmin({ method: 'POST', url: '/api/admin/addProduct', payload: form(fields) });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().error).toEqual(expect.any(String));
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await api.db.select().from(products)).toEqual([]);
    expect(await api.db.select().from(tags)).toEqual([]);
  });

  it('refuses a file that is not an image (400) and stores nothing', async () => {
    const filesBefore = storedFiles();
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({
        name: 'A',
        description: 'x',
        price: '10',
        mainImage: await png(),
        images: [Buffer.from('%PDF-1.4 not an image')],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
      details: [{ field: 'images[0]', message: 'Must be a JPEG, PNG, WebP, GIF or AVIF image' }],
    });
    expect(await api.db.select().from(products)).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('refuses an image over 8 MB and more than 20 files with 413, storing nothing', async () => {
    const filesBefore = storedFiles();
    const big = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024 + 1)]);
    const tooBig = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({ name: 'A', description: 'x', price: '10', mainImage: big }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Each image must be 8 MB or smaller' });
    const small = await png(8, 8);
    const tooMany = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({
        name: 'A',
        description: 'x',
        price: '10',
        mainImage: small,
        images: Array.from({ length: 20 }, () => small),
      }),
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error).toBe('Too many files: send at most 20 at once');
    expect(await api.db.select().from(products)).toEqual([]);
    expect(storedFiles()).toBe(filesBefore);
  });
});

describe('addVariants', () => {
  it('adds a colour with its sizes and images', async () => {
    const s = await shop();
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({
        productId: s.tee.id,
        color: 'Dusty Rose',
        sku: 'MO-TE-DR',
        sizes: JSON.stringify([
          { size: 'S', stock: 4 },
          { size: 'M', stock: '7' },
        ]),
        variantImages: [await png(), await png(20, 20)],
      }),
    });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Variant added');
    expect(data).toMatchObject({
      color: 'Dusty Rose',
      sku: 'MO-TE-DR',
      imageUrl: expect.stringMatching(/-640\.webp$/),
      images: [expect.objectContaining({ url: expect.stringMatching(/-640\.webp$/) })],
    });
    expect(data.sizes.map((x: { size: string; stock: number }) => [x.size, x.stock])).toEqual([
      ['S', 4],
      ['M', 7],
    ]);
    const product = (await get(`/api/products/id/${s.tee.id}`)).json();
    expect(product.totalStock).toBe(11);
  });

  it('takes an already uploaded image by URL, but only one of this shop', async () => {
    const s = await shop();
    const ok = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({
        productId: s.tee.id,
        color: 'Black',
        sizes: '[{"size":"M","stock":1}]',
        imageUrl: '/uploads/products/tee-black-640.webp',
      }),
    });
    expect(ok.json().data.imageUrl).toBe('/uploads/products/tee-black-640.webp');
    const bad = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({
        productId: s.tee.id,
        color: 'White',
        sizes: '[{"size":"M","stock":1}]',
        imageUrl: 'javascript:alert(1)',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'imageUrl', message: 'Must be an image uploaded to this shop' },
    ]);
  });

  it('refuses a colour the product already has (409), an unknown product (404) and an 11th colour (409)', async () => {
    const s = await shop();
    const add = (productId: number, color: string) =>
      api.asAdmin({
        method: 'POST',
        url: '/api/admin/addVariants',
        payload: form({ productId, color, sizes: '[{"size":"M","stock":1}]' }),
      });
    const dup = await add(s.dress.id, 'sage');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('This product already has the colour sage');
    const unknown = await add(999, 'Red');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Product not found');
    for (let i = 0; i < 8; i += 1) expect((await add(s.dress.id, `Colour ${i}`)).statusCode).toBe(201);
    const eleventh = await add(s.dress.id, 'One too many');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toBe('A product has at most 10 colours');
    expect(await api.db.select().from(variants).where(eq(variants.productId, s.dress.id))).toHaveLength(10);
  });

  it('refuses bad sizes (not JSON, empty, negative, fractional, duplicated) with 400, adding nothing', async () => {
    const s = await shop();
    for (const [sizesText, field] of [
      ['S:4', 'sizes'],
      ['[]', 'sizes'],
      ['[{"size":"S","stock":-1}]', 'sizes[0].stock'],
      ['[{"size":"S","stock":1.5}]', 'sizes[0].stock'],
      ['[{"size":"","stock":1}]', 'sizes[0].size'],
      ['[{"size":"S","stock":1},{"size":"s","stock":2}]', 'sizes[1].size'],
      ['[{"size":"S","stock":1,"price":5}]', 'sizes[0].price'],
    ]) {
      const res = await api.asAdmin({
        method: 'POST',
        url: '/api/admin/addVariants',
        payload: form({ productId: s.tee.id, color: 'Red', sizes: sizesText }),
      });
      expect({ sizesText, status: res.statusCode }).toEqual({ sizesText, status: 400 });
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const missing = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({ productId: s.tee.id, color: 'Red' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(await api.db.select().from(variants).where(eq(variants.productId, s.tee.id))).toEqual([]);
  });
});

describe('updateProduct', () => {
  it('saves fields and replaces the variants: listed ids updated, new ones added, the rest removed', async () => {
    const s = await shop();
    const sage = s.dress.variants[0];
    const res = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/product/linen-wrap-midi-dress',
      payload: form({
        name: 'Linen Wrap Dress',
        description: 'Now longer.',
        price: '1399.99',
        previousPrice: '',
        isActive: 'false',
        tags: JSON.stringify(['linen', 'summer']),
        variants: JSON.stringify([
          {
            id: sage.id,
            color: 'Sage Green',
            sku: 'MO-DR-SG',
            sizes: [
              { size: 'M', stock: 10 },
              { size: 'XL', stock: 2 },
            ],
          },
          { color: 'Navy', sku: 'MO-DR-NV', sizes: [{ size: 'S', stock: 5 }] },
        ]),
        variantMainImage_1: await png(),
      }),
    });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Product updated');
    expect(data).toMatchObject({
      id: s.dress.id,
      slug: 'linen-wrap-midi-dress',
      name: 'Linen Wrap Dress',
      price: 1399.99,
      previousPrice: null,
      isActive: false,
      totalStock: 17,
    });
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(['linen', 'summer']);
    expect(data.variants.map((v: { id: number; color: string }) => v.color)).toEqual(['Sage Green', 'Navy']);
    expect(data.variants[0].id).toBe(sage.id);
    expect(
      data.variants[0].sizes.map((x: { id: number; size: string; stock: number }) => [x.size, x.stock]),
    ).toEqual([
      ['M', 10],
      ['XL', 2],
    ]);
    // The M size kept its id (carts and orders refer to it); S and L went.
    expect(data.variants[0].sizes[0].id).toBe(sage.sizes.M);
    expect(data.variants[1].imageUrl).toMatch(/-640\.webp$/);
    expect(await api.db.select().from(variants).where(eq(variants.id, s.dress.variants[1].id))).toEqual([]);
    const read = (await api.asAdmin({ method: 'GET', url: `/api/admin/product/${s.dress.id}` })).json();
    expect(read).toEqual(data);
  });

  it('keeps variants, tags and images when those fields are not sent, and lets two colours swap names', async () => {
    const s = await shop();
    const [sage, sand] = s.dress.variants;
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/product/${s.dress.id}`,
      payload: form({
        name: 'Linen Wrap Midi Dress',
        description: 'Same.',
        price: '1450',
        variants: JSON.stringify([
          { id: sage.id, color: 'Sand', sizes: [{ size: 'M', stock: 1 }] },
          { id: sand.id, color: 'Sage', sizes: [{ size: 'M', stock: 2 }] },
        ]),
      }),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.variants.map((v: { id: number; color: string }) => [v.id, v.color])).toEqual([
      [sage.id, 'Sand'],
      [sand.id, 'Sage'],
    ]);
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(['linen', 'special']);
    expect(data.previousPrice).toBe(1800);
    expect(data.imageUrl).toBe('/uploads/products/linen-wrap-midi-dress-640.webp');
  });

  it('refuses a variant of another product, duplicated colours, images for a missing variant and bad fields — changing nothing', async () => {
    const s = await shop();
    const before = (await api.asAdmin({ method: 'GET', url: `/api/admin/product/${s.dress.id}` })).json();
    const cases: Array<[Record<string, string | Buffer>, string]> = [
      [
        {
          variants: JSON.stringify([
            { id: s.bag.variants[0].id, color: 'Ivory', sizes: [{ size: 'M', stock: 1 }] },
          ]),
        },
        'variants[0].id',
      ],
      [
        {
          variants: JSON.stringify([
            { color: 'Red', sizes: [{ size: 'M', stock: 1 }] },
            { color: 'red', sizes: [{ size: 'M', stock: 1 }] },
          ]),
        },
        'variants[1].color',
      ],
      [
        { variants: JSON.stringify([{ color: 'Red', sizes: [{ size: 'M', stock: -2 }] }]) },
        'variants[0].sizes[0].stock',
      ],
      [{ variants: '{"color":"Red"}' }, 'variants'],
      [{ variants: JSON.stringify([{ color: 'Red', sizes: [] }]) }, 'variants[0].sizes'],
      [
        {
          variants: JSON.stringify([{ color: 'Red', sizes: [{ size: 'M', stock: 1 }] }]),
          variantMainImage_3: await png(),
        },
        'variantMainImage_3',
      ],
      [{ isActive: 'maybe' }, 'isActive'],
      [{ previousPrice: 'a lot' }, 'previousPrice'],
      [{ discount: '5' }, 'discount'],
    ];
    for (const [fields, field] of cases) {
      const res = await api.asAdmin({
        method: 'PUT',
        url: `/api/admin/product/${s.dress.id}`,
        payload: form({ name: 'Changed', description: 'Changed', price: '1', ...fields }),
      });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const after = (await api.asAdmin({ method: 'GET', url: `/api/admin/product/${s.dress.id}` })).json();
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown id or slug', async () => {
    const res = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/product/no-such-dress',
      payload: form({ name: 'A', description: 'B', price: '1' }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found' });
  });
});

describe('toggleProductStatus', () => {
  it('hides and shows a product', async () => {
    const s = await shop();
    const res = await api.asAdmin({
      method: 'PATCH',
      url: `/api/admin/product/${s.dress.id}/toggle-status`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Product status updated',
      data: { id: s.dress.id, isActive: false },
    });
    expect((await get('/api/products/linen-wrap-midi-dress')).statusCode).toBe(404);
  });

  it('refuses a missing or mistyped isActive (400) and an unknown product (404), changing nothing', async () => {
    const s = await shop();
    for (const payload of [{}, { isActive: 'false' }, { isActive: false, name: 'x' }]) {
      const res = await api.asAdmin({
        method: 'PATCH',
        url: `/api/admin/product/${s.dress.id}/toggle-status`,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const unknown = await api.asAdmin({
      method: 'PATCH',
      url: '/api/admin/product/999/toggle-status',
      payload: { isActive: false },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await api.db.select().from(products).where(eq(products.id, s.dress.id));
    expect(row.isActive).toBe(true);
  });
});

describe('deleteProduct', () => {
  it('deletes the product, its variants, sizes, images and discounts; past orders keep their lines', async () => {
    const s = await shop();
    await api.db
      .insert(productImages)
      .values({ productId: s.dress.id, url: '/uploads/products/back-640.webp' });
    await makeDiscount(api.db, { percentage: 10, productId: s.dress.id });
    const [order] = await api.db
      .insert(orders)
      .values({
        orderNumber: 'MO-TEST01',
        firstName: 'Nour',
        lastName: 'El-Sayed',
        email: 'nour@example.com',
        phone: '01012345678',
        address: '14 Shehab St',
        city: 'Giza',
        shippingPiastres: 6000,
        subtotalPiastres: 145000,
        totalPiastres: 151000,
      })
      .returning();
    await api.db.insert(orderItems).values({
      orderId: order.id,
      productId: s.dress.id,
      variantId: s.dress.variants[0].id,
      productName: 'Linen Wrap Midi Dress',
      color: 'Sage',
      size: 'M',
      quantity: 1,
      unitPricePiastres: 145000,
      lineTotalPiastres: 145000,
    });

    const res = await api.asAdmin({ method: 'DELETE', url: `/api/admin/product/${s.dress.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product deleted' });
    expect(await api.db.select().from(products).where(eq(products.id, s.dress.id))).toEqual([]);
    expect(await api.db.select().from(variants).where(eq(variants.productId, s.dress.id))).toEqual([]);
    expect(await api.db.select().from(sizes).where(eq(sizes.variantId, s.dress.variants[0].id))).toEqual([]);
    expect(await api.db.select().from(discounts)).toEqual([]);
    const [line] = await api.db.select().from(orderItems);
    expect(line).toMatchObject({
      productId: null,
      variantId: null,
      productName: 'Linen Wrap Midi Dress',
      color: 'Sage',
      size: 'M',
      unitPricePiastres: 145000,
    });
    const again = await api.asAdmin({ method: 'DELETE', url: `/api/admin/product/${s.dress.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Product not found' });
  });
});
