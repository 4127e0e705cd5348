/**
 * Test data through the shop's own API: the public catalogue for what a shopper can buy, and the admin API
 * (signed in with the e2e admin) for what only staff can see or make. Journeys choose their data here instead of
 * naming seed products, so they keep working when the demo catalogue changes.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import type {
  Category,
  CategoryList,
  City,
  CityNames,
  Coupon,
  CouponCreate,
  CouponList,
  DiscountCreate,
  DiscountList,
  DiscountRecord,
  OrderDetail,
  OrderPage,
  Product,
  ProductPage,
  ShippingPrice,
} from '../../../generated/models';
import { E2E_ADMIN } from '../../../playwright.config';

export type Size = Product['variants'][number]['sizes'][number];
export type Variant = Product['variants'][number];

/** A product a shopper can buy now, with the colour and size to choose. */
export interface Buyable {
  product: Product;
  variant: Variant;
  size: Size;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The first colour and size of `product` that has stock, or null. */
export function inStockChoice(product: Product, minStock = 1): Buyable | null {
  for (const variant of product.variants) {
    const size = variant.sizes.find((s) => s.stock >= minStock);
    if (size) return { product, variant, size };
  }
  return null;
}

// ---------------------------------------------------------------- public catalogue

export async function activeCategories(request: APIRequestContext): Promise<Category[]> {
  const body = await json<CategoryList>(
    await request.get('/api/products/categories?active=true'),
    'categories',
  );
  return body.categories.filter((c) => c.isActive);
}

/** One page of the shop's list, as the shop screen asks for it (pageSize 9). */
export async function shopPage(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
): Promise<ProductPage> {
  const query = new URLSearchParams(
    Object.entries({ page: 1, pageSize: 9, ...params }).map(([k, v]) => [k, String(v)]),
  );
  return json<ProductPage>(await request.get(`/api/products?${query}`), 'products');
}

export async function productBySlug(request: APIRequestContext, slug: string): Promise<Product> {
  return json<Product>(await request.get(`/api/products/${encodeURIComponent(slug)}`), `product ${slug}`);
}

/** Every public product (the catalogue's pages of 100). */
export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= 50; page++) {
    const body = await shopPage(request, { page, pageSize: 100 });
    products.push(...body.products);
    if (page >= body.totalPages) break;
  }
  return products;
}

/**
 * A category on the shop's sidebar and a product on the first page of its grid that can be bought, chosen so
 * the shopper can reach it by clicking (no paging).
 */
export async function categoryWithBuyableProduct(
  request: APIRequestContext,
  accept: (choice: Buyable) => boolean = () => true,
): Promise<{ category: Category } & Buyable> {
  for (const category of await activeCategories(request)) {
    const page = await shopPage(request, { category: category.slug });
    for (const product of page.products) {
      const choice = inStockChoice(product, 3);
      if (choice && accept(choice)) return { category, ...choice };
    }
  }
  throw new Error(
    'No active category has a product in stock on the first page of the shop: is the demo data seeded?',
  );
}

/** The governorates with their fees, read as the checkout does: the names, then the price of each. */
export async function cities(request: APIRequestContext): Promise<Pick<City, 'name' | 'shippingPrice'>[]> {
  const names = await json<CityNames>(await request.get('/api/shipping/cities'), 'cities');
  expect(names.length, 'the shipping cities are seeded').toBeGreaterThan(0);
  return Promise.all(
    names.map(async (name) => ({
      name,
      shippingPrice: (
        await json<ShippingPrice>(
          await request.get(`/api/shipping/price/${encodeURIComponent(name)}`),
          `price to ${name}`,
        )
      ).shippingPrice,
    })),
  );
}

// ---------------------------------------------------------------- admin

/**
 * What the storefront does after a 428 (the server's proof-of-work challenge, E2E_CHALLENGE=always): fetch a
 * challenge, solve it, and give the X-Altcha header for the call to be sent again with.
 */
export async function solvedChallenge(request: APIRequestContext): Promise<Record<string, string>> {
  const challenge = (await (await request.get('/api/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'a solution of the challenge').toBeTruthy();
  const payload = { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
  return { 'x-altcha': Buffer.from(JSON.stringify(payload)).toString('base64') };
}

/** Signs `request` in as the e2e admin: the session cookie stays in that context for the calls that follow. */
export async function signInAdmin(request: APIRequestContext): Promise<void> {
  let response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  if (response.status() === 428) {
    response = await request.post('/api/admin/login', {
      data: E2E_ADMIN,
      headers: await solvedChallenge(request),
    });
  }
  expect(response.ok(), `admin login: HTTP ${response.status()}`).toBe(true);
}

export async function listCoupons(admin: APIRequestContext): Promise<Coupon[]> {
  return json<CouponList>(await admin.get('/api/admin/coupons'), 'coupons');
}

export async function createCoupon(admin: APIRequestContext, coupon: CouponCreate): Promise<void> {
  await json(await admin.post('/api/admin/addCoupon', { data: coupon }), `coupon ${coupon.code}`);
}

export async function listDiscounts(admin: APIRequestContext): Promise<DiscountRecord[]> {
  return json<DiscountList>(await admin.get('/api/admin/discounts'), 'discounts');
}

export async function createDiscount(admin: APIRequestContext, discount: DiscountCreate): Promise<void> {
  await json(await admin.post('/api/admin/addDiscount', { data: discount }), 'discount');
}

/** Orders whose number, name, email or phone match `q`, newest first. */
export async function findOrders(admin: APIRequestContext, q: string): Promise<OrderPage['orders']> {
  return (
    await json<OrderPage>(
      await admin.get(`/api/admin/orders?${new URLSearchParams({ q, page: '1', limit: '10' })}`),
      'orders',
    )
  ).orders;
}

export async function orderDetail(admin: APIRequestContext, id: number): Promise<OrderDetail> {
  return json<OrderDetail>(await admin.get(`/api/admin/orders/${id}`), `order ${id}`);
}

/** The order that carries `orderNumber`. */
export async function orderByNumber(admin: APIRequestContext, orderNumber: string): Promise<OrderDetail> {
  const found = (await findOrders(admin, orderNumber)).find((o) => o.orderNumber === orderNumber);
  expect(found, `order ${orderNumber} is in the admin list`).toBeTruthy();
  return orderDetail(admin, found!.orderId);
}

/**
 * A product made through the spec's admin calls (addProduct, then one addVariants per colour), as the spec's
 * own front end does. Returns the product as the shop shows it.
 */
export async function createProduct(
  admin: APIRequestContext,
  input: {
    name: string;
    price: number;
    description?: string;
    variants: { color: string; sizes: { size: string; stock: number }[] }[];
  },
): Promise<Product> {
  const created = await json<{ data: { id: number; slug: string } }>(
    await admin.post('/api/admin/addProduct', {
      multipart: {
        name: input.name,
        description: input.description ?? `${input.name}, made by the browser journeys.`,
        price: String(input.price),
        mainImage: { name: 'main.png', mimeType: 'image/png', buffer: await pngImage('#c9a27e') },
      },
    }),
    `addProduct ${input.name}`,
  );
  for (const variant of input.variants) {
    await json(
      await admin.post('/api/admin/addVariants', {
        multipart: {
          productId: String(created.data.id),
          color: variant.color,
          sizes: JSON.stringify(variant.sizes),
        },
      }),
      `addVariants ${variant.color}`,
    );
  }
  return productBySlug(admin, created.data.slug);
}

// ---------------------------------------------------------------- files and texts

/** A small PNG of one colour, made on the fly (a real image: the server checks the bytes and re-encodes them). */
export async function pngImage(color: string, width = 400, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** "EGP 1,450.00" → 1450. */
export function parseEGP(text: string): number {
  const match = /EGP\s*([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`No EGP amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** An EGP amount in whole piastres, so that amounts compare exactly rather than as floating-point numbers. */
export function piastres(egp: number): number {
  return Math.round(egp * 100);
}

/**
 * `percentage` percent (a whole number) of an EGP amount, in piastres, rounded half up to the piastre: the
 * shop's rule for discounts and coupons (15% of EGP 643.50 is EGP 96.53). Written out here, not imported,
 * so the journeys check the shop against the rule rather than against itself.
 */
export function percentInPiastres(egp: number, percentage: number): number {
  return Math.round((piastres(egp) * percentage) / 100);
}

/** A code or name no earlier run could have used. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
}

/** "2026-11-22T09:30" for a datetime-local input, `offsetDays` from now (local time of the test machine). */
export function dateTimeLocal(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
