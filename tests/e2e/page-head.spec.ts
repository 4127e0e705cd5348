/**
 * The head after a click, not only in the HTML the server sent: a shopper lands on the home page (English, then
 * Arabic) and opens a product from Featured inside the app; the head is then the product's — title, canonical,
 * og:url and the Product JSON-LD, as a crawler fetching the product's URL reads them — with one <title>, and
 * nothing of the home page's (its canonical, its Organization and WebSite) left. The head's builders are not
 * downloaded on the landing page, whose head the server wrote.
 */
import type { Page } from '@playwright/test';
import ogs from 'open-graph-scraper';
import { productBySlug } from './support/api';
import { expect, test } from './support/fixtures';

/** What the head says, read in the page. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      canonical: attr('link[rel="canonical"]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      hreflang: attr('link[rel="alternate"][hreflang]', 'href'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as { '@type': string; name?: string; url?: string },
      ),
    };
  });
}

for (const [language, home, featured] of [
  ['en', '/', 'Featured'],
  ['ar', '/ar', 'مختارات مميزة'],
] as const)
  test(`after moving from ${home} to a product inside the app, the head is the product's (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const builders: string[] = [];
    page.on('request', (r) => {
      if (/apply-page-head/.test(r.url())) builders.push(r.url());
    });
    await page.goto(home);
    await page.waitForLoadState('networkidle');
    // The landing page's head is the server's: the builders' chunk loads with the first move, not before.
    expect(builders).toEqual([]);
    const landing = await readHead(page);
    expect(landing.canonical).toEqual([`${baseURL}${home}`]);
    expect(landing.jsonLd.map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);

    const card = page
      .locator('section', { has: page.getByRole('heading', { name: featured, exact: true }) })
      .locator('a[href*="/products/"]')
      .first();
    const href = (await card.getAttribute('href'))!;
    const slug = decodeURIComponent(href.split('/products/')[1]!);
    const product = await productBySlug(request, slug);
    const name = language === 'ar' && product.nameAr?.trim() ? product.nameAr : product.name;
    const url = `${baseURL}${language === 'ar' ? '/ar' : ''}/products/${encodeURIComponent(slug)}`;

    // A client-side move: the document stays the one the home page's HTML made.
    await page.evaluate(() => ((window as { landedHere?: boolean }).landedHere = true));
    await card.click();
    await expect(page).toHaveURL(url);
    await expect.poll(async () => (await readHead(page)).canonical).toEqual([url]);
    expect(await page.evaluate(() => (window as { landedHere?: boolean }).landedHere)).toBe(true);
    expect(builders).toHaveLength(1);

    const head = await readHead(page);
    expect(head.title).toBe(`${name} — Morph`);
    expect(head.titles).toBe(1);
    expect(head.ogUrl).toEqual([url]);
    expect(head.ogTitle).toEqual([`${name} — Morph`]);
    expect(head.hreflang).toContain(url);
    expect(head.jsonLd.map((ld) => ld['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({ name, url });
    // A link-preview scraper given the document as it is now reads the product, not the home page.
    const now = await page.content();
    const { result } = await ogs({ html: now });
    expect(result.ogUrl).toBe(url);
    expect(result.ogTitle).toBe(`${name} — Morph`);
    expect(result.ogDescription?.length).toBeGreaterThan(20);
    expect(result.ogImage?.[0]?.url).toMatch(new RegExp(`^${baseURL}/`));
    expect([...now.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1])).toEqual([url]);
    // The product's own HTML says the same.
    const sent = await (await request.get(url)).text();
    expect(sent).toContain(`<link rel="canonical" href="${url}" />`);
    expect(sent.match(/<title\b/g)).toHaveLength(1);
  });
