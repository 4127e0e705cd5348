// The head of a public page as the server writes it into the built index.html (DESIGN.md §6), so link previews
// (WhatsApp, Facebook, Instagram) and crawlers see the page without running JavaScript. Pure: the plugin
// (plugins/spa.ts) gives it the product or category and the origin. Everything written is escaped: product and
// category names are admin input.
import type { Product } from '../../../generated/models';
import {
  HOME_DESCRIPTION,
  HOME_TITLE,
  SHOP_DESCRIPTION,
  SHOP_TITLE,
  SITE_NAME,
} from '../../shared/site-texts';

export { SITE_NAME };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

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
  /** `<meta name="robots">`, e.g. `noindex` for a shopper's own order (issue 11). */
  robots?: string;
}

/** The tags of `head`, one a line. */
export function renderHead(head: Head): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content !== undefined) lines.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  };
  meta('name', 'description', head.description);
  meta('name', 'robots', head.robots);
  if (head.url) lines.push(`<link rel="canonical" href="${escapeHtml(head.url)}" />`);
  if (head.url) {
    meta('property', 'og:site_name', SITE_NAME);
    meta('property', 'og:type', head.type ?? 'website');
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    meta('property', 'og:url', head.url);
    meta('property', 'og:image', head.image);
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', head.description);
    meta('name', 'twitter:image', head.image);
  }
  // JSON-LD is a data block: the CSP's script-src (no inline script) does not apply, as a browser never runs
  // it, so the policy stays as strict as it is.
  for (const data of head.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
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

/** The price a shopper pays now (after the discount in force), as the API answers it. */
export const shopperPrice = (product: Product): number => product.discount?.discountedPrice ?? product.price;

/** The product's first picture: its main image, else its first gallery or colour image. */
export function productImage(product: Product): string | undefined {
  return (
    product.imageUrl ??
    product.images[0]?.url ??
    product.variants.find((v) => v.imageUrl)?.imageUrl ??
    undefined
  );
}

export function homeHead(origin: string): Head {
  return { title: HOME_TITLE, description: HOME_DESCRIPTION, url: `${origin}/`, type: 'website' };
}

export function shopHead(
  origin: string,
  category?: { slug: string; name: string; description?: string | null; imageUrl?: string | null },
): Head {
  if (!category) return { title: SHOP_TITLE, description: SHOP_DESCRIPTION, url: `${origin}/shop` };
  return {
    title: `${category.name} — ${SITE_NAME}`,
    description: category.description?.trim()
      ? summary(category.description)
      : `${category.name} at ${SITE_NAME}: prices in EGP, cash on delivery across Egypt.`,
    url: `${origin}/shop?category=${encodeURIComponent(category.slug)}`,
    image: category.imageUrl ? absoluteUrl(category.imageUrl, origin) : undefined,
  };
}

export function productHead(product: Product, origin: string): Head {
  const url = `${origin}/products/${encodeURIComponent(product.slug)}`;
  const image = productImage(product);
  const imageUrl = image ? absoluteUrl(image, origin) : undefined;
  const description = summary(product.description || product.name);
  const category = product.categories[0];
  const inStock = product.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  return {
    title: `${product.name} — ${SITE_NAME}`,
    description,
    url,
    image: imageUrl,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
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
          { name: 'Home', url: `${origin}/` },
          { name: 'Shop', url: `${origin}/shop` },
          ...(category
            ? [{ name: category.name, url: `${origin}/shop?category=${encodeURIComponent(category.slug)}` }]
            : []),
          { name: product.name, url },
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

export function renderPage(template: Template, head: Head): string {
  return `${template.before}  ${renderHead(head)}\n  ${template.after}`;
}
