// The head of a public page as the server writes it into the built index.html (README.md#link-previews-and-search-engines), so link previews
// (WhatsApp, Facebook, Instagram) and crawlers see the page without running JavaScript. Pure: the plugin
// (plugins/spa.ts) gives it the product or category and the origin. Everything written is escaped: product and
// category names are admin input.
import type { Product } from '../../../generated/models';
import { firstPictureOf, PRODUCT_MAIN_IMAGE_SIZES, srcSetFor } from '../../shared/product-pictures';
import { escapeHtml } from '../../shared/escape-html';
import { shopperPrice } from '../../shared/shown-price';
import { ARABIC_PREFIX } from '../../shared/routes';
import {
  HOME_DESCRIPTION,
  HOME_DESCRIPTION_AR,
  HOME_TITLE,
  HOME_TITLE_AR,
  SHOP_DESCRIPTION,
  SHOP_DESCRIPTION_AR,
  SHOP_TITLE,
  SHOP_TITLE_AR,
  SITE_NAME,
} from '../../shared/site-texts';
import { msg, render } from '../i18n';

/** The page's language: Arabic pages live under `/ar`. */
export type PageLanguage = 'en' | 'ar';

export { SITE_NAME };

export { escapeHtml };

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

export interface Head {
  title: string;
  description?: string;
  /** Absolute URL of the page (canonical and og:url). */
  url?: string;
  /** Absolute URL of the picture of link previews. */
  image?: string;
  type?: 'website' | 'product';
  /** Structured data (schema.org), each written as its own JSON-LD block. */
  jsonLd?: unknown[];
  /** `<meta name="robots">`, e.g. `noindex` for a shopper's own order. */
  robots?: string;
  /** The page's language: `<html lang dir>`, og:locale (English when not given). */
  language?: PageLanguage;
  /** The same page in each language (hreflang alternates; English is the x-default). */
  alternates?: Record<PageLanguage, string>;
  /** Fonts the page needs at once (root-relative URLs of woff2 files), preloaded. */
  fonts?: string[];
  /** The page's first large picture (a product's), fetched before the app asks for it. */
  leadImage?: string;
  /**
   * The data the page's body was rendered with (react-query's dehydrated cache), handed to the browser in the
   * HTML (`<script type="application/json" id="page-data">`, read by src/storefront/page-data.ts).
   */
  data?: unknown;
  /** `data` already written as JSON for the script (jsonForScript): a kept page is not serialized again. */
  dataJson?: string;
  /** Stylesheets the rendered body paints with. */
  stylesheets?: string[];
  /** The code that hydrates the body (its chunks), fetched with the page's entry instead of after it. */
  modules?: string[];
  /** The page rendered by the storefront (src/storefront/entry-server.tsx), inside `<div id="root">`. */
  body?: string;
  /** The head's share of that render: `<link>`s React wrote (the first pictures' preloads), as HTML. */
  hoisted?: string;
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

/** The tags of `head`, one a line. */
export function renderHead(head: Head): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content !== undefined) lines.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  };
  meta('name', 'description', head.description);
  meta('name', 'robots', head.robots);
  if (head.url) lines.push(`<link rel="canonical" href="${escapeHtml(head.url)}" />`);
  if (head.alternates) {
    for (const [language, href] of Object.entries(head.alternates))
      lines.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}" />`);
    lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}" />`);
  }
  for (const stylesheet of head.stylesheets ?? [])
    lines.push(`<link rel="stylesheet" href="${escapeHtml(stylesheet)}" />`);
  if (head.hoisted) lines.push(head.hoisted);
  for (const module of head.modules ?? [])
    lines.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(module)}" />`);
  for (const font of head.fonts ?? [])
    lines.push(`<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin />`);
  if (head.leadImage) {
    // The same srcset and sizes as the page's <img>, so the browser picks the same file and uses it there.
    const srcset = srcSetFor(head.leadImage);
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}"${
        srcset
          ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PRODUCT_MAIN_IMAGE_SIZES)}"`
          : ''
      } fetchpriority="high" />`,
    );
  }
  if (head.url) {
    meta('property', 'og:site_name', SITE_NAME);
    meta('property', 'og:type', head.type ?? 'website');
    meta('property', 'og:locale', head.language === 'ar' ? 'ar_EG' : 'en_US');
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    meta('property', 'og:url', head.url);
    meta('property', 'og:image', head.image);
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', head.description);
    meta('name', 'twitter:image', head.image);
  }
  // JSON-LD and the page data are data blocks: the CSP's script-src (no inline script) does not apply, as a
  // browser never runs them, so the policy stays as strict as it is.
  for (const data of head.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  const data = head.dataJson ?? (head.data === undefined ? undefined : jsonForScript(head.data));
  if (data) lines.push(`<script type="application/json" id="page-data">${data}</script>`);
  return lines.join('\n    ');
}

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
export function productImage(product: Product): string | undefined {
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

export function homeHead(origin: string, language: PageLanguage = 'en'): Head {
  return {
    title: language === 'ar' ? HOME_TITLE_AR : HOME_TITLE,
    description: language === 'ar' ? HOME_DESCRIPTION_AR : HOME_DESCRIPTION,
    url: pageUrl(origin, '/', language),
    type: 'website',
    language,
    alternates: alternatesOf(origin, '/'),
  };
}

export function shopHead(
  origin: string,
  category?: {
    slug: string;
    name: string;
    nameAr?: string | null;
    description?: string | null;
    descriptionAr?: string | null;
    imageUrl?: string | null;
  },
  language: PageLanguage = 'en',
): Head {
  if (!category)
    return {
      title: language === 'ar' ? SHOP_TITLE_AR : SHOP_TITLE,
      description: language === 'ar' ? SHOP_DESCRIPTION_AR : SHOP_DESCRIPTION,
      url: pageUrl(origin, '/shop', language),
      language,
      alternates: alternatesOf(origin, '/shop'),
    };
  const path = `/shop?category=${encodeURIComponent(category.slug)}`;
  const name = inLanguage(language, category.name, category.nameAr);
  const description = inLanguage(language, category.description ?? '', category.descriptionAr);
  return {
    title: `${name} — ${SITE_NAME}`,
    description: description.trim()
      ? summary(description)
      : render(msg('page.categoryDescription', { category: name, site: SITE_NAME }), language),
    url: pageUrl(origin, path, language),
    image: category.imageUrl ? absoluteUrl(category.imageUrl, origin) : undefined,
    language,
    alternates: alternatesOf(origin, path),
  };
}

export function productHead(product: Product, origin: string, language: PageLanguage = 'en'): Head {
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const url = pageUrl(origin, path, language);
  const image = productImage(product);
  const imageUrl = image ? absoluteUrl(image, origin) : undefined;
  const name = inLanguage(language, product.name, product.nameAr);
  const description = summary(inLanguage(language, product.description, product.descriptionAr) || name);
  const ar = language === 'ar';
  const category = product.categories[0];
  const inStock = product.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  return {
    title: `${name} — ${SITE_NAME}`,
    description,
    url,
    image: imageUrl,
    leadImage: firstPictureOf(product),
    type: 'product',
    language,
    alternates: alternatesOf(origin, path),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        ...(ar ? { inLanguage: 'ar' } : {}),
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
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: render(msg('page.home'), language), url: pageUrl(origin, '/', language) },
          { name: render(msg('page.shop'), language), url: pageUrl(origin, '/shop', language) },
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
  };
}

/** The built index.html cut where the head goes, its own title and description taken out. */
export interface Template {
  before: string;
  after: string;
}

export function splitTemplate(html: string): Template {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  let at = stripped.search(/<\/head>/i);
  if (at < 0) {
    // No head element written out (the parser makes one): the tags go right after the doctype.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(stripped);
    at = doctype ? doctype[0].length : 0;
  }
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}

/** The page: `<html lang dir>` of its language, and its head. */
export function renderPage(template: Template, head: Head): string {
  const language = head.language ?? 'en';
  const before = template.before.replace(
    /<html\b[^>]*>/i,
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
  );
  const after = head.body
    ? template.after.replace(
        '<div id="root"></div>',
        () => `<div id="root" data-server-rendered="">${head.body}</div>`,
      )
    : template.after;
  return `${before}  ${renderHead(head)}\n  ${after}`;
}
