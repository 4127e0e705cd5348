// The head of every storefront page — title, description, robots, canonical, hreflang, Open Graph, Twitter and
// JSON-LD — from one set of pure builders run on both ends (README.md#link-previews-and-search-engines): the server
// writes it into the HTML it sends (src/server/seo/head.ts), so link previews and crawlers read it without
// JavaScript, and the storefront writes it into document.head after each move (src/storefront/components/
// page-head.ts), so the page a shopper reaches by clicking says what the server would have said. Typed by shape:
// shared code does not import the generated models. Nothing here is HTML: `headTags` lists elements, which the
// server writes escaped and the browser creates as nodes.
import { ARABIC_PREFIX, NOINDEX_PAGES } from './routes';
import { shopperPrice, type PricedProduct } from './shown-price';
import { HEAD_TEXTS } from './head-texts';
import { DEFAULT_RETURN_POLICY } from './return-policy';
import { SITE_NAME } from './site-texts';

/** The page's language: Arabic pages live under `/ar`. */
export type PageLanguage = 'en' | 'ar';

export interface PictureSize {
  width: number;
  height: number;
}

/** The picture of link previews: absolute URL, what it shows, and its size when known. */
export interface PagePicture extends Partial<PictureSize> {
  url: string;
  alt: string;
}

export interface PageHead {
  title: string;
  description?: string;
  /** `<meta name="robots">`, e.g. `noindex, nofollow` for a shopper's own order. */
  robots?: string;
  /** Absolute URL of the page (canonical and og:url); a page without one has no Open Graph either. */
  url?: string;
  image?: PagePicture;
  type?: 'website' | 'product';
  /** The page's language: `<html lang dir>` in the HTML the server sends, og:locale (English when not given). */
  language?: PageLanguage;
  /** The same page in each language (hreflang alternates; English is the x-default). */
  alternates?: Record<PageLanguage, string>;
  /** Structured data (schema.org), each written as its own JSON-LD block. */
  jsonLd?: unknown[];
}

/** What the shop's settings say that a product's JSON-LD repeats, in EGP and days. */
export interface ShopFacts {
  /** The cheapest and the dearest governorate's shipping fee. */
  shipping?: { cheapest: number; dearest: number };
  /** The owner's returns policy: the window, and whether a return gets the shipping fee back. */
  returns?: { windowDays: number; refundShipping: boolean };
}

/**
 * What every page's HTML hands the storefront for the heads it writes later (`<script type="application/json"
 * id="site-facts">`): the origin absolute URLs use (PUBLIC_ORIGIN, else the request's) and the shop's facts.
 */
export interface SiteFacts extends ShopFacts {
  origin: string;
}
export const SITE_FACTS_ID = 'site-facts';

export interface HeadContext {
  origin: string;
  language: PageLanguage;
  facts?: ShopFacts;
}

interface Named {
  name: string;
  nameAr?: string | null;
}

export interface HeadCategory extends Named {
  slug: string;
  description?: string | null;
  descriptionAr?: string | null;
  imageUrl?: string | null;
}

export interface HeadProduct extends Named, PricedProduct {
  slug: string;
  sku?: string | null;
  description: string;
  descriptionAr?: string | null;
  imageUrl?: string | null;
  images: Array<{ url: string }>;
  variants: Array<{ imageUrl?: string | null; sizes: Array<{ stock: number }> }>;
  categories: Array<Named & { slug: string }>;
}

/** Which page a head is for, with what it shows: the one argument both ends give `headOf`. */
export type PageSpec =
  | { page: 'home' }
  | { page: 'shop'; category?: HeadCategory }
  | { page: 'product'; product: HeadProduct }
  | { page: 'terms' | 'privacy' | 'returns' | 'cart' | 'checkout' | 'login' | 'track' }
  | { page: 'order'; orderNumber: string; missing?: boolean }
  | { page: 'not-found'; what: 'page' | 'product' }
  /** A page the head cannot describe (a product still loading or failed to load, the back office): the name alone. */
  | { page: 'other' };

/** The shop's link-preview picture (public/), for pages that show no picture of their own. */
export const SHOP_PICTURE = { path: '/link-preview.jpg', width: 1200, height: 630 } as const;
/** The shop's logo (public/), for the home page's Organization. */
export const SHOP_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** Robots of the pages no search engine may list nor follow: a shopper's own order, tracking. */
const robotsOf = (page: 'order' | 'track') => (NOINDEX_PAGES.has(page) ? 'noindex, nofollow' : undefined);

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes (still the same JSON), so no `</script>`
 * or `<!--` can end or change the element; U+2028/2029 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `path` (root-relative, with its query) on `origin`, in `language`: `/shop` → `/ar/shop`, `/` → `/ar`. */
export function pageUrl(origin: string, path: string, language: PageLanguage = 'en'): string {
  if (language === 'en') return `${origin}${path}`;
  return `${origin}${ARABIC_PREFIX}${path === '/' ? '' : path}`;
}

/** Both languages' URLs of one page. */
export const alternatesOf = (origin: string, path: string): Record<PageLanguage, string> => ({
  en: pageUrl(origin, path, 'en'),
  ar: pageUrl(origin, path, 'ar'),
});

/** `url` made absolute on `origin` (an upload path, or already absolute on the asset origin). */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

/** Plain text of at most `max` characters, for a description (whitespace folded, cut at a word). */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The product's first picture: its main image, else its first gallery or colour image. */
export function productPicture(product: HeadProduct): string | undefined {
  return (
    product.imageUrl ??
    product.images[0]?.url ??
    product.variants.find((v) => v.imageUrl)?.imageUrl ??
    undefined
  );
}

/** The Arabic text where the shop wrote one (and the page is Arabic), else the English. */
const inLanguage = (language: PageLanguage, english: string, arabic?: string | null): string =>
  language === 'ar' && arabic?.trim() ? arabic : english;

const named = (name: string) => `${name} — ${SITE_NAME}`;

const shopPicture = ({ origin, language }: HeadContext): PagePicture => ({
  url: `${origin}${SHOP_PICTURE.path}`,
  width: SHOP_PICTURE.width,
  height: SHOP_PICTURE.height,
  alt: HEAD_TEXTS[language].shopPicture,
});

/** A page of the shop that search engines list: canonical, both languages, a picture. */
function publicHead(
  ctx: HeadContext,
  path: string,
  head: Omit<PageHead, 'url' | 'language' | 'alternates'>,
): PageHead {
  return {
    type: 'website',
    ...head,
    image: head.image ?? shopPicture(ctx),
    url: pageUrl(ctx.origin, path, ctx.language),
    language: ctx.language,
    alternates: alternatesOf(ctx.origin, path),
  };
}

/** The shop itself, and how to search it, for the home page: the same in both languages but the URLs. */
export function homeJsonLd({ origin, language }: HeadContext): unknown[] {
  const home = pageUrl(origin, '/', language);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: home,
      logo: `${origin}${SHOP_LOGO.path}`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: home,
      inLanguage: language,
      // The header's search box goes to the shop with the text as `q` (features/search/search-target.ts).
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: pageUrl(origin, '/shop?q={search_term_string}', language),
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function homeHead(ctx: HeadContext): PageHead {
  const { title, description } = HEAD_TEXTS[ctx.language].home;
  return publicHead(ctx, '/', { title, description, jsonLd: homeJsonLd(ctx) });
}

/** The shop, or one category of it (its own picture, with its size when the server measured it). */
export function shopHead(ctx: HeadContext, category?: HeadCategory, pictureSize?: PictureSize): PageHead {
  const texts = HEAD_TEXTS[ctx.language];
  if (!category) return publicHead(ctx, '/shop', texts.shop);
  const name = inLanguage(ctx.language, category.name, category.nameAr);
  // The page shows no description of its own: an Arabic page says the shop's words rather than English ones.
  const description = (ctx.language === 'ar' ? category.descriptionAr : category.description) ?? '';
  return publicHead(ctx, `/shop?category=${encodeURIComponent(category.slug)}`, {
    title: named(name),
    description: description.trim() ? summary(description) : texts.categoryDescription(name),
    image: category.imageUrl
      ? { url: absoluteUrl(category.imageUrl, ctx.origin), alt: name, ...pictureSize }
      : undefined,
  });
}

/** A shipping fee in EGP, or the range of the governorates' fees, as schema.org's MonetaryAmount. */
function egpAmount({ cheapest, dearest }: { cheapest: number; dearest: number }) {
  return cheapest === dearest
    ? { '@type': 'MonetaryAmount', currency: 'EGP', value: cheapest }
    : { '@type': 'MonetaryAmount', currency: 'EGP', minValue: cheapest, maxValue: dearest };
}

/**
 * Delivery anywhere in Egypt, at the governorate's fee: between the cheapest and the dearest (one fee when
 * they are the same). One OfferShippingDetails for the country, as the shop ships to all of it.
 */
export function shippingDetails(shipping: { cheapest: number; dearest: number }) {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: egpAmount(shipping),
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'EG' },
  };
}

/**
 * The owner's returns policy: so many days from delivery, in Egypt, picked up by courier (schema.org's nearest
 * method is by mail). A return that gets the shipping fee back costs the shopper nothing; otherwise she pays her
 * governorate's fee, between the cheapest and the dearest.
 */
export function merchantReturnPolicy(
  returns: { windowDays: number; refundShipping: boolean },
  ctx: HeadContext,
) {
  const free = returns.refundShipping;
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'EG',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: returns.windowDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: free ? 'https://schema.org/FreeReturn' : 'https://schema.org/ReturnShippingFees',
    ...(!free && ctx.facts?.shipping ? { returnShippingFeesAmount: egpAmount(ctx.facts.shipping) } : {}),
    merchantReturnLink: pageUrl(ctx.origin, '/returns', ctx.language),
  };
}

/** A product page: its picture (with its size when the server measured it), Product and BreadcrumbList. */
export function productHead(product: HeadProduct, ctx: HeadContext, pictureSize?: PictureSize): PageHead {
  const { origin, language, facts } = ctx;
  const texts = HEAD_TEXTS[language];
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const url = pageUrl(origin, path, language);
  const picture = productPicture(product);
  const imageUrl = picture ? absoluteUrl(picture, origin) : undefined;
  const name = inLanguage(language, product.name, product.nameAr);
  const description = summary(inLanguage(language, product.description, product.descriptionAr) || name);
  const category = product.categories[0];
  const inStock = product.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  return publicHead(ctx, path, {
    title: named(name),
    description,
    type: 'product',
    image: imageUrl ? { url: imageUrl, alt: name, ...pictureSize } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        ...(language === 'ar' ? { inLanguage: 'ar' } : {}),
        description,
        sku: product.sku || undefined,
        url,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        brand: { '@type': 'Brand', name: SITE_NAME },
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'EGP',
          price: shopperPrice(product).toFixed(2),
          availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          ...(facts?.shipping ? { shippingDetails: shippingDetails(facts.shipping) } : {}),
          ...(facts?.returns ? { hasMerchantReturnPolicy: merchantReturnPolicy(facts.returns, ctx) } : {}),
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: texts.homeCrumb, url: pageUrl(origin, '/', language) },
          { name: texts.shopCrumb, url: pageUrl(origin, '/shop', language) },
          ...(category
            ? [
                {
                  name: inLanguage(language, category.name, category.nameAr),
                  url: pageUrl(origin, `/shop?category=${encodeURIComponent(category.slug)}`, language),
                },
              ]
            : []),
          { name, url },
        ].map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
      },
    ],
  });
}

/** The head of any page of the shop. */
export function headOf(spec: PageSpec, ctx: HeadContext, pictureSize?: PictureSize): PageHead {
  const texts = HEAD_TEXTS[ctx.language];
  const { language } = ctx;
  switch (spec.page) {
    case 'home':
      return homeHead(ctx);
    case 'shop':
      return shopHead(ctx, spec.category, pictureSize);
    case 'product':
      return productHead(spec.product, ctx, pictureSize);
    case 'terms':
    case 'privacy':
      return publicHead(ctx, `/${spec.page}`, {
        title: named(texts[spec.page].title),
        description: texts[spec.page].description,
      });
    case 'returns':
      return publicHead(ctx, '/returns', {
        title: named(texts.returns.title),
        description: texts.returns.description(
          ctx.facts?.returns?.windowDays ?? DEFAULT_RETURN_POLICY.windowDays,
        ),
      });
    case 'order':
      return {
        title: named(spec.missing ? texts.orderNotFound : texts.order(spec.orderNumber)),
        robots: robotsOf('order'),
        language,
      };
    case 'track':
      return { title: named(texts.track), robots: robotsOf('track'), language };
    case 'login':
      return { title: named(texts.login), robots: 'noindex', language };
    case 'other':
      return { title: SITE_NAME, language };
    case 'not-found':
      return {
        title: named(spec.what === 'product' ? texts.productNotFound : texts.pageNotFound),
        robots: 'noindex',
        language,
      };
    default:
      // Cart and checkout: robots.txt keeps crawlers out.
      return { title: named(texts[spec.page]), language };
  }
}

/** One element of a head, as both ends write it. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Array<[string, string]>;
  text?: string;
}

/** The elements of `head`, the title first. */
export function headTags(head: PageHead): HeadTag[] {
  const tags: HeadTag[] = [{ tag: 'title', attributes: [], text: head.title }];
  const meta = (attr: 'name' | 'property', key: string, content: string | number | undefined) => {
    if (content !== undefined)
      tags.push({
        tag: 'meta',
        attributes: [
          [attr, key],
          ['content', String(content)],
        ],
      });
  };
  const link = (...attributes: Array<[string, string]>) => tags.push({ tag: 'link', attributes });
  meta('name', 'description', head.description);
  meta('name', 'robots', head.robots);
  if (head.url) link(['rel', 'canonical'], ['href', head.url]);
  if (head.alternates) {
    for (const [language, href] of Object.entries(head.alternates))
      link(['rel', 'alternate'], ['hreflang', language], ['href', href]);
    link(['rel', 'alternate'], ['hreflang', 'x-default'], ['href', head.alternates.en]);
  }
  if (head.url) {
    const { image } = head;
    meta('property', 'og:site_name', SITE_NAME);
    meta('property', 'og:type', head.type ?? 'website');
    meta('property', 'og:locale', head.language === 'ar' ? 'ar_EG' : 'en_US');
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    meta('property', 'og:url', head.url);
    meta('property', 'og:image', image?.url);
    meta('property', 'og:image:width', image?.width);
    meta('property', 'og:image:height', image?.height);
    meta('property', 'og:image:alt', image?.alt);
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', head.description);
    meta('name', 'twitter:image', image?.url);
    meta('name', 'twitter:image:alt', image?.alt);
  }
  for (const data of head.jsonLd ?? [])
    tags.push({
      tag: 'script',
      attributes: [['type', 'application/ld+json']],
      text: jsonForScript(data),
    });
  return tags;
}
