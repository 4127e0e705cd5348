// What link previews and crawlers get without running JavaScript (README.md#link-previews-and-search-engines): each public page's head written
// into the built index.html, 404 for unknown pages and missing products, a sitemap and robots.txt.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { makeCategory, makeDressesWindow, makeProduct, png } from './helpers/catalogue';

// A stand-in for the Vite build (dist/): the real index.html's shape, with its module script.
const dist = mkdtempSync(join(tmpdir(), 'morph-seo-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
  </body>
</html>
`,
);

const seed = async (db: Db) => {
  await makeDressesWindow(db, { discount: 25 });
  await makeCategory(db, { name: 'Old stock', slug: 'old-stock', tagIds: [], isActive: false });
  await makeProduct(db, {
    name: 'Silk Scarf',
    price: 300,
    variants: [{ color: 'Red', sizes: [['One', 0]] }],
  });
  await makeProduct(db, { name: 'Hidden Coat', price: 2000, isActive: false });
};

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('a product page as a crawler fetches it (no JavaScript)', () => {
  const api = useTestApp({ config: { staticDir: dist }, seed });

  it('carries the title, an absolute og:image that answers, and JSON-LD with the discounted price', async () => {
    mkdirSync(join(api.dataDir, 'uploads', 'products'), { recursive: true });
    writeFileSync(join(api.dataDir, 'uploads', 'products', 'linen-wrap-midi-dress-640.webp'), await png());

    const res = await api.app.inject({
      method: 'GET',
      url: '/products/linen-wrap-midi-dress',
      headers: { host: 'shop.example', 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Linen Wrap Midi Dress — Morph</title>');
    expect(meta(res.body, 'description')).toBe('A wrap dress in washed linen.');
    expect(meta(res.body, 'og:title')).toBe('Linen Wrap Midi Dress — Morph');
    expect(meta(res.body, 'og:type')).toBe('product');
    expect(meta(res.body, 'og:url')).toBe('http://shop.example/products/linen-wrap-midi-dress');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://shop.example/products/linen-wrap-midi-dress" />',
    );
    expect(meta(res.body, 'twitter:card')).toBe('summary_large_image');
    // The SPA still renders the body.
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('src="/assets/index-3f9a1c.js"');

    const image = meta(res.body, 'og:image')!;
    expect(image).toBe('http://shop.example/uploads/products/linen-wrap-midi-dress-640.webp');
    const url = new URL(image);
    const picture = await api.app.inject({ method: 'GET', url: url.pathname, headers: { host: url.host } });
    expect(picture.statusCode).toBe(200);

    const [product, breadcrumbs] = jsonLd(res.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Linen Wrap Midi Dress',
      offers: {
        '@type': 'Offer',
        price: '750.00',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
      },
    });
    // The price the API answers with, for the same product.
    const answered = await api.app.inject({ method: 'GET', url: '/api/products/linen-wrap-midi-dress' });
    expect(answered.json().discount.discountedPrice).toBe(750);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumbs.itemListElement as Array<{ name: string }>).map((i) => i.name)).toEqual([
      'Home',
      'Shop',
      'Dresses',
      'Linen Wrap Midi Dress',
    ]);
  });

  it('answers repeated product pages from the catalogue cache, cleared when the product changes', async () => {
    const key = 'page:product:linen-wrap-midi-dress';
    await api.app.inject({ method: 'GET', url: '/products/linen-wrap-midi-dress' });
    expect(api.app.catalogueCache.local.has(key)).toBe(true);
    const [{ id }] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'linen-wrap-midi-dress'));
    await api.db.update(products).set({ name: 'Linen Wrap Dress' }).where(eq(products.id, id));
    // Still the cached head until a write tells the cache (as the admin's product write does).
    const cached = await api.app.inject({ method: 'GET', url: '/products/linen-wrap-midi-dress' });
    expect(cached.body).toContain('<title>Linen Wrap Midi Dress — Morph</title>');
    await api.app.catalogueCache.invalidate({ products: [id] });
    expect(api.app.catalogueCache.local.has(key)).toBe(false);
    const fresh = await api.app.inject({ method: 'GET', url: '/products/linen-wrap-midi-dress' });
    expect(fresh.body).toContain('<title>Linen Wrap Dress — Morph</title>');
  });

  it('writes nothing of a hostile Host header but a parsed origin', async () => {
    for (const host of ['a"><script>alert(1)</script>', 'shop.example"onload="x']) {
      const res = await api.app.inject({
        method: 'GET',
        url: '/products/linen-wrap-midi-dress',
        headers: { host },
      });
      expect(res.statusCode).toBe(200);
      // Outside the data blocks (JSON-LD, the site facts: a quote there is JSON's \"), nothing of the header
      // is written.
      const html = res.body.replace(/<script type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>/g, '');
      expect(html).not.toContain('alert(1)');
      expect(html).not.toContain('"onload');
      expect(meta(res.body, 'og:url')).toMatch(/^http:\/\/[^"<>]+\/products\/linen-wrap-midi-dress$/);
    }
  });

  it('says OutOfStock for a product with no size left', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/products/silk-scarf' });
    expect(res.statusCode).toBe(200);
    expect(jsonLd(res.body)[0]).toMatchObject({
      offers: { price: '300.00', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('answers 404 with the HTML for a missing or inactive product and an unknown page', async () => {
    for (const url of [
      '/products/no-such-thing',
      '/products/hidden-coat',
      '/no-such-page',
      '/this/route/x',
    ]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      // The not-found view's head, as the storefront writes it: a title and noindex, no preview.
      expect(res.body).toMatch(/<title>(Page|Product) not found — Morph<\/title>/);
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('answers the known pages with 200 and their own head', async () => {
    const home = await api.app.inject({ method: 'GET', url: '/', headers: { host: 'shop.example' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Morph — Less effort, More impression</title>');
    expect(meta(home.body, 'og:url')).toBe('http://shop.example/');

    const shop = await api.app.inject({ method: 'GET', url: '/shop' });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<title>Shop — Morph</title>');

    const category = await api.app.inject({ method: 'GET', url: '/shop?category=dresses&page=2' });
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('<title>Dresses — Morph</title>');
    expect(category.body).toContain('<link rel="canonical" href="http://localhost/shop?category=dresses" />');

    // Each with the head the storefront gives it: the sign-in page is not to be indexed.
    for (const [url, title, robots] of [
      ['/cart', 'Cart — Morph', undefined],
      ['/checkout', 'Checkout — Morph', undefined],
      ['/terms', 'Terms &amp; Conditions — Morph', undefined],
      ['/privacy', 'Privacy Policy — Morph', undefined],
      ['/returns', 'Return Policy — Morph', undefined],
      ['/login', 'Admin Login — Morph', 'noindex'],
      ['/admin/orders/12', 'Morph', undefined],
    ]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(meta(res.body, 'robots'), url).toBe(robots);
    }
  });

  it('starts the first picture of a product page from the HTML, before the app asks for the product', async () => {
    const product = await api.app.inject({ method: 'GET', url: '/products/linen-wrap-midi-dress' });
    expect(product.body).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/products\/[^"]+-640\.webp" imagesrcset="[^"]+" imagesizes="\(min-width: 900px\) 50vw, 100vw" fetchpriority="high" \/>/,
    );
  });

  it("answers a shopper's order page and the tracking page with 200, never to be indexed", async () => {
    for (const url of ['/orders/MO-7K3Q9D', '/track']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(meta(res.body, 'robots')).toBe('noindex, nofollow');
      expect(res.body).toContain('<div id="root"></div>');
    }
    const unknown = await api.app.inject({ method: 'GET', url: '/orders/MO-7K3Q9D/more' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists every active product and category in sitemap.xml on PUBLIC_ORIGIN, and no inactive one', async () => {
    const app = await api.freshApp({ publicOrigin: 'https://morph.example' });
    const res = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://morph.example/',
        'https://morph.example/shop',
        'https://morph.example/products/linen-wrap-midi-dress',
        'https://morph.example/products/silk-scarf',
        'https://morph.example/shop?category=dresses',
      ]),
    );
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('hidden-coat');
    expect(res.body).not.toContain('old-stock');
    expect(res.body).toMatch(
      /<loc>https:\/\/morph\.example\/products\/silk-scarf<\/loc>\s*<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
    );
  });

  it('lists each page in Arabic too, each of the pair naming both as hreflang alternates', async () => {
    const app = await api.freshApp({ publicOrigin: 'https://morph.example' });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...res.body.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map((m) => [
        m[1]!,
        [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => `${lang} ${href}`,
        ),
      ]),
    );
    const pairs = [
      ['https://morph.example/', 'https://morph.example/ar'],
      ['https://morph.example/shop', 'https://morph.example/ar/shop'],
      ['https://morph.example/shop?category=dresses', 'https://morph.example/ar/shop?category=dresses'],
      ['https://morph.example/products/silk-scarf', 'https://morph.example/ar/products/silk-scarf'],
      [
        'https://morph.example/products/linen-wrap-midi-dress',
        'https://morph.example/ar/products/linen-wrap-midi-dress',
      ],
    ];
    expect([...entries.keys()].sort()).toEqual(pairs.flat().sort());
    for (const [en, ar] of pairs)
      for (const loc of [en, ar])
        expect(entries.get(loc)).toEqual([`en ${en}`, `ar ${ar}`, `x-default ${en}`]);
    // The Arabic page has the same lastmod as the English one.
    expect(res.body).toMatch(
      /<loc>https:\/\/morph\.example\/ar\/products\/silk-scarf<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/,
    );
    // Every page listed answers 200 in its language.
    for (const loc of entries.keys()) {
      const page = await app.inject({ method: 'GET', url: loc.replace('https://morph.example', '') });
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it('past SITEMAP_MAX_URLS answers a sitemap index whose files list every URL once, none over the limit', async () => {
    // 10 URLs (home, shop, one category, two products, each in English and Arabic) in files of at most 4, and
    // of at most 3 (a page's English and Arabic URLs then fall in two files).
    for (const max of [4, 3]) {
      const app = await api.freshApp({ publicOrigin: 'https://morph.example', sitemapMaxUrls: max });
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toMatch(/application\/xml/);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.body.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]!);
      expect(files).toEqual(
        Array.from({ length: Math.ceil(10 / max) }, (_, i) => `https://morph.example/sitemap-${i + 1}.xml`),
      );
      const locs: string[] = [];
      for (const file of files) {
        const res = await app.inject({ method: 'GET', url: new URL(file).pathname });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
        expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
        const inFile = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
        expect(inFile.length).toBeGreaterThan(0);
        expect(inFile.length).toBeLessThanOrEqual(max);
        locs.push(...inFile);
      }
      const pages = [
        '/',
        '/shop',
        '/shop?category=dresses',
        '/products/linen-wrap-midi-dress',
        '/products/silk-scarf',
      ];
      expect(locs.sort()).toEqual(
        pages
          .flatMap((p) => [`https://morph.example${p}`, `https://morph.example/ar${p === '/' ? '' : p}`])
          .sort(),
      );
      for (const url of ['/sitemap-0.xml', `/sitemap-${files.length + 1}.xml`, '/sitemap-x.xml'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    // Under the limit there is no index, and no numbered file beside the one sitemap.
    const small = await api.freshApp({ publicOrigin: 'https://morph.example', sitemapMaxUrls: 10 });
    expect((await small.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('<urlset');
    expect((await small.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  const robots = (sitemap?: string) =>
    [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /login',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /ar/login',
      'Disallow: /ar/cart',
      'Disallow: /ar/checkout',
      'Disallow: /api/',
      '',
      ...(sitemap ? [`Sitemap: ${sitemap}`, ''] : []),
    ].join('\n');

  it('keeps crawlers out of the back office, sign-in, cart and checkout, in both languages, in robots.txt', async () => {
    const app = await api.freshApp({ publicOrigin: 'https://morph.example' });
    const res = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe(robots('https://morph.example/sitemap.xml'));
  });

  it('lets crawlers fetch the pages marked noindex, so they read the noindex, and blocks the Arabic twins of the others', async () => {
    const body = (await api.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    const blocked = (path: string) =>
      body
        .split('\n')
        .filter((line) => line.startsWith('Disallow: '))
        .some((line) => path.startsWith(line.slice('Disallow: '.length)));
    for (const path of ['/track', '/ar/track', '/orders/MO-7K3Q9D', '/ar/orders/MO-7K3Q9D']) {
      expect(blocked(path), path).toBe(false);
      const page = await api.app.inject({ method: 'GET', url: path });
      expect(meta(page.body, 'robots'), path).toBe('noindex, nofollow');
    }
    for (const path of [
      '/cart',
      '/ar/cart',
      '/checkout',
      '/ar/checkout',
      '/login',
      '/ar/login',
      '/admin/orders',
    ])
      expect(blocked(path), path).toBe(true);
    for (const path of ['/', '/ar', '/shop', '/ar/shop', '/products/silk-scarf', '/ar/products/silk-scarf'])
      expect(blocked(path), path).toBe(false);
  });

  it('without PUBLIC_ORIGIN has no sitemap and names none in robots.txt: a Host header is never written', async () => {
    const sitemap = await api.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.example' },
    });
    expect(sitemap.statusCode).toBe(404);
    expect(sitemap.body).not.toContain('shop.example');
    const res = await api.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(robots());
  });
});

describe('absolute URLs on PUBLIC_ORIGIN', () => {
  const api = useTestApp({ config: { staticDir: dist, publicOrigin: 'https://morph.example' }, seed });

  it('uses the configured origin, whatever Host the request names', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/products/linen-wrap-midi-dress',
      headers: { host: 'evil.example' },
    });
    expect(meta(res.body, 'og:url')).toBe('https://morph.example/products/linen-wrap-midi-dress');
    expect(meta(res.body, 'og:image')).toBe(
      'https://morph.example/uploads/products/linen-wrap-midi-dress-640.webp',
    );
    expect(res.body).not.toContain('evil.example');
  });
});
