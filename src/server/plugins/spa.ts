// Serves the built front end (dist/): hashed assets cached for a year, and the pages (index.html) never cached,
// each with its own head written in by the server (README.md#link-previews-and-search-engines: title, description,
// canonical, Open Graph, Twitter, JSON-LD, from src/shared/page-head.ts, which the storefront builds its later
// heads with), so link previews and crawlers see the shop without running JavaScript; the SPA renders the
// body. A path that is no page of the shop (src/shared/routes.ts) and a missing product answer 404 with the same
// HTML, so the SPA shows its not-found view. Other client routes (/cart, /admin/orders/12, …) are answered by
// the not-found handler (plugins/errors.ts) through `sendSpaPage`. Also /sitemap.xml and /robots.txt: plain
// routes outside the contract, like /healthz.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { asc, eq, sql } from 'drizzle-orm';
import type { Product } from '../../../generated/models';
import { escapeHtml } from '../../shared/escape-html';
import { homeShell } from '../../shared/home-shell';
import { toEgp } from '../../shared/money';
import {
  alternatesOf,
  headOf,
  type HeadCategory,
  type HeadContext,
  type PageLanguage,
  type PageSpec,
  type PictureSize,
  type ShopFacts,
  productPicture,
} from '../../shared/page-head';
import { ARABIC_PREFIX, matchPage, PAGE_PATHS, SHOP_PAGE_SIZE, type PageMatch } from '../../shared/routes';
import { categories, products } from '../db/schema';
import {
  findCategory,
  findVisibleProductId,
  isVisibleSql,
  loadProducts,
  toProduct,
} from '../modules/catalogue';
import { readReturnPolicy } from '../modules/settings';
import { feeRange } from '../modules/shipping';
import { storedPictureSize } from '../storage/images';
import { withoutStockSeq } from './availability';
import { productTag } from './cache';
import { productPage, renderPage, splitTemplate, type Head, type Template } from '../seo/head';
import { msg, render, shopperLanguage } from '../i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client route with the SPA's HTML: 200 for a page of the shop, 404 for any other path. */
    sendSpaPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/** Longer than any slug the contract accepts: answered without a query. */
const MAX_SLUG = 120;
/** How long a browser or CDN may keep the sitemap and robots.txt. */
const CRAWL_FILES_MAX_AGE = 600;
/** How many uploads' sizes a process remembers (a product page's picture, a category's). */
const MAX_PICTURE_SIZES = 5_000;
/** The sitemaps protocol's limit of URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

/** A page of the sitemap in one language: its English path (`/shop?category=x`) and the language shown. */
interface SitemapUrl {
  path: string;
  language: PageLanguage;
  lastmod?: Date;
}

/** How many files the sitemap takes: one (a plain urlset) up to `maxUrls` URLs, else an index of several. */
export const sitemapFileCount = (urls: number, maxUrls: number) => Math.max(1, Math.ceil(urls / maxUrls));

/**
 * Each page in English and in Arabic, both naming the pair as hreflang alternates (English the x-default), as
 * the pages' heads do: a search engine shows Arabic searchers the `/ar` page.
 */
function urlSet(origin: string, urls: SitemapUrl[]): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
  const entry = ({ path, language, lastmod }: SitemapUrl) => {
    const twins = alternatesOf(origin, path);
    return `  <url><loc>${escapeHtml(twins[language])}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${link('en', twins.en)}${link('ar', twins.ar)}${link('x-default', twins.en)}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages no crawler needs: sign-in, cart and checkout, in both languages, the back office and the API. */
const BLOCKED_PAGES = [PAGE_PATHS.login, PAGE_PATHS.cart, PAGE_PATHS.checkout];

/**
 * robots.txt. The pages marked noindex (a shopper's order, tracking) are left open on purpose: a crawler obeys a
 * noindex only on a page it may fetch, and a blocked URL linked from elsewhere can still be listed, bare.
 */
export function robotsTxt(publicOrigin?: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    ...BLOCKED_PAGES.map((path) => `Disallow: ${path}`),
    ...BLOCKED_PAGES.map((path) => `Disallow: ${ARABIC_PREFIX}${path}`),
    'Disallow: /api/',
    '',
    ...(publicOrigin ? [`Sitemap: ${publicOrigin}/sitemap.xml`, ''] : []),
  ].join('\n');
}

function sitemapIndex(origin: string, files: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: files },
      (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

class PageNotFound extends Error {}

export default fp(
  async function spa(
    app: FastifyInstance,
    opts: { root: string; publicOrigin?: string; sitemapMaxUrls?: number },
  ) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/',
      // Files are looked up at request time; a miss falls to the not-found handler, which answers client
      // routes with the page. `/` is a page of its own below, so index.html is never served as a bare file.
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });

    // The built index.html, read once (a new build is served after a restart, as `npm start` does).
    let template: Promise<Template> | undefined;
    const page = () => (template ??= readFile(join(opts.root, 'index.html'), 'utf8').then(splitTemplate));

    // The Arabic font's files, preloaded on Arabic pages: the build names them with a hash.
    let arabicFonts: Promise<string[]> | undefined;
    const fontsOf = (language: PageLanguage) =>
      language === 'ar'
        ? (arabicFonts ??= readdir(join(opts.root, 'assets'))
            .then((files) =>
              files
                .filter((f) => /^cairo-arabic-(400|700)-normal.*\.woff2$/.test(f))
                .map((f) => `/assets/${f}`),
            )
            .catch(() => []))
        : Promise.resolve([]);

    // The storefront's stylesheets, from the build's manifest (Vite writes dist/.vite/manifest.json): the home
    // page's first screen is sent as HTML and paints with them (src/shared/home-shell.ts). The Arabic chunk's
    // stylesheet holds the Arabic font. Without a manifest (an old build) the home page is sent as any other.
    let storefrontStyles: Promise<Record<PageLanguage, string[]>> | undefined;
    const stylesOf = (language: PageLanguage) =>
      (storefrontStyles ??= readFile(join(opts.root, '.vite', 'manifest.json'), 'utf8')
        .then((text) => {
          const manifest = JSON.parse(text) as Record<string, { css?: string[] } | undefined>;
          const css = (source: string) => (manifest[source]?.css ?? []).map((file) => `/${file}`);
          const app = css('src/storefront/app.tsx');
          return { en: app, ar: app.length ? [...app, ...css('src/storefront/i18n/ar/index.ts')] : [] };
        })
        .catch(() => ({ en: [], ar: [] }))).then((styles) => styles[language]);

    /** The home page's head, with its first screen as HTML when the stylesheets are known. */
    async function homePage(ctx: HeadContext): Promise<Head> {
      const stylesheets = await stylesOf(ctx.language);
      const head = headOf({ page: 'home' }, ctx);
      return stylesheets.length ? { ...head, stylesheets, body: homeShell(ctx.language) } : head;
    }

    // Absolute URLs need an origin: PUBLIC_ORIGIN, else the one the request was made to. A Host that is no
    // host name gets a placeholder: the page is still the page, and nothing of the header is written.
    const originOf = (request: FastifyRequest) => {
      if (opts.publicOrigin) return opts.publicOrigin;
      try {
        return new URL(`${request.protocol}://${request.host}`).origin;
      } catch {
        return `${request.protocol}://localhost`;
      }
    };

    // What a product's JSON-LD repeats of the shop's settings (the governorates' fees, the returns policy), from
    // the cache: an admin write clears it. A page never fails for them: without them (the database out of
    // reach) the JSON-LD leaves shipping and returns out.
    const shopFacts = () =>
      app.catalogueCache
        .get('page:shop-facts', async (): Promise<ShopFacts> => {
          const [fees, policy] = await Promise.all([feeRange(app.db), readReturnPolicy(app.db)]);
          return {
            ...(fees ? { shipping: { cheapest: toEgp(fees.cheapest), dearest: toEgp(fees.dearest) } } : {}),
            returns: { windowDays: policy.windowDays, refundShipping: policy.refundShipping },
          };
        })
        .catch((): ShopFacts => ({}));

    /** What every head of a request is built with: its origin, the page's language and the shop's facts. */
    const contextOf = async (request: FastifyRequest, language: PageLanguage): Promise<HeadContext> => ({
      origin: originOf(request),
      language,
      facts: await shopFacts(),
    });

    // The size of an upload, for og:image:width and height: read from its file once per process (a stored name
    // never changes content), at most MAX_PICTURE_SIZES remembered.
    const pictureSizes = new Map<string, PictureSize>();
    async function pictureSize(url: string | null | undefined): Promise<PictureSize | undefined> {
      const stored = url ? app.storedUploadUrl(url) : '';
      if (!stored.startsWith(app.storage.urlPrefix)) return undefined; // no upload of this shop
      const key = stored.slice(app.storage.urlPrefix.length);
      const known = pictureSizes.get(key);
      if (known) return known;
      const size = await storedPictureSize(app.storage, key);
      if (size) {
        if (pictureSizes.size >= MAX_PICTURE_SIZES) pictureSizes.delete(pictureSizes.keys().next().value!);
        pictureSizes.set(key, size);
      }
      return size;
    }

    /** Sends the page with `head`, the fonts its language needs and the site facts for the storefront's heads. */
    async function send(reply: FastifyReply, ctx: HeadContext, head: Head, status = 200) {
      const fonts = await fontsOf(ctx.language);
      const html = renderPage(await page(), {
        ...head,
        ...(fonts.length ? { fonts } : {}),
        site: { origin: ctx.origin, ...ctx.facts },
      });
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    // The product as the API answers it, from the catalogue cache (tagged with it, so its changes clear it,
    // and shown with the stock orders left): a crawler on product pages costs no more than the API call.
    async function publicProduct(slug: string): Promise<Product> {
      const product = await app.catalogueCache.get(
        `page:product:${slug}`,
        async () => {
          const id = await findVisibleProductId(app.db, eq(products.slug, slug));
          if (id === undefined) throw new PageNotFound();
          const [product] = await loadProducts(app.db, [id], { publicView: true });
          return app.withAssetUrls(toProduct(product));
        },
        (product) => [productTag(product.id)],
      );
      return withoutStockSeq(app.catalogueCache.availability.overlay(product));
    }

    function activeCategory(slug: string) {
      return app.catalogueCache.get(`page:category:${slug}`, async () => {
        const category = await findCategory(app.db, slug);
        if (!category?.isActive) throw new PageNotFound();
        const { slug: found, name, nameAr, description, descriptionAr, imageUrl } = category;
        return app.withAssetUrls({ slug: found, name, nameAr, description, descriptionAr, imageUrl });
      });
    }

    /**
     * The shop's first requests, answered by the API itself (from its catalogue cache) for the HTML to carry: the
     * grid of a plain shop or category link (page 1, no other filter: the links shoppers land on) and the active
     * categories. The URLs are the ones the app asks (`getListProductsUrl`); it uses an answer only for its own
     * URL, so any other shop page is asked for as before.
     */
    async function shopAnswers(query: unknown): Promise<Array<{ url: string; body: unknown }>> {
      // `/shop` or `/shop?category=<slug>` only: a price, size, sort, page or search is the app's to ask.
      const q = (query ?? {}) as Record<string, unknown>;
      const keys = Object.keys(q);
      const category = q.category;
      const categoryLink =
        keys.length === 1 &&
        typeof category === 'string' &&
        category !== '' &&
        category.length <= MAX_SLUG &&
        !/^\d+$/.test(category); // a number is asked as categoryId
      if (keys.length > 0 && !categoryLink) return [];
      const grid = new URLSearchParams({ page: '1', pageSize: String(SHOP_PAGE_SIZE) });
      if (categoryLink) grid.append('category', category);
      const urls = [`/api/products?${grid}`, '/api/products/categories?active=true'];
      const answers = await Promise.all(
        urls.map(async (url) => {
          const res = await app.inject({ method: 'GET', url });
          return res.statusCode === 200 ? { url, body: res.json() as unknown } : undefined;
        }),
      );
      return answers.filter((a): a is { url: string; body: unknown } => a !== undefined);
    }

    /** The head of a page answered without its data: the storefront's, where it is the same whatever the data. */
    const specOf = (match: PageMatch): PageSpec => {
      switch (match.page) {
        case 'home':
        case 'shop':
          return { page: match.page };
        case 'order':
          return { page: 'order', orderNumber: match.slug ?? '' };
        case 'product': // a product page ending in a slash: the product is the app's to load
        case 'admin':
          return { page: 'other' };
        default:
          return { page: match.page };
      }
    };

    // A path under /ar that is no page is an Arabic not-found page; any other unknown path an English one.
    app.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0];
      const match = matchPage(path);
      const language: PageLanguage = match?.language ?? (/^\/ar(\/|$)/.test(path) ? 'ar' : 'en');
      const ctx = await contextOf(request, language);
      if (!match) return send(reply, ctx, headOf({ page: 'not-found', what: 'page' }, ctx), 404);
      return send(reply, ctx, headOf(specOf(match), ctx));
    });

    // Each public page in both languages: `/…` in English, `/ar/…` in Arabic.
    for (const language of ['en', 'ar'] as const) {
      const prefix = language === 'ar' ? '/ar' : '';

      app.get(prefix || '/', async (request, reply) => {
        const ctx = await contextOf(request, language);
        return send(reply, ctx, await homePage(ctx));
      });

      app.get(`${prefix}/shop`, async (request, reply) => {
        const { category } = request.query as { category?: unknown };
        const ctx = await contextOf(request, language);
        const withAnswers = async (head: Head) => {
          const answers = await shopAnswers(request.query);
          return answers.length ? { ...head, data: { answers } } : head;
        };
        if (typeof category !== 'string' || category === '' || category.length > MAX_SLUG)
          return send(reply, ctx, await withAnswers(headOf({ page: 'shop' }, ctx)));
        try {
          const found: HeadCategory = await activeCategory(category);
          const head = headOf({ page: 'shop', category: found }, ctx, await pictureSize(found.imageUrl));
          return await send(reply, ctx, await withAnswers(head));
        } catch (err) {
          // An unknown category is an empty shop, as the API answers it: still the shop page.
          if (err instanceof PageNotFound) return send(reply, ctx, headOf({ page: 'shop' }, ctx));
          throw err;
        }
      });

      app.get(`${prefix}/products/:slug`, async (request, reply) => {
        const { slug } = request.params as { slug: string };
        const ctx = await contextOf(request, language);
        const missing = () => send(reply, ctx, headOf({ page: 'not-found', what: 'product' }, ctx), 404);
        if (slug.length > MAX_SLUG) return missing();
        try {
          const product = await publicProduct(slug);
          return await send(
            reply,
            ctx,
            productPage(product, ctx, await pictureSize(productPicture(product))),
          );
        } catch (err) {
          if (err instanceof PageNotFound) return missing();
          throw err;
        }
      });
    }

    // Crawlers are sent to PUBLIC_ORIGIN only. A sitemap needs absolute URLs, and the Host header is the
    // caller's to write: a sitemap or robots.txt built from it would name a forged site, and a CDN or crawler
    // keeps it (10 minutes here, longer elsewhere). So without PUBLIC_ORIGIN there is no sitemap (404) and
    // robots.txt names none; the start-up log says why.
    const { publicOrigin } = opts;
    if (!publicOrigin)
      app.log.warn('PUBLIC_ORIGIN is not set: /sitemap.xml answers 404 and robots.txt names no sitemap');

    // Every shown product and active category, from the cache (an admin write clears it on every instance). Past
    // sitemapMaxUrls URLs (50,000, the sitemaps protocol's limit per file) /sitemap.xml is a sitemap index of
    // /sitemap-1.xml … /sitemap-N.xml, each at most sitemapMaxUrls URLs (each page counts twice, English and
    // Arabic). A URL is under 1,000 bytes (four times an origin of up to 60 characters and a slug of at most 120
    // lower-case letters, digits and hyphens, with its lastmod): 50,000 of them stay under the protocol's 50 MB.
    const maxUrls = opts.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
    /** Each page is two URLs in a row, English then Arabic. */
    const bothLanguages = (pages: Array<Omit<SitemapUrl, 'language'>>) =>
      pages.flatMap((page): SitemapUrl[] => [
        { ...page, language: 'en' },
        { ...page, language: 'ar' },
      ]);
    const categoryPages = async () =>
      (
        await app.db
          .select({ slug: categories.slug, updatedAt: categories.updatedAt })
          .from(categories)
          .where(eq(categories.isActive, true))
          .orderBy(asc(categories.id))
      ).map((c) => ({ path: `/shop?category=${encodeURIComponent(c.slug)}`, lastmod: c.updatedAt }));
    /** The shown products' pages, by id, `limit` of them from the `offset`-th. */
    const productPages = async (offset: number, limit: number) =>
      (
        await app.db
          .select({ slug: products.slug, updatedAt: products.updatedAt })
          .from(products)
          .where(isVisibleSql)
          .orderBy(asc(products.id))
          .offset(offset)
          .limit(limit)
      ).map((p) => ({ path: `/products/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt }));
    const fixedPages = [{ path: '/' }, { path: '/shop' }];
    // How many URLs there are, counted in the shop's listing without reading a product (the index needs no more).
    const sitemapUrlCount = () =>
      app.catalogueCache.get('page:sitemap-count', async () => {
        const result = (await app.db.execute(
          sql`SELECT ((SELECT count(*) FROM catalogue_listing) + (SELECT count(*) FROM ${categories} WHERE ${categories.isActive}))::int AS pages`,
        )) as unknown as { rows: Array<{ pages: number }> };
        return 2 * (fixedPages.length + Number(result.rows[0]?.pages ?? 0));
      });
    /** The URLs from the `start`-th to before the `end`-th, reading only the products they name. */
    const sitemapUrls = async (start: number, end: number) => {
      const firstPage = Math.floor(start / 2);
      const lastPage = Math.floor((end - 1) / 2);
      const before = [...fixedPages, ...(await categoryPages())];
      const fromProducts = Math.max(0, firstPage - before.length);
      const pages = [
        ...before.slice(firstPage, lastPage + 1),
        ...(lastPage >= before.length
          ? await productPages(fromProducts, lastPage + 1 - before.length - fromProducts)
          : []),
      ];
      return bothLanguages(pages).slice(start - firstPage * 2, end - firstPage * 2);
    };
    const sendXml = (reply: FastifyReply, xml: string) =>
      reply
        .header('cache-control', `public, max-age=${CRAWL_FILES_MAX_AGE}`)
        .type('application/xml; charset=utf-8')
        .send(xml);
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ error: render(msg('error.notFound'), shopperLanguage(request)) });

    app.get('/sitemap.xml', async (request, reply) => {
      if (!publicOrigin) return notFound(request, reply);
      const count = await sitemapUrlCount();
      const files = sitemapFileCount(count, maxUrls);
      if (files === 1)
        return sendXml(
          reply,
          await app.catalogueCache.get('page:sitemap', async () =>
            urlSet(publicOrigin, await sitemapUrls(0, count)),
          ),
        );
      return sendXml(reply, sitemapIndex(publicOrigin, files));
    });
    // One file of the index; none when the whole list fits in /sitemap.xml.
    app.get('/sitemap-:n.xml', async (request, reply) => {
      if (!publicOrigin) return notFound(request, reply);
      const { n } = request.params as { n: string };
      const count = await sitemapUrlCount();
      const files = sitemapFileCount(count, maxUrls);
      const index = /^[1-9][0-9]{0,5}$/.test(n) ? Number(n) : 0;
      if (files === 1 || index < 1 || index > files) return notFound(request, reply);
      const file = await app.catalogueCache.get(`page:sitemap-${index}`, async () =>
        urlSet(publicOrigin, await sitemapUrls((index - 1) * maxUrls, Math.min(count, index * maxUrls))),
      );
      return sendXml(reply, file);
    });

    const robots = robotsTxt(publicOrigin);
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${CRAWL_FILES_MAX_AGE}`)
        .type('text/plain; charset=utf-8')
        .send(robots),
    );
  },
  { name: 'spa', dependencies: ['cache', 'database', 'asset-urls', 'storage'] },
);
