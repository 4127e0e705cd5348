import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createContractServer } from '../testing/msw';
import { renderStorefront } from '../testing/render-storefront';
import { applyPageHead, resetSiteFacts } from './apply-page-head';
import { noteLandingHead } from './page-head';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  for (const element of [...document.head.children]) if (element.tagName !== 'STYLE') element.remove();
  resetSiteFacts();
  noteLandingHead();
});

const head = {
  canonical: () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  meta: (key: string) =>
    document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content'),
  titles: () => document.head.querySelectorAll('title').length,
  jsonLd: () =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
};

const DRESS = 'Linen Wrap Midi Dress';

/** From the home page to the dress, as a shopper does: its card in Featured. */
async function openTheDress() {
  const featured = screen.getByRole('heading', { name: 'Featured' }).closest('section')!;
  fireEvent.click(await within(featured).findByRole('link', { name: DRESS }));
}

describe('usePageHead', () => {
  it("makes the head the product's after moving from home to a product", async () => {
    const origin = window.location.origin;
    renderStorefront('/');
    await waitFor(() => expect(document.title).toBe('Morph — Less effort, More impression'));
    expect(head.canonical()).toBe(`${origin}/`);
    expect(head.jsonLd().map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);

    await openTheDress();
    const url = `${origin}/products/linen-wrap-midi-dress`;
    await waitFor(() => expect(head.canonical()).toBe(url));
    expect(document.title).toBe(`${DRESS} — Morph`);
    expect(head.titles()).toBe(1);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:title')).toBe(`${DRESS} — Morph`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toMatch(/^https?:\/\//);
    expect(head.meta('og:image:alt')).toBe(DRESS);
    expect(document.head.querySelector('link[hreflang="ar"]')?.getAttribute('href')).toBe(
      `${origin}/ar/products/linen-wrap-midi-dress`,
    );
    // The home page's Organization and WebSite are gone; the product's own blocks are there, once each.
    expect(head.jsonLd().map((ld) => ld['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(head.jsonLd()[0]).toMatchObject({ name: DRESS, url });
    // Nothing of it is in the page's body.
    expect(document.body.querySelector('title, meta, link[rel="canonical"]')).toBeNull();
  });

  it("leaves the landing page's head to the server's, then uses its origin and the shop's facts", async () => {
    document.title = 'Written by the server';
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="canonical" href="https://morph.example/" />' +
        '<script type="application/json" id="site-facts">' +
        JSON.stringify({
          origin: 'https://morph.example',
          shipping: { cheapest: 45, dearest: 120 },
          returns: { windowDays: 30, refundShipping: false },
        }) +
        '</script>',
    );
    noteLandingHead();
    renderStorefront(window.location.pathname);
    await screen.findByRole('heading', { name: 'Featured' });
    // Long enough for the builders' chunk, already loaded by the test before, to write a head.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Written by the server');

    await openTheDress();
    const url = 'https://morph.example/products/linen-wrap-midi-dress';
    await waitFor(() => expect(head.canonical()).toBe(url));
    expect(head.titles()).toBe(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    const offers = head.jsonLd()[0].offers as Record<string, unknown>;
    expect(offers).toMatchObject({
      shippingDetails: {
        shippingRate: { minValue: 45, maxValue: 120 },
        shippingDestination: { addressCountry: 'EG' },
      },
      hasMerchantReturnPolicy: { merchantReturnDays: 30, applicableCountry: 'EG' },
    });
  });
});

describe('applyPageHead', () => {
  it('keeps one <title> and the size the server measured while the picture is the same', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<title>One</title><title>Two</title>' +
        '<meta property="og:image" content="https://morph.example/uploads/categories/dresses-640.webp" />' +
        '<meta property="og:image:width" content="640" /><meta property="og:image:height" content="800" />' +
        '<meta name="robots" content="noindex" />' +
        '<script type="application/json" id="site-facts">{"origin":"https://morph.example"}</script>',
    );
    const dresses = {
      slug: 'dresses',
      name: 'Dresses',
      imageUrl: '/uploads/categories/dresses-640.webp',
    };
    applyPageHead({ page: 'shop', category: dresses }, 'en');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Dresses — Morph');
    expect(head.meta('og:image:width')).toBe('640');
    expect(head.meta('og:image:height')).toBe('800');
    expect(head.meta('robots')).toBeUndefined();
    // Another picture: its size is not known here, so none is said.
    applyPageHead({ page: 'shop', category: { ...dresses, imageUrl: '/uploads/x-640.webp' } }, 'en');
    expect(head.meta('og:image')).toBe('https://morph.example/uploads/x-640.webp');
    expect(head.meta('og:image:width')).toBeUndefined();
  });

  it('writes the Arabic page in Arabic', () => {
    applyPageHead({ page: 'home' }, 'ar');
    expect(document.title).toBe('Morph — مجهود أقل، انطباع أكبر');
    expect(head.canonical()).toBe(`${window.location.origin}/ar`);
    expect(head.meta('og:locale')).toBe('ar_EG');
  });
});
