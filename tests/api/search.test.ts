// The shop's sort, its size / colour / in-stock filters, the search (plurals, sizes, Arabic letter forms, small
// typos), the suggestions while typing and the list of filters.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../src/shared/search-text';
import { insertOrder } from './customer-fixtures';
import { useTestApp } from './helpers/app';
import { makeCategory, makeDiscount, makeProduct, makeTag } from './helpers/catalogue';

const api = useTestApp({ worker: true });
const get = (url: string) => api.app.inject({ method: 'GET', url });
const DAY = 86_400_000;

const names = async (url: string): Promise<string[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().products.map((p: { name: string }) => p.name);
};
const search = (q: string, more = '') => names(`/api/products/search?q=${encodeURIComponent(q)}${more}`);

/** A small wardrobe: newest first is Skirt, Dress, Blouse, Bag, Abaya. */
async function wardrobe() {
  const db = api.db;
  const skirtsTag = await makeTag(db, 'skirts');
  const dressesTag = await makeTag(db, 'dresses');
  await makeCategory(db, { name: 'Skirts', slug: 'skirts', tagIds: [skirtsTag] });
  await makeCategory(db, { name: 'Dresses', slug: 'dresses', tagIds: [dressesTag] });
  const t = Date.now();
  const skirt = await makeProduct(db, {
    name: 'Pleated Midi Skirt',
    price: 890,
    tagIds: [skirtsTag],
    description: 'Flows when you walk.',
    createdAt: new Date(t - 1 * DAY),
    variants: [
      {
        color: 'Black',
        sizes: [
          ['S', 2],
          ['M', 0],
        ],
      },
      { color: 'Sage', sizes: [['XL', 0]] },
    ],
  });
  const dress = await makeProduct(db, {
    name: 'Linen Wrap Dress',
    price: 1450,
    tagIds: [dressesTag],
    description: 'A breathable wrap dress.',
    createdAt: new Date(t - 2 * DAY),
    variants: [{ color: 'Sage', sizes: [['M', 4]] }],
  });
  const blouse = await makeProduct(db, {
    name: 'Sweater Blouse',
    price: 600,
    description: 'Soft knit.',
    createdAt: new Date(t - 3 * DAY),
    variants: [{ color: 'sage', sizes: [['xl', 1]] }],
  });
  const bag = await makeProduct(db, {
    name: 'Crochet Shoulder Bag',
    price: 775,
    description: 'Handmade.',
    createdAt: new Date(t - 4 * DAY),
    variants: [{ color: 'Ivory', sizes: [['One Size', 0]] }],
  });
  const abaya = await makeProduct(db, {
    name: 'عباءة مطرّزة',
    price: 2100,
    description: 'فُسْتَانٌ طويل بأكمام واسعة، للمناسبات',
    createdAt: new Date(t - 5 * DAY),
    variants: [{ color: 'Black', sizes: [['L', 3]] }],
  });
  return { skirt, dress, blouse, bag, abaya };
}

describe('sort', () => {
  it('orders newest first by default, by the price paid (after discounts) up and down, and by units sold', async () => {
    const { skirt, dress, blouse, bag } = await wardrobe();
    // 50% off the dress: it is paid 725, below the bag (775).
    await makeDiscount(api.db, { percentage: 50, productId: dress.id });
    expect(await names('/api/products')).toEqual([
      'Pleated Midi Skirt',
      'Linen Wrap Dress',
      'Sweater Blouse',
      'Crochet Shoulder Bag',
      'عباءة مطرّزة',
    ]);
    expect(await names('/api/products?sort=newest')).toEqual(await names('/api/products'));
    expect(await names('/api/products?sort=price_asc')).toEqual([
      'Sweater Blouse',
      'Linen Wrap Dress',
      'Crochet Shoulder Bag',
      'Pleated Midi Skirt',
      'عباءة مطرّزة',
    ]);
    expect(await names('/api/products?sort=price_desc')).toEqual([
      'عباءة مطرّزة',
      'Pleated Midi Skirt',
      'Crochet Shoulder Bag',
      'Linen Wrap Dress',
      'Sweater Blouse',
    ]);

    // Sales: the bag 5 units, the blouse 3; a cancelled order and a pending one do not count.
    const line = (productId: number, name: string, quantity: number) => ({
      productId,
      name,
      color: 'Sage',
      size: 'M',
      quantity,
      unitPiastres: 10_000,
    });
    const now = new Date();
    await insertOrder(api.db, {
      createdAt: now,
      status: 'delivered',
      lines: [line(bag.id, 'Crochet Shoulder Bag', 5), line(blouse.id, 'Sweater Blouse', 1)],
    });
    await insertOrder(api.db, {
      createdAt: now,
      status: 'processing',
      lines: [line(blouse.id, 'Sweater Blouse', 2)],
    });
    await insertOrder(api.db, { createdAt: now, status: 'cancelled', lines: [line(skirt.id, 'Skirt', 9)] });
    await insertOrder(api.db, { createdAt: now, status: 'pending', lines: [line(dress.id, 'Dress', 9)] });
    expect(await names('/api/products?sort=best_selling')).toEqual([
      'Crochet Shoulder Bag',
      'Sweater Blouse',
      'Pleated Midi Skirt',
      'Linen Wrap Dress',
      'عباءة مطرّزة',
    ]);
    // Within a price filter (the dress counted at its price after the discount), and among the discounted only.
    expect(await names('/api/products?sort=best_selling&maxPrice=800')).toEqual([
      'Crochet Shoulder Bag',
      'Sweater Blouse',
      'Linen Wrap Dress',
    ]);
    expect(await names('/api/products?sort=best_selling&discount=true')).toEqual(['Linen Wrap Dress']);

    // Sorting pages: the second page of two by price continues the order.
    const second = (await get('/api/products?sort=price_asc&pageSize=2&page=2')).json();
    expect(second.products.map((p: { name: string }) => p.name)).toEqual([
      'Crochet Shoulder Bag',
      'Pleated Midi Skirt',
    ]);
    expect(second).toMatchObject({ totalCount: 5, totalPages: 3, currentPage: 2 });
  });

  it('sorts searches and collections too', async () => {
    await wardrobe();
    expect(await search('sage', '&sort=price_asc')).toEqual([
      'Sweater Blouse',
      'Pleated Midi Skirt',
      'Linen Wrap Dress',
    ]);
    const collection = (await get('/api/products/collections/skirts?sort=price_desc&inStock=true')).json();
    expect(collection.products.map((p: { name: string }) => p.name)).toEqual(['Pleated Midi Skirt']);
  });
});

describe('size, colour and in-stock filters', () => {
  it('keeps the products in one of the sizes, of one of the colours, with stock — case-insensitively', async () => {
    await wardrobe();
    expect(await names('/api/products?size=XL')).toEqual(['Pleated Midi Skirt', 'Sweater Blouse']);
    expect(await names('/api/products?size=xl&size=L')).toEqual([
      'Pleated Midi Skirt',
      'Sweater Blouse',
      'عباءة مطرّزة',
    ]);
    expect(await names('/api/products?color=SAGE')).toEqual([
      'Pleated Midi Skirt',
      'Linen Wrap Dress',
      'Sweater Blouse',
    ]);
    expect(await names('/api/products?color=Ivory&color=black')).toEqual([
      'Pleated Midi Skirt',
      'Crochet Shoulder Bag',
      'عباءة مطرّزة',
    ]);
    expect(await names('/api/products?inStock=true')).toEqual([
      'Pleated Midi Skirt',
      'Linen Wrap Dress',
      'Sweater Blouse',
      'عباءة مطرّزة',
    ]);
    expect(await names('/api/products?inStock=false')).toHaveLength(5);
    // The size and the stock belong to the same colour: the skirt's XL (Sage) has none, its Black S has 2.
    expect(await names('/api/products?size=XL&inStock=true')).toEqual(['Sweater Blouse']);
    expect(await names('/api/products?color=Sage&size=M')).toEqual(['Linen Wrap Dress']);
    expect(await names('/api/products?color=Black&size=S&inStock=true')).toEqual(['Pleated Midi Skirt']);
    expect(await names('/api/products?size=XXXL')).toEqual([]);
    // With the other filters and the search.
    expect(await names('/api/products?category=skirts&color=Sage')).toEqual(['Pleated Midi Skirt']);
    expect(await search('wrap', '&color=Black')).toEqual([]);
    expect(await names('/api/products?maxPrice=1000&inStock=true&sort=price_desc')).toEqual([
      'Pleated Midi Skirt',
      'Sweater Blouse',
    ]);
  });

  it('refuses filters beyond the contract with 400', async () => {
    await wardrobe();
    for (const url of [
      '/api/products?sort=cheapest',
      '/api/products?inStock=yes',
      `/api/products?size=${'X'.repeat(41)}`,
      `/api/products?color=${'a'.repeat(61)}`,
      `/api/products?${Array.from({ length: 21 }, (_, i) => `size=S${i}`).join('&')}`,
      '/api/products/search?q=dress&sort=popular',
      `/api/products/search?q=${'a'.repeat(101)}`,
      '/api/products/collections/skirts?inStock=maybe',
      '/api/products/search/suggestions',
      '/api/products/search/suggestions?q=',
      `/api/products/search/suggestions?q=${'a'.repeat(101)}`,
      `/api/products/filters?category=${'a'.repeat(81)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual(expect.any(String));
    }
  });
});

describe('search', () => {
  it('finds plurals and singulars both ways', async () => {
    await wardrobe();
    expect(await search('skirts')).toEqual(['Pleated Midi Skirt']);
    expect(await search('skirt')).toEqual(['Pleated Midi Skirt']);
    expect(await search('dresses')).toEqual(['Linen Wrap Dress']);
    expect(await search('Dress')).toEqual(['Linen Wrap Dress']);
    expect(await search('bags')).toEqual(['Crochet Shoulder Bag']);
    expect(await search('blouses')).toEqual(['Sweater Blouse']);
  });

  it('finds the products in a size named by a word, with the other words', async () => {
    await wardrobe();
    expect(await search('XL')).toEqual(['Pleated Midi Skirt', 'Sweater Blouse']);
    expect(await search('xl blouse')).toEqual(['Sweater Blouse']);
    expect(await search('sage xl')).toEqual(['Pleated Midi Skirt', 'Sweater Blouse']);
    expect(await search('xxl')).toEqual([]);
  });

  it('takes a word of two letters for the words that begin with it, and a lone letter for a size only', async () => {
    await wardrobe();
    // What a shopper has typed so far: the start of a word, never two letters inside one ("ea" is in
    // "pleated", "sweater" and "breathable", and starts none of their words).
    expect(await search('li')).toEqual(['Linen Wrap Dress']);
    expect(await search('sw')).toEqual(['Sweater Blouse']);
    expect(await search('ea')).toEqual([]);
    expect(await search('عب')).toEqual(['عباءة مطرّزة']);
    expect(await search('li wrap')).toEqual(['Linen Wrap Dress']);
    // One letter: a size ("M"). A short word that stands for nothing is left out beside other words.
    expect(await search('m')).toEqual(['Pleated Midi Skirt', 'Linen Wrap Dress']);
    expect(await search('a dress')).toEqual(await search('dress'));
    expect(await search('dress in')).toEqual(await search('dress'));
    expect(await search('q')).toEqual([]);
    const typed = (await get('/api/products/search/suggestions?q=li')).json();
    expect(typed.products.map((p: { name: string }) => p.name)).toEqual(['Linen Wrap Dress']);
    expect((await get('/api/products/search/suggestions?q=qz')).json()).toEqual({
      products: [],
      categories: [],
    });
    // A size's name matches its products, even where no word begins with it.
    const sized = (await get('/api/products/search/suggestions?q=xl%20sw')).json();
    expect(sized.products.map((p: { name: string }) => p.name)).toEqual(['Sweater Blouse']);
    const size = (await get('/api/products/search/suggestions?q=xl')).json();
    expect(size.products.map((p: { name: string }) => p.name)).toEqual([
      'Pleated Midi Skirt',
      'Sweater Blouse',
    ]);
  });

  it('finds every shown product in a size named alone, whatever its stock and spelling, in any order and page', async () => {
    await wardrobe();
    const db = api.db;
    const hidden = await makeTag(db, 'hidden');
    await makeCategory(db, { name: 'Hidden', slug: 'hidden', tagIds: [hidden], isActive: false });
    const t = Date.now();
    await makeProduct(db, {
      name: 'Cotton Kaftan',
      price: 990,
      createdAt: new Date(t - 6 * DAY),
      variants: [{ color: 'Sand', sizes: [['m', 0]] }],
    });
    await makeProduct(db, {
      name: 'Retired Cardigan',
      price: 700,
      isActive: false,
      variants: [{ color: 'Grey', sizes: [['M', 5]] }],
    });
    await makeProduct(db, {
      name: 'Backstage Jacket',
      price: 1200,
      tagIds: [hidden],
      variants: [{ color: 'Black', sizes: [['M', 5]] }],
    });
    // What the search matched before it read the listing's size keys: a shown product with a size called "m".
    const plain = (
      (await db.execute(
        sql`SELECT p.name FROM products p JOIN catalogue_listing l ON l.product_id = p.id
            WHERE p.id IN (SELECT v.product_id FROM variants v JOIN sizes s ON s.variant_id = v.id
                           WHERE lower(s.size) = 'm')
            ORDER BY l.created_at DESC, l.product_id DESC`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
    expect(plain).toEqual(['Pleated Midi Skirt', 'Linen Wrap Dress', 'Cotton Kaftan']);
    expect(await search('m')).toEqual(plain);
    expect(await search('M')).toEqual(plain);
    const paged = (await get('/api/products/search?q=m&pageSize=2&page=2')).json();
    expect(paged.products.map((p: { name: string }) => p.name)).toEqual(['Cotton Kaftan']);
    expect([paged.totalCount, paged.totalPages]).toEqual([3, 2]);
    expect(await search('m', '&sort=price_asc')).toEqual([
      'Pleated Midi Skirt',
      'Cotton Kaftan',
      'Linen Wrap Dress',
    ]);
    expect(await search('m', '&inStock=true')).toEqual(['Pleated Midi Skirt', 'Linen Wrap Dress']);
    expect(await search('m', '&size=XL')).toEqual(['Pleated Midi Skirt']);
    expect(await search('m', '&maxPrice=1000')).toEqual(['Pleated Midi Skirt', 'Cotton Kaftan']);
    expect(await search('m dress')).toEqual(['Linen Wrap Dress']);
    // The suggestions read the same key.
    const suggested = (await get('/api/products/search/suggestions?q=m')).json();
    expect(suggested.products.map((p: { name: string }) => p.name)).toEqual(plain);
  });

  it('looks in the colours too', async () => {
    await wardrobe();
    expect(await search('ivory bag')).toEqual(['Crochet Shoulder Bag']);
  });

  it('tolerates a small typo when nothing matches exactly, and never finds what is not there', async () => {
    await wardrobe();
    expect(await search('sweter')).toEqual(['Sweater Blouse']);
    expect(await search('crochett')).toEqual(['Crochet Shoulder Bag']);
    expect(await search('pleatd skirt')).toEqual(['Pleated Midi Skirt']);
    expect(await search('tuxedo')).toEqual([]);
    expect(await search('linen bag')).toEqual([]);
    expect(await search('100%_')).toEqual([]);
  });

  it('ignores Arabic letter forms, diacritics and tatweel on both sides', async () => {
    await wardrobe();
    // Stored "فُسْتَانٌ" (with harakat) is found by "فستان"; stored "عباءة" (ta marbuta) by "عباءه".
    expect(await search('فستان')).toEqual(['عباءة مطرّزة']);
    expect(await search('عباءه')).toEqual(['عباءة مطرّزة']);
    expect(await search('عبـــاءة')).toEqual(['عباءة مطرّزة']); // tatweel
    expect(await search('مطرزة')).toEqual(['عباءة مطرّزة']); // shadda in the name
    expect(await search('المناسبات')).toEqual(['عباءة مطرّزة']);
    expect(await search('قميص')).toEqual([]);
  });

  it('normalises stored text in SQL exactly as the shared function does', async () => {
    const samples = [
      'Linen Wrap DRESSES',
      'Skirts, Bags & Accessories — 2 boxes, 3 watches; brushes',
      'Dress Bus Basis Jeans Shoes Ties XS XXL One Size',
      'أحمر إسوارة آنسة ٱلقمر مستشفى مدرسة',
      'فُسْتَانٌ طَوِيـــلٌ بِأَكْمَامٍ',
      'Café ÉTÉ naïve',
      'kids’ tops: 50% off_now (new!)',
    ];
    for (const text of samples) {
      const result = await api.db.execute(sql`SELECT morph_search_normalize(${text}) AS n`);
      const [row] = (result as unknown as { rows: Array<{ n: string }> }).rows;
      expect(row.n, text).toBe(normalizeSearchText(text));
    }
  });
});

describe('the searchable text kept by the database', () => {
  it('follows every change to what it reads: names, colours, tags, categories and their state', async () => {
    const { skirt } = await wardrobe();
    const textOf = async () => {
      const result = await api.db.execute(sql`SELECT search_text FROM products WHERE id = ${skirt.id}`);
      return (result as unknown as { rows: Array<{ search_text: string }> }).rows[0].search_text;
    };
    expect(await textOf()).toBe('pleated midi skirt flow when you walk. black sage skirt skirt');
    await api.db.execute(sql`UPDATE products SET name = 'Pleated Maxi Skirts' WHERE id = ${skirt.id}`);
    await api.db.execute(
      sql`UPDATE variants SET color = 'Dusty Rose' WHERE color = 'Sage' AND product_id = ${skirt.id}`,
    );
    await api.db.execute(sql`UPDATE tags SET name = 'jupes' WHERE name = 'skirts'`);
    await api.db.execute(sql`UPDATE categories SET name = 'Flowing Things' WHERE slug = 'skirts'`);
    expect(await textOf()).toBe('pleated maxi skirt flow when you walk. black dusty rose jupe flowing thing');
    expect(await search('flowing things')).toEqual(['Pleated Maxi Skirts']);
    await api.db.execute(sql`UPDATE categories SET is_active = false WHERE slug = 'skirts'`);
    expect(await textOf()).toBe('pleated maxi skirt flow when you walk. black dusty rose jupe');
    await api.db.execute(sql`DELETE FROM product_tags WHERE product_id = ${skirt.id}`);
    await api.db.execute(sql`DELETE FROM variants WHERE product_id = ${skirt.id} AND color = 'Black'`);
    expect(await textOf()).toBe('pleated maxi skirt flow when you walk. dusty rose');
  });

  it('keeps the names alone, and the words a typo is compared with, from the first search after a change', async () => {
    const { dress } = await wardrobe();
    const nameOf = async () => {
      const result = await api.db.execute(sql`SELECT search_name FROM products WHERE id = ${dress.id}`);
      return (result as unknown as { rows: Array<{ search_name: string }> }).rows[0].search_name;
    };
    expect(await nameOf()).toBe('linen wrap dress');
    // A word no product had: a typo of it finds the product at once, and so does one of its Arabic name.
    await api.db.execute(
      sql`UPDATE products SET name = 'Tangerine Wrap Dresses', name_ar = 'فستان بُرتقالي' WHERE id = ${dress.id}`,
    );
    expect(await nameOf()).toBe('tangerine wrap dress فستان برتقالي');
    expect(await search('tangerime')).toEqual(['Tangerine Wrap Dresses']);
    expect(await search('برتقاى')).toEqual(['Tangerine Wrap Dresses']);
    // A typo is not a licence to find everything: a word far from every catalogue word finds nothing.
    expect(await search('qwxzy')).toEqual([]);
  });
});

describe('getSearchSuggestions', () => {
  it('offers products whose name matches first, and active categories, for what is being typed', async () => {
    const { skirt } = await wardrobe();
    const res = await get('/api/products/search/suggestions?q=skirts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      products: [
        {
          id: skirt.id,
          slug: skirt.slug,
          name: 'Pleated Midi Skirt',
          nameAr: null,
          imageUrl: expect.stringContaining('/uploads/'),
          price: 890,
        },
      ],
      categories: [{ id: expect.any(Number), slug: 'skirts', name: 'Skirts', nameAr: null }],
    });
    // "sage" is in three products' colours and in no name: the newest first.
    const sage = (await get('/api/products/search/suggestions?q=sage')).json();
    expect(sage.products.map((p: { name: string }) => p.name)).toEqual([
      'Pleated Midi Skirt',
      'Linen Wrap Dress',
      'Sweater Blouse',
    ]);
    // A name match comes before newer products that match elsewhere, and so does a match in the Arabic name.
    const wrap = (await get('/api/products/search/suggestions?q=dress')).json();
    expect(wrap.products[0].name).toBe('Linen Wrap Dress');
    await api.db.execute(sql`UPDATE products SET name_ar = 'بلوزة صوف' WHERE name = 'Sweater Blouse'`);
    await api.db.execute(sql`UPDATE products SET description_ar = 'تلبس مع بلوزة' WHERE id = ${skirt.id}`);
    const blouse = (await get(`/api/products/search/suggestions?q=${encodeURIComponent('بلوزه')}`)).json();
    expect(blouse.products.map((p: { name: string }) => p.name)).toEqual([
      'Sweater Blouse',
      'Pleated Midi Skirt',
    ]);
    // Each with its Arabic name, for the Arabic storefront to show.
    expect(blouse.products.map((p: { nameAr: string | null }) => p.nameAr)).toEqual(['بلوزة صوف', null]);
    expect(wrap.categories.map((c: { slug: string }) => c.slug)).toEqual(['dresses']);
  });

  it('shows the price after the discount, tolerates typos, and gives empty lists for nothing', async () => {
    const { dress } = await wardrobe();
    await makeDiscount(api.db, { percentage: 10, productId: dress.id });
    const linen = (await get('/api/products/search/suggestions?q=linen')).json();
    expect(linen.products[0].price).toBe(1305);
    const typo = (await get('/api/products/search/suggestions?q=skirtts')).json();
    expect(typo.products.map((p: { name: string }) => p.name)).toEqual(['Pleated Midi Skirt']);
    expect(typo.categories.map((c: { name: string }) => c.name)).toEqual(['Skirts']);
    expect((await get('/api/products/search/suggestions?q=%20%20')).json()).toEqual({
      products: [],
      categories: [],
    });
    expect((await get('/api/products/search/suggestions?q=tuxedo')).json()).toEqual({
      products: [],
      categories: [],
    });
  });

  it('offers at most 5 products: the newest name matches, then the newest others, whichever part finds them', async () => {
    const t = Date.now();
    const tee = (i: number, name: string, color = 'White') =>
      makeProduct(api.db, {
        name,
        price: 100 + i,
        createdAt: new Date(t - (10 - i) * DAY),
        variants: [{ color, sizes: [['M', 1]] }],
      });
    for (let i = 0; i < 7; i++) await tee(i, `Tee ${i}`);
    const names = async (q: string) =>
      (await get(`/api/products/search/suggestions?q=${q}`))
        .json()
        .products.map((p: { name: string }) => p.name);
    // Seven names match: the five newest.
    expect(await names('tee')).toEqual(['Tee 6', 'Tee 5', 'Tee 4', 'Tee 3', 'Tee 2']);
    // Two older names match, and newer products only by their colour: the names, then the newest others.
    await tee(-2, 'Mint Wrap', 'Black');
    await tee(-1, 'Mint Scarf', 'Black');
    await api.db.execute(sql`UPDATE variants SET color = 'Mint' WHERE color = 'White'`);
    expect(await names('mint')).toEqual(['Mint Scarf', 'Mint Wrap', 'Tee 6', 'Tee 5', 'Tee 4']);
    // Fewer matches than the list holds: all of them, the name first.
    expect(await names('scarf')).toEqual(['Mint Scarf']);
    await api.db.execute(sql`UPDATE variants SET color = 'Wrap red' WHERE product_id IN
      (SELECT id FROM products WHERE name IN ('Tee 1', 'Tee 6'))`);
    expect(await names('wrap')).toEqual(['Mint Wrap', 'Tee 6', 'Tee 1']);
  });
});

describe('listProductFilters', () => {
  it('lists the sizes in wearing order and the colours alphabetically, each once, of the products shown', async () => {
    await wardrobe();
    await makeProduct(api.db, {
      name: 'Hidden',
      price: 1,
      isActive: false,
      variants: [{ color: 'Gold', sizes: [['XXS', 1]] }],
    });
    const res = await get('/api/products/filters');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sizes).toEqual(['S', 'M', 'L', 'XL', 'One Size']);
    expect(body.colors.map((c: string) => c.toLowerCase())).toEqual(['black', 'ivory', 'sage']);
    expect((await get('/api/products/filters?category=skirts')).json()).toMatchObject({
      sizes: ['S', 'M', 'XL'],
      colors: ['Black', 'Sage'],
    });
    expect((await get('/api/products/filters?category=no-such')).json()).toEqual({
      sizes: [],
      colors: [],
      prices: null,
    });
  });

  it("gives the price slider's bounds: the lowest and highest price paid now, of the products shown", async () => {
    const { blouse, abaya } = await wardrobe();
    await makeProduct(api.db, {
      name: 'Hidden',
      price: 1,
      isActive: false,
      variants: [{ color: 'Gold', sizes: [['S', 1]] }],
    });
    await makeDiscount(api.db, { percentage: 50, productId: blouse.id });
    await makeDiscount(api.db, { percentage: 15, productId: abaya.id });
    await makeDiscount(api.db, { percentage: 90, productId: abaya.id, isActive: false });
    // 600 at 50% off is 300 (the hidden 1 and the switched-off 90% do not count); 2,100 at 15% off is 1,785.
    expect((await get('/api/products/filters')).json().prices).toEqual({ min: 300, max: 1785 });
    expect((await get('/api/products/filters?category=skirts')).json().prices).toEqual({
      min: 890,
      max: 890,
    });
    expect((await get('/api/products/filters?category=no-such')).json().prices).toBeNull();
  });
});
