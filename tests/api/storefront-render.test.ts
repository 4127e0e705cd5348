// The storefront's pages rendered on the server (src/storefront/entry-server.tsx, loaded here from its source as
// the built bundle is in production): what a shopper sees before the code runs and a crawler reads without
// running any — names, prices, pictures and links in the body — and the data the browser hydrates with.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { products, sizes, variants } from '../../src/server/db/schema';
import { renderUrl } from '../../src/server/plugins/spa';
import { useTestApp } from './helpers/app';
import { makeDressesWindow, makeProduct } from './helpers/catalogue';

const renderer = fileURLToPath(new URL('../../src/storefront/entry-server.tsx', import.meta.url));

// A stand-in for the Vite build: index.html and the manifest naming the chunks of the app and its pages.
const dist = mkdtempSync(join(tmpdir(), 'morph-render-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></body></html>',
);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/storefront/app.tsx': { file: 'assets/app-2.js', css: ['assets/app-2.css'], imports: ['_cards.js'] },
    _cards: { file: 'assets/never-named.js' },
    '_cards.js': { file: 'assets/cards-4.js', css: ['assets/cards-4.css'] },
    'src/storefront/features/shop/shop-page.tsx': {
      file: 'assets/shop-page-5.js',
      css: ['assets/shop-page-5.css'],
      imports: ['_cards.js'],
    },
    'src/storefront/i18n/ar/index.ts': { file: 'assets/ar-3.js', css: ['assets/ar-3.css'] },
    'src/storefront/features/product/product-page.tsx': {
      file: 'assets/product-page-6.js',
      css: ['assets/product-page-6.css'],
    },
  }),
);
mkdirSync(join(dist, 'assets'));
for (const [file, css] of [
  ['app-2.css', '.app{}'],
  ['cards-4.css', '.cards{}'],
  ['shop-page-5.css', '.shop{}'],
  ['ar-3.css', '.ar{}'],
])
  writeFileSync(join(dist, 'assets', file), css);

const seed = async (db: Db) => {
  await makeDressesWindow(db, { discount: 25 });
  await makeProduct(db, {
    name: 'Silk Scarf',
    price: 300,
    variants: [{ color: 'Red', sizes: [['One', 4]] }],
  });
};

const bodyOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';
const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } | null;

describe('storefront pages rendered on the server', () => {
  const api = useTestApp({ config: { staticDir: dist, storefrontRenderer: renderer }, seed });
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('carry the products’ names, prices as the page writes them, pictures and links, in both languages', async () => {
    for (const [url, language] of [
      ['/', 'en'],
      ['/shop', 'en'],
      ['/shop?category=dresses', 'en'],
      ['/products/linen-wrap-midi-dress', 'en'],
      ['/ar', 'ar'],
      ['/ar/shop', 'ar'],
      ['/ar/shop?category=dresses', 'ar'],
      ['/ar/products/linen-wrap-midi-dress', 'ar'],
    ] as const) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body, url).toContain('<div id="root" data-server-rendered="">');
      const body = bodyOf(res.body);
      expect(body, url).toContain('Linen Wrap Midi Dress');
      // The discounted price, in the page's format (the spec's EGP format, Arabic's currency after the number).
      expect(body, url).toContain(language === 'ar' ? '750.00 ج.م' : 'EGP 750.00');
      expect(body, url).toMatch(/<img [^>]*src="\/uploads\/products\/linen-wrap-midi-dress-[^"]+"/);
      const prefix = language === 'ar' ? '/ar' : '';
      expect(body, url).toContain(`href="${prefix}/shop"`);
      if (!url.includes('/products/'))
        expect(body, url).toContain(`href="${prefix}/products/linen-wrap-midi-dress"`);
      // Nothing in the body runs: the page is whole as sent.
      expect(body, url).not.toContain('<script');
    }
    expect(bodyOf((await get('/ar')).body)).toContain('<h1 id="hero-title">مجهود أقل، انطباع أكبر</h1>');
    expect(bodyOf((await get('/')).body)).toContain('<h1 id="hero-title">Less effort, More impression</h1>');
  });

  it("write the owner's returns window and fees into every text that promises them, in both languages", async () => {
    const policy = (windowDays: number, refundShipping: boolean, exchangeShippingCharged: boolean) =>
      api.asAdmin({
        method: 'PUT',
        url: '/api/admin/settings/returns',
        payload: { windowDays, refundShipping, exchangeShippingCharged, restockRefusedOnReceipt: false },
      });
    expect((await policy(30, true, true)).statusCode).toBe(200);
    const en = bodyOf((await get('/returns')).body);
    expect(en).toContain('within 30 days of delivery');
    expect(en).toContain('The 30-day window');
    expect(en).toContain('we refund the original shipping fee with the items.');
    expect(en).toContain(
      'For an exchange, you pay the shipping fee of your governorate for the new delivery.',
    );
    expect(en).not.toContain('14 days');
    const ar = bodyOf((await get('/ar/returns')).body);
    expect(ar).toContain('خلال 30 يومًا من التوصيل');
    expect(ar).toContain('نرد رسوم الشحن الأصلية مع ثمن المنتجات.');
    expect(ar).not.toContain('14 يومًا');
    expect(bodyOf((await get('/terms')).body)).toContain('within 30 days of delivery');
    expect(bodyOf((await get('/products/linen-wrap-midi-dress')).body)).toContain(
      'Return or exchange within 30 days of delivery.',
    );
    // The head says the same, for link previews and search engines.
    expect((await get('/returns')).body).toContain('within 30 days of delivery: conditions');

    // A week, the other fees: the Arabic counts a week's days with their plural.
    expect((await policy(7, false, false)).statusCode).toBe(200);
    const week = bodyOf((await get('/ar/returns')).body);
    expect(week).toContain('مهلة 7 أيام');
    expect(week).toContain('وفي الاستبدال يكون التوصيل الجديد مجانيًا.');
    const weekEn = bodyOf((await get('/returns')).body);
    expect(weekEn).toContain('the original shipping fee is not refunded');
    expect(weekEn).toContain('For an exchange, the new delivery is free.');
  });

  it('hand the browser the very answers the page was rendered with, as the API gives them', async () => {
    const state = stateOf((await get('/ar/shop?category=dresses')).body);
    expect(state?.queries.length).toBeGreaterThan(0);
    const urls = state!.queries.map((q) => q.queryKey[0]);
    expect(urls).toContain('/api/products');
    expect(urls).toContain('/api/products/categories');
    for (const query of state!.queries) {
      const [path, params] = query.queryKey as [string, Record<string, string> | undefined];
      const search = params ? `?${new URLSearchParams(params as Record<string, string>)}` : '';
      const answer = await api.app.inject({
        method: 'GET',
        url: `${path}${search}`,
        headers: { 'accept-language': 'ar' },
      });
      expect(query.state.data, path).toEqual(answer.json());
    }
  });

  it('write the stylesheets of the rendered page into its head, each once, and the Arabic ones on Arabic pages', async () => {
    const en = (await get('/shop')).body;
    const styles = (html: string) => [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]);
    expect(styles(en)).toEqual(['.app{}', '.cards{}', '.shop{}']);
    // Each file named, disabled: the browser does not fetch it and the app's code does not load it again.
    expect([...en.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled \/>/g)].map((m) => m[1])).toEqual([
      '/assets/app-2.css',
      '/assets/cards-4.css',
      '/assets/shop-page-5.css',
    ]);
    expect(en).not.toMatch(/<link rel="stylesheet" href="[^"]+" \/>/);
    const ar = (await get('/ar/shop')).body;
    expect(styles(ar)).toEqual(['.app{}', '.cards{}', '.shop{}', '.ar{}']);
  });

  it('link the stylesheets instead when one of them is not in the build', async () => {
    const links = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" \/>/g)].map((m) => m[1]);
    // The product page's own stylesheet is named by the manifest but missing from the folder.
    expect(links((await get('/products/linen-wrap-midi-dress')).body)).toEqual([
      '/assets/app-2.css',
      '/assets/cards-4.css',
      '/assets/product-page-6.css',
    ]);
  });

  it('keep a rendered page until what it shows changes: an edit, or the stock of a product on it', async () => {
    const url = '/products/linen-wrap-midi-dress';
    await get(url);
    const cache = api.app.catalogueCache;
    const loads = cache.local.loads;
    await get(url);
    // An ad's click id shows the same page: it is not rendered again.
    await get(`${url}?fbclid=abc`);
    expect(cache.local.loads).toBe(loads);

    // The owner's edit, told to the cache as the admin's write does: the new price is on the next page.
    const [{ id }] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'linen-wrap-midi-dress'));
    await api.db.update(products).set({ pricePiastres: 120_000 }).where(eq(products.id, id));
    await cache.invalidate({ products: [id] });
    expect(bodyOf((await get(url)).body)).toContain('EGP 900.00');

    // An order's news of the stock it left: the page shows it, rendered again without any edit.
    const [size] = await api.db
      .select({ id: sizes.id })
      .from(sizes)
      .innerJoin(variants, eq(variants.id, sizes.variantId))
      .where(eq(variants.productId, id));
    const before = cache.local.loads;
    cache.availability.apply([{ productId: id, sizeId: size.id, stock: 0, seq: Number.MAX_SAFE_INTEGER }]);
    const soldOut = stateOf((await get(url)).body)!;
    expect(cache.local.loads).toBeGreaterThan(before);
    const shown = soldOut.queries.find((q) => q.queryKey[0] === '/api/products/linen-wrap-midi-dress')!.state
      .data as { variants: Array<{ sizes: Array<{ stock: number }> }> };
    expect(shown.variants[0].sizes[0].stock).toBe(0);
  });

  it('leave to the browser what only it knows, and a missing product to its not-found view', async () => {
    // The cart is in the shopper's browser: the server sends the page loading, with the header and footer.
    const cart = bodyOf((await get('/cart')).body);
    expect(cart).toContain('class="page-loading"');
    expect(cart).toContain('class="site-header');
    // The sign-in form neither: a password typed before the code started would be submitted by the browser itself.
    const login = bodyOf((await get('/login')).body);
    expect(login).toContain('class="page-loading"');
    expect(login).not.toContain('type="password"');
    // A search made before the code started goes where the app's would: the shop, in the page's language.
    expect(bodyOf((await get('/')).body)).toMatch(/<form role="search"[^>]* action="\/shop"/);
    expect(bodyOf((await get('/ar')).body)).toMatch(/<form role="search"[^>]* action="\/ar\/shop"/);
    const missing = await get('/products/no-such-dress');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});

describe('the URL a page is rendered as', () => {
  it('keeps the shop’s filters and drops what changes nothing shown', () => {
    expect(renderUrl('/shop?category=dresses&fbclid=x&utm_source=fb')).toBe('/shop?category=dresses');
    expect(renderUrl('/ar/shop?size=M&size=L&sort=price-asc&page=2')).toBe(
      '/ar/shop?size=M&size=L&sort=price-asc&page=2',
    );
    expect(renderUrl('/products/linen?fbclid=x')).toBe('/products/linen');
    expect(renderUrl(`/shop?q=${'a'.repeat(700)}`)).toBe('/shop');
  });
});
