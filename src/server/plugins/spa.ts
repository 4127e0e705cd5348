// Serves the built front end (dist/): hashed assets cached for a year, and the pages (index.html) never cached,
// each with its own head written in by the server (README.md#link-previews-and-search-engines: title, description,
// canonical, Open Graph, Twitter, JSON-LD, from src/shared/page-head.ts, which the storefront builds its later
// heads with) and its body rendered by the storefront's server bundle (src/storefront/entry-server.tsx), so
// shoppers see the page before its code runs and crawlers read it without running JavaScript; the browser then
// hydrates it. A path that is no page of the shop (src/shared/routes.ts) and a missing product answer 404 with the same
// HTML, so the SPA shows its not-found view. Other client routes (/cart, /admin/orders/12, …) are answered by
// the not-found handler (plugins/errors.ts) through `sendSpaPage`. Also /sitemap.xml and /robots.txt: plain
// routes outside the contract, like /healthz.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { asc, eq, sql } from 'drizzle-orm';
import type { Product } from '../../../generated/models';
import { escapeHtml } from '../../shared/escape-html';
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
import { ARABIC_PREFIX, matchPage, PAGE_PATHS, type PageMatch, type PageName } from '../../shared/routes';
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
import { acceptsGzip, productTag } from './cache';
import { jsonForScript } from '../../shared/page-head';
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
/** Picture sizes remembered (one per stored upload shown in a link preview). */
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

/** What the storefront's server bundle offers (src/storefront/entry-server.tsx). */
interface StorefrontRenderer {
  renderPage(
    url: string,
    request: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; head: string; state: unknown } | undefined>;
}

interface Rendered {
  html: string;
  /** The state as the page's script carries it (serialized once, when rendered). */
  dataJson: string;
  /** Links React hoisted for the head (the first pictures' preloads). */
  head: string;
  /** The products the page shows: their stock changing renders it again. */
  productIds: number[];
  /** The stock news taken when it was rendered (Availability.tick). */
  tick: number;
  /** The whole pages sent with it, per origin, as bytes and gzipped once: a kept page costs a lookup. */
  pages: Map<string, { raw: Buffer; gzip?: Buffer }>;
}

/** The most stylesheet text written into a page's head (characters); past it they are linked. */
const INLINE_STYLES_MAX = 48_000;

/** Heads one rendered page is kept with (the origins it was asked on, usually one). */
const MAX_PAGES_PER_RENDER = 4;

/** The module of each page's code (its lazy chunk in the build), as src/storefront/app.tsx imports them. */
const PAGE_MODULES: Record<PageName | 'notFound', string> = {
  home: 'src/storefront/features/home/home-page.tsx',
  shop: 'src/storefront/features/shop/shop-page.tsx',
  product: 'src/storefront/features/product/product-page.tsx',
  cart: 'src/storefront/features/cart/cart-page.tsx',
  checkout: 'src/storefront/features/checkout/checkout-page.tsx',
  terms: 'src/storefront/features/policies/policy-page.tsx',
  privacy: 'src/storefront/features/policies/policy-page.tsx',
  returns: 'src/storefront/features/policies/policy-page.tsx',
  order: 'src/storefront/features/orders/order-page.tsx',
  track: 'src/storefront/features/track/track-page.tsx',
  login: 'src/storefront/features/login/login-page.tsx',
  admin: 'src/storefront/features/not-found/not-found-page.tsx',
  notFound: 'src/storefront/features/not-found/not-found-page.tsx',
};

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] } | undefined>;

/** The stylesheets of `sources` and of everything they import statically, each once, in order. */
export function pageAssets(manifest: Manifest, sources: string[]): { stylesheets: string[] } {
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  sources.forEach(visit);
  return { stylesheets: [...stylesheets] };
}

/** The shop's filters in its URL (src/storefront/features/shop/shop-filters.ts): what a shop page shows. */
const SHOP_PARAMS = new Set([
  'category',
  'q',
  'page',
  'minPrice',
  'maxPrice',
  'sort',
  'size',
  'color',
  'inStock',
]);
/** Longer than any URL the shop writes: such a page is rendered without its query. */
const MAX_RENDERED_QUERY = 600;

/**
 * The URL a page is rendered (and kept) as: its path, and on the shop only the filters it reads. An ad's
 * `fbclid` or a campaign's `utm_*` changes nothing shown, so such links share the page everyone else gets, and a
 * made-up parameter cannot make a new page to render.
 */
export function renderUrl(url: string): string {
  const [path, query = ''] = url.split(/\?(.*)/s, 2);
  if (!/\/shop\/?$/.test(path) || query === '' || query.length > MAX_RENDERED_QUERY) return path;
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (SHOP_PARAMS.has(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** The ids of the products in a page's query cache (anything with an id and colours). */
export function productIdsOf(state: unknown): number[] {
  const ids = new Set<number>();
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && Array.isArray(record.variants)) ids.add(record.id);
    for (const item of Object.values(record)) walk(item, depth + 1);
  };
  walk(state, 0);
  return [...ids];
}

export default fp(
  async function spa(
    app: FastifyInstance,
    opts: { root: string; renderer?: string; publicOrigin?: string; sitemapMaxUrls?: number },
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
    const page_ = () => (template ??= readFile(join(opts.root, 'index.html'), 'utf8').then(splitTemplate));

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

    // What a rendered page paints with, from the build's manifest (Vite writes dist/.vite/manifest.json): the
    // stylesheets of the app, of its page and on an Arabic page of the Arabic texts. They are written into the
    // head (a few KB): each stylesheet linked instead would be a round trip before the first paint, on a phone
    // the better part of a second. Past INLINE_STYLES_MAX they are linked.
    let manifest: Promise<Manifest> | undefined;
    const cssFiles = new Map<string, Promise<string | undefined>>();
    const cssOf = (href: string) => {
      let text = cssFiles.get(href);
      if (!text) {
        text = readFile(join(opts.root, href), 'utf8').then(
          // A stylesheet's text cannot end the <style> element it goes in.
          (css) => css.replace(/<\/style/gi, '<\\/style'),
          () => undefined,
        );
        cssFiles.set(href, text);
      }
      return text;
    };
    const assetsOf = async (page: PageName | undefined, language: PageLanguage) => {
      const chunks = await (manifest ??= readFile(join(opts.root, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => ({})));
      const sources = [
        'src/storefront/app.tsx',
        PAGE_MODULES[page ?? 'notFound'],
        ...(language === 'ar' ? ['src/storefront/i18n/ar/index.ts'] : []),
      ];
      const { stylesheets } = pageAssets(chunks, sources);
      const texts = await Promise.all(stylesheets.map(cssOf));
      const total = texts.reduce((sum, text) => sum + (text?.length ?? Infinity), 0);
      return total <= INLINE_STYLES_MAX
        ? { styles: stylesheets.map((href, i) => ({ href, css: texts[i]! })), stylesheets: [] }
        : { styles: [], stylesheets };
    };

    const renderer = opts.renderer
      ? import(/* @vite-ignore */ pathToFileURL(opts.renderer).href).then(
          (module) => module as StorefrontRenderer,
          (err: unknown) => {
            app.log.warn(
              { err },
              'The storefront renderer did not load: pages are sent for the browser to render',
            );
            return undefined;
          },
        )
      : undefined;

    /** How the renderer asks the API: in-process, in the page's language, as the browser would. */
    const askApi = (language: PageLanguage) => async (url: string) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': language },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
    };

    /**
     * The page at `url` rendered by the storefront, kept per URL (the language is in it) in the catalogue cache:
     * cleared with the answers it was made of (an owner's edit, the TTL), and rendered again when the stock of
     * a product it shows changed since.
     */
    async function renderedPage(url: string, language: PageLanguage): Promise<Rendered | undefined> {
      const render = await renderer;
      if (!render) return undefined;
      const availability = app.catalogueCache.availability;
      return app.catalogueCache.get(
        `page:html:${url}`,
        async () => {
          const tick = availability.tick;
          const page = await render.renderPage(url, askApi(language));
          if (!page) return undefined;
          const { html, head, state } = page;
          return {
            html,
            head,
            dataJson: jsonForScript(state),
            productIds: productIdsOf(state),
            tick,
            pages: new Map(),
          };
        },
        (page) => (page ? page.productIds.map(productTag) : []),
        (page) => !page || !availability.changedSince(page.productIds, page.tick),
      );
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

    /**
     * The page: its head (or what makes it, asked only when the page is not kept already) and its body rendered
     * by the storefront, in the language of its URL.
     */
    async function send(
      request: FastifyRequest,
      reply: FastifyReply,
      ctx: HeadContext,
      headFor: Head | (() => Head | Promise<Head>),
      status = 200,
      page?: PageName,
    ) {
      const { language } = ctx;
      const [fonts, rendered] = await Promise.all([
        fontsOf(language),
        (page === 'admin'
          ? Promise.resolve(undefined)
          : renderedPage(renderUrl(request.url), language)
        ).catch((err: unknown) => {
          // The page is still sent, for the browser to render.
          request.log.error({ err }, 'The storefront page did not render on the server');
          return undefined;
        }),
      ]);
      // A kept page's whole HTML is kept with it, per origin asked for (its canonical and Open Graph name it).
      const memoKey = `${status} ${ctx.origin}`;
      let kept = rendered?.pages.get(memoKey);
      if (!kept) {
        const head = typeof headFor === 'function' ? await headFor() : headFor;
        const full: Head = {
          ...head,
          ...(fonts.length ? { fonts } : {}),
          site: { origin: ctx.origin, ...ctx.facts },
        };
        if (rendered) {
          const { styles, stylesheets } = await assetsOf(page, language);
          Object.assign(full, {
            // React preloads the pictures it rendered with high priority (in `hoisted`).
            leadImage: undefined,
            body: rendered.html,
            hoisted: rendered.head,
            dataJson: rendered.dataJson,
            styles,
            stylesheets,
          });
        }
        kept = { raw: Buffer.from(renderPage(await page_(), full)) };
        if (rendered && rendered.pages.size < MAX_PAGES_PER_RENDER) rendered.pages.set(memoKey, kept);
      }
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
      // A kept page is compressed once; any other is left to the compression plugin.
      if (rendered && acceptsGzip(request)) {
        kept.gzip ??= gzipSync(kept.raw);
        return reply.header('content-encoding', 'gzip').send(kept.gzip);
      }
      return reply.send(kept.raw);
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
      if (!match) return send(request, reply, ctx, headOf({ page: 'not-found', what: 'page' }, ctx), 404);
      return send(request, reply, ctx, headOf(specOf(match), ctx), 200, match.page);
    });

    // Each public page in both languages: `/…` in English, `/ar/…` in Arabic.
    for (const language of ['en', 'ar'] as const) {
      const prefix = language === 'ar' ? '/ar' : '';

      app.get(prefix || '/', async (request, reply) => {
        const ctx = await contextOf(request, language);
        return send(request, reply, ctx, headOf({ page: 'home' }, ctx), 200, 'home');
      });

      app.get(`${prefix}/shop`, async (request, reply) => {
        const { category } = request.query as { category?: unknown };
        const ctx = await contextOf(request, language);
        const shop = (head: Head) => send(request, reply, ctx, head, 200, 'shop');
        if (typeof category !== 'string' || category === '' || category.length > MAX_SLUG)
          return shop(headOf({ page: 'shop' }, ctx));
        try {
          const found: HeadCategory = await activeCategory(category);
          return await shop(
            headOf({ page: 'shop', category: found }, ctx, await pictureSize(found.imageUrl)),
          );
        } catch (err) {
          // An unknown category is an empty shop, as the API answers it: still the shop page.
          if (err instanceof PageNotFound) return shop(headOf({ page: 'shop' }, ctx));
          throw err;
        }
      });

      app.get(`${prefix}/products/:slug`, async (request, reply) => {
        const { slug } = request.params as { slug: string };
        const ctx = await contextOf(request, language);
        const missing = () =>
          send(request, reply, ctx, headOf({ page: 'not-found', what: 'product' }, ctx), 404, 'product');
        if (slug.length > MAX_SLUG) return missing();
        try {
          // The head is made only when the page is not kept already (send).
          return await send(
            request,
            reply,
            ctx,
            async () => {
              const product = await publicProduct(slug);
              return productPage(product, ctx, await pictureSize(productPicture(product)));
            },
            200,
            'product',
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
  { name: 'spa', dependencies: ['cache', 'database', 'asset-urls'] },
);
