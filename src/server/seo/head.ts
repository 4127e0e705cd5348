// The HTML head of a page as the server writes it into the built index.html (README.md#link-previews-and-search-engines),
// so link previews (WhatsApp, Facebook, Instagram) and crawlers see the page without running JavaScript. The head
// itself comes from the builders the storefront runs too (src/shared/page-head.ts); what only the first HTML
// carries is added here: stylesheets, fonts and the first picture to fetch at once, the data the body
// was rendered with and the site facts the storefront's later heads use. Everything written is escaped: product and category names
// are admin input.
import type { Product } from '../../../generated/models';
import { escapeHtml } from '../../shared/escape-html';
import {
  headTags,
  jsonForScript,
  productHead,
  SITE_FACTS_ID,
  type HeadContext,
  type HeadTag,
  type PageHead,
  type PictureSize,
  type SiteFacts,
} from '../../shared/page-head';
import { firstPictureOf, PRODUCT_MAIN_IMAGE_SIZES, srcSetFor } from '../../shared/product-pictures';

export interface Head extends PageHead {
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
  /** Stylesheets written into the head: each file's URL and its text, already safe inside `<style>`. */
  styles?: Array<{ href: string; css: string }>;
  /** The page rendered by the storefront (src/storefront/entry-server.tsx), inside `<div id="root">`. */
  body?: string;
  /** The head's share of that render: `<link>`s React wrote (the first pictures' preloads), as HTML. */
  hoisted?: string;
  /** The origin and the shop's facts, for the heads the storefront writes after the shopper moves on. */
  site?: SiteFacts;
}

/** A product page: the shared head, and its first picture fetched at once (when the body is not rendered). */
export function productPage(product: Product, ctx: HeadContext, pictureSize?: PictureSize): Head {
  return { ...productHead(product, ctx, pictureSize), leadImage: firstPictureOf(product) };
}

/** One element as HTML: attribute values and the title escaped; a script's text is already `jsonForScript`'s. */
export function renderTag({ tag, attributes, text = '' }: HeadTag): string {
  const attrs = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attrs} />`;
  return `<${tag}${attrs}>${tag === 'script' ? text : escapeHtml(text)}</${tag}>`;
}

/** The tags of `head`, one a line: exactly one <title>, first. */
export function renderHead(head: Head): string {
  const [title, ...rest] = headTags(head).map(renderTag);
  const lines = [title];
  for (const stylesheet of head.stylesheets ?? [])
    lines.push(`<link rel="stylesheet" href="${escapeHtml(stylesheet)}" />`);
  if (head.hoisted) lines.push(head.hoisted);
  for (const { href, css } of head.styles ?? [])
    // The file named too, disabled (never fetched): the app's code loads a page's stylesheet unless a
    // stylesheet link of that URL is there, and would apply it again, after the others, mid-hydration.
    lines.push(`<style>${css}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled />`);
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
  lines.push(...rest);
  // JSON-LD, the page data and the site facts are data blocks: the CSP's script-src (no inline script) does not
  // apply, as a browser never runs them, so the policy stays as strict as it is.
  const data = head.dataJson ?? (head.data === undefined ? undefined : jsonForScript(head.data));
  if (data) lines.push(`<script type="application/json" id="page-data">${data}</script>`);
  if (head.site)
    lines.push(`<script type="application/json" id="${SITE_FACTS_ID}">${jsonForScript(head.site)}</script>`);
  return lines.join('\n    ');
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
