import { describe, expect, it } from 'vitest';
import type { Product } from '../../../generated/models';
import { jsonForScript, type HeadContext } from '../../shared/page-head';
import { productPage, renderHead, renderPage, splitTemplate } from './head';

const HOSTILE = `Dress </script><script>alert(1)</script> "quoted" <b>&amp;`;

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'linen-dress',
    name: 'Linen Dress',
    sku: 'LD-1',
    description: 'A linen dress.',
    price: 1000,
    previousPrice: null,
    isActive: true,
    imageUrl: '/uploads/products/linen-dress-640.webp',
    images: [],
    tags: [],
    categories: [{ id: 3, slug: 'dresses', name: 'Dresses' }],
    variants: [
      { id: 1, color: 'Sand', sku: '', imageUrl: null, images: [], sizes: [{ id: 1, size: 'M', stock: 0 }] },
    ],
    discount: { percentage: 20, discountedPrice: 800 },
    totalStock: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  } as Product;
}

const ctx: HeadContext = { origin: 'https://morph.example', language: 'en' };

const template = splitTemplate(
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Old</title></head><body><div id="root"></div></body></html>',
);

/** The page's elements as a browser's parser sees them: what is inside each <script>, and the rest. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

describe('the head of a product page', () => {
  it('carries the discounted price, the availability, an absolute image and the breadcrumbs', () => {
    const html = renderPage(template, productPage(product(), ctx));
    expect(html).toContain('<title>Linen Dress — Morph</title>');
    expect(html).not.toContain('<title>Old</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://morph.example/uploads/products/linen-dress-640.webp" />',
    );
    expect(html).toContain('<link rel="canonical" href="https://morph.example/products/linen-dress" />');
    const [productLd, breadcrumbs] = scripts(html).map((s) => JSON.parse(s));
    expect(productLd.offers).toMatchObject({
      price: '800.00',
      priceCurrency: 'EGP',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Shop',
      'Dresses',
      'Linen Dress',
    ]);
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps a hostile product name inside its text and its JSON', () => {
    const hostile = product({ name: HOSTILE, description: HOSTILE });
    // The page data as a rendered page carries it: the dehydrated answers, the product among them.
    const data = { queries: [{ queryKey: ['/api/products/x'], state: { data: hostile } }], mutations: [] };
    const html = renderPage(template, { ...productPage(hostile, ctx), data });
    // Only the two JSON-LD blocks and the page data are scripts, and each still parses to the name as written.
    expect(scripts(html)).toHaveLength(3);
    expect(JSON.parse(scripts(html)[0]).name).toBe(HOSTILE);
    expect(JSON.parse(scripts(html)[2]).queries[0].state.data.name).toBe(HOSTILE);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    // Every attribute value stays one attribute: no quote of the name ends it.
    for (const [, content] of html.matchAll(/<meta [a-z]+="[^"]+" content="([^"]*)" \/>/g))
      expect(content).not.toMatch(/[<>]/);
  });

  it('says InStock when a size has stock', () => {
    const p = product();
    p.variants[0].sizes[0].stock = 2;
    expect(JSON.stringify(productPage(p, ctx).jsonLd)).toContain('schema.org/InStock');
  });
});

describe('jsonForScript', () => {
  it('writes no <, > or & and stays the same JSON', () => {
    const value = { a: '</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('splitTemplate', () => {
  it('places the head after the doctype when the page writes no head element', () => {
    const page = renderPage(splitTemplate('<!doctype html><title>Morph</title><div id="root"></div>'), {
      title: 'Shop — Morph',
    });
    expect(page).toMatch(/^<!doctype html>\s*<title>Shop — Morph<\/title>\s*<div id="root"><\/div>$/);
  });
});

describe('renderHead', () => {
  it('writes one <title>, first, and hands the storefront the origin and the shop facts', () => {
    const html = renderHead({
      ...productPage(product(), ctx),
      site: { origin: 'https://morph.example', shipping: { cheapest: 45, dearest: 120 } },
    });
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(html.startsWith('<title>Linen Dress — Morph</title>')).toBe(true);
    const facts = /<script type="application\/json" id="site-facts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(facts ?? 'null')).toEqual({
      origin: 'https://morph.example',
      shipping: { cheapest: 45, dearest: 120 },
    });
  });

  it("writes a robots meta only when asked (a shopper's order page: noindex)", () => {
    expect(renderHead({ title: 'Morph', robots: 'noindex, nofollow' })).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
    expect(renderHead({ title: 'Morph' })).not.toContain('robots');
  });
});

describe('what a product page fetches at once', () => {
  it("preloads a product page's first picture: the first colour in stock, with the gallery's srcset and sizes", () => {
    const head = productPage(
      product({
        variants: [
          {
            id: 1,
            color: 'Sand',
            sku: '',
            imageUrl: '/uploads/products/sand-640.webp',
            images: [],
            sizes: [{ id: 1, size: 'M', stock: 0 }],
          },
          {
            id: 2,
            color: 'Sage',
            sku: '',
            imageUrl: '/uploads/products/sage-640.webp',
            images: [{ id: 9, url: '/uploads/products/sage-back-640.webp' }],
            sizes: [{ id: 2, size: 'M', stock: 4 }],
          },
        ],
      } as Partial<Product>),
      ctx,
    );
    expect(head.leadImage).toBe('/uploads/products/sage-640.webp');
    expect(renderHead(head)).toContain(
      '<link rel="preload" as="image" href="/uploads/products/sage-640.webp" imagesrcset="/uploads/products/sage-320.webp 320w, /uploads/products/sage-640.webp 640w, /uploads/products/sage-1280.webp 1280w" imagesizes="(min-width: 900px) 50vw, 100vw" fetchpriority="high" />',
    );
    // Nothing in stock: the product's own picture, as the page shows it.
    expect(productPage(product(), ctx).leadImage).toBe('/uploads/products/linen-dress-640.webp');
  });
});

describe("the home page's first screen", () => {
  it('goes inside the root with the stylesheets it paints with', () => {
    const page = renderPage(template, {
      title: 'Morph',
      stylesheets: ['/assets/app-1.css'],
      body: '<div class="site">$& $1</div>',
    });
    expect(page).toContain('<link rel="stylesheet" href="/assets/app-1.css" />');
    // The body is put in as written ($& and $1 are not replacement patterns).
    expect(page).toContain('<div id="root" data-server-rendered=""><div class="site">$& $1</div></div>');
  });
});
