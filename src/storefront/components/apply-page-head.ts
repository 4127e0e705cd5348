/**
 * Writes a page's head into document.head (loaded by `usePageHead` on the first move): the elements the shared
 * builders list (src/shared/page-head.ts), each kept when already there — the server's included — and the rest of
 * their kinds removed, so the head never keeps the canonical, og:* or JSON-LD of the page before. Other elements
 * of the head (stylesheets, the favicon, the page data) are not touched.
 */
import {
  headOf,
  headTags,
  SITE_FACTS_ID,
  type HeadTag,
  type PageHead,
  type PageLanguage,
  type PageSpec,
  type SiteFacts,
} from '../../shared/page-head';

/** The kinds of element a page's head is made of, besides its <title>. */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(',');

let site: SiteFacts | undefined;

/**
 * What the server handed over in the page's HTML: the origin its absolute URLs use (PUBLIC_ORIGIN) and the
 * shop's facts. Read once; without it (a front end hosted elsewhere) the page's own origin and no facts.
 */
export function siteFacts(doc: Document = document): SiteFacts {
  if (site) return site;
  site = { origin: doc.location?.origin ?? '' };
  try {
    const parsed = JSON.parse(doc.getElementById(SITE_FACTS_ID)?.textContent || 'null') as unknown;
    if (parsed && typeof parsed === 'object') {
      const { origin, shipping, returns } = parsed as Partial<SiteFacts>;
      if (typeof origin === 'string' && /^https?:\/\//.test(origin)) site.origin = origin;
      if (typeof shipping?.cheapest === 'number' && typeof shipping.dearest === 'number')
        site.shipping = shipping;
      if (typeof returns?.windowDays === 'number') site.returns = returns;
    }
  } catch {
    // Not JSON: the page's own origin, no facts.
  }
  return site;
}

/** Forgets the site facts read (tests). */
export function resetSiteFacts(): void {
  site = undefined;
}

const keyOf = (tag: HeadTag) => `${tag.tag} ${JSON.stringify(tag.attributes)} ${tag.text ?? ''}`;

const keyOfElement = (el: Element) =>
  `${el.localName} ${JSON.stringify(el.getAttributeNames().map((name) => [name, el.getAttribute(name)]))} ${
    el.localName === 'script' ? el.textContent : ''
  }`;

/**
 * A picture's size is known on the server only (it reads the file): while the page shows the picture the server
 * measured, its width and height stay.
 */
function withMeasuredSize(head: PageHead, doc: Document): PageHead {
  const image = head.image;
  const content = (property: string) =>
    doc.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  if (!image || image.width !== undefined || content('og:image') !== image.url) return head;
  const width = Number(content('og:image:width'));
  const height = Number(content('og:image:height'));
  return width > 0 && height > 0 ? { ...head, image: { ...image, width, height } } : head;
}

/** Makes document.head the head of `spec` in the page's `language`. */
export function applyPageHead(spec: PageSpec, language: PageLanguage, doc: Document = document): void {
  const { origin, ...facts } = siteFacts(doc);
  const head = withMeasuredSize(headOf(spec, { origin, language, facts }), doc);
  const [title, ...tags] = headTags(head);
  // One <title>, whatever was there.
  doc.head.querySelectorAll('title').forEach((element, i) => {
    if (i > 0) element.remove();
  });
  if (doc.title !== title.text) doc.title = title.text ?? '';

  const wanted = new Map(tags.map((tag) => [keyOf(tag), tag]));
  for (const element of doc.head.querySelectorAll(MANAGED)) {
    const key = keyOfElement(element);
    if (wanted.has(key)) wanted.delete(key);
    else element.remove();
  }
  for (const tag of wanted.values()) {
    const element = doc.createElement(tag.tag);
    for (const [name, value] of tag.attributes) element.setAttribute(name, value);
    if (tag.text !== undefined) element.textContent = tag.text;
    doc.head.append(element);
  }
}
