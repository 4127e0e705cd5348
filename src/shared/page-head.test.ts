import { describe, expect, it } from 'vitest';
import {
  headOf,
  headTags,
  homeHead,
  merchantReturnPolicy,
  productHead,
  shippingDetails,
  shopHead,
  SHOP_PICTURE,
  type HeadContext,
  type HeadProduct,
} from './page-head';

const en: HeadContext = { origin: 'https://morph.example', language: 'en' };
const ar: HeadContext = { origin: 'https://morph.example', language: 'ar' };

function product(overrides: Partial<HeadProduct> = {}): HeadProduct {
  return {
    slug: 'linen-dress',
    name: 'Linen Dress',
    nameAr: 'فستان كتان',
    sku: 'LD-1',
    description: 'A linen dress.',
    descriptionAr: 'فستان من الكتان.',
    price: 1000,
    previousPrice: null,
    imageUrl: '/uploads/products/linen-dress-640.webp',
    images: [],
    categories: [{ slug: 'dresses', name: 'Dresses', nameAr: 'فساتين' }],
    variants: [{ imageUrl: null, sizes: [{ stock: 2 }] }],
    discount: { percentage: 20, discountedPrice: 800 },
    ...overrides,
  };
}

/** The content of `<meta name|property=key>` among `tags`. */
const meta = (head: ReturnType<typeof headOf>, key: string) =>
  headTags(head)
    .find((t) => t.tag === 'meta' && t.attributes.some(([, v]) => v === key))
    ?.attributes.find(([n]) => n === 'content')?.[1];

type Ld = Record<string, unknown> & { offers: Record<string, unknown> };

describe('shippingDetails', () => {
  it('is delivery anywhere in Egypt between the cheapest and the dearest governorate', () => {
    expect(shippingDetails({ cheapest: 45, dearest: 120 })).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', currency: 'EGP', minValue: 45, maxValue: 120 },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'EG' },
    });
  });

  it('is one fee when every governorate costs the same', () => {
    expect(shippingDetails({ cheapest: 60, dearest: 60 }).shippingRate).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EGP',
      value: 60,
    });
  });
});

describe('merchantReturnPolicy', () => {
  it("gives the owner's window in days, for Egypt, by courier, the shopper paying her governorate's fee", () => {
    const ctx = { ...en, facts: { shipping: { cheapest: 45, dearest: 120 } } };
    expect(merchantReturnPolicy({ windowDays: 30, refundShipping: false }, ctx)).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'EG',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnShippingFees',
      returnShippingFeesAmount: { '@type': 'MonetaryAmount', currency: 'EGP', minValue: 45, maxValue: 120 },
      merchantReturnLink: 'https://morph.example/returns',
    });
  });

  it('is free when the policy refunds shipping, and links the Arabic policy on Arabic pages', () => {
    const policy = merchantReturnPolicy({ windowDays: 14, refundShipping: true }, ar);
    expect(policy).toMatchObject({
      merchantReturnDays: 14,
      returnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: 'https://morph.example/ar/returns',
    });
    expect(policy).not.toHaveProperty('returnShippingFeesAmount');
  });
});

describe('the product page', () => {
  it("offers the shop's shipping and returns with the price", () => {
    const facts = {
      shipping: { cheapest: 45, dearest: 120 },
      returns: { windowDays: 14, refundShipping: false },
    };
    const [ld] = productHead(product(), { ...en, facts }).jsonLd as Ld[];
    expect(ld.offers).toMatchObject({
      price: '800.00',
      availability: 'https://schema.org/InStock',
      shippingDetails: { shippingRate: { minValue: 45, maxValue: 120 } },
      hasMerchantReturnPolicy: { merchantReturnDays: 14, applicableCountry: 'EG' },
    });
    // Without the facts (a front end hosted elsewhere) the offer says neither.
    const [bare] = productHead(product(), en).jsonLd as Ld[];
    expect(bare.offers).not.toHaveProperty('shippingDetails');
    expect(bare.offers).not.toHaveProperty('hasMerchantReturnPolicy');
  });

  it('shows its first picture, absolute, with its size when measured and its name as alt', () => {
    const head = productHead(product(), en, { width: 640, height: 800 });
    expect(head.image).toEqual({
      url: 'https://morph.example/uploads/products/linen-dress-640.webp',
      width: 640,
      height: 800,
      alt: 'Linen Dress',
    });
    expect(meta(head, 'og:image:width')).toBe('640');
    expect(meta(head, 'og:image:height')).toBe('800');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    // Unmeasured: no size is made up.
    expect(meta(productHead(product(), en), 'og:image:width')).toBeUndefined();
  });

  it('is in Arabic on Arabic pages: name, texts, URLs and breadcrumbs', () => {
    const head = productHead(product(), ar);
    expect(head.title).toBe('فستان كتان — Morph');
    expect(head.url).toBe('https://morph.example/ar/products/linen-dress');
    expect(head.alternates).toEqual({
      en: 'https://morph.example/products/linen-dress',
      ar: 'https://morph.example/ar/products/linen-dress',
    });
    expect(head.image?.alt).toBe('فستان كتان');
    const [, crumbs] = head.jsonLd as Array<{ itemListElement: Array<{ name: string }> }>;
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['الرئيسية', 'المتجر', 'فساتين', 'فستان كتان']);
  });

  it("without a picture of its own shows the shop's", () => {
    const head = productHead(product({ imageUrl: null }), en);
    expect(head.image?.url).toBe(`https://morph.example${SHOP_PICTURE.path}`);
  });
});

describe('the home page', () => {
  it('names the shop (Organization) and how to search it (WebSite with a SearchAction)', () => {
    const [organization, website] = homeHead(en).jsonLd as Array<Record<string, unknown>>;
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Morph',
      url: 'https://morph.example/',
      logo: 'https://morph.example/logo.png',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://morph.example/',
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://morph.example/shop?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("searches the Arabic shop from the Arabic home page, and has the shop's picture with its size", () => {
    const head = homeHead(ar);
    const [, website] = head.jsonLd as Array<{ potentialAction: { target: { urlTemplate: string } } }>;
    expect(website.potentialAction.target.urlTemplate).toBe(
      'https://morph.example/ar/shop?q={search_term_string}',
    );
    expect(head.title).toBe('Morph — مجهود أقل، انطباع أكبر');
    expect(head.image).toMatchObject({
      url: 'https://morph.example/link-preview.jpg',
      width: 1200,
      height: 630,
    });
    expect(head.image?.alt).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the shop and its categories', () => {
  it("shows a category's own picture, else the shop's", () => {
    const category = { slug: 'dresses', name: 'Dresses', imageUrl: '/uploads/categories/dresses-640.webp' };
    expect(shopHead(en, category, { width: 640, height: 800 }).image).toEqual({
      url: 'https://morph.example/uploads/categories/dresses-640.webp',
      width: 640,
      height: 800,
      alt: 'Dresses',
    });
    expect(shopHead(en, { ...category, imageUrl: null }).image?.url).toBe(
      'https://morph.example/link-preview.jpg',
    );
    expect(shopHead(en).url).toBe('https://morph.example/shop');
    expect(shopHead(en, category).description).toBe(
      'Dresses at Morph: prices in EGP, cash on delivery across Egypt.',
    );
    // Its description in the page's language, else the shop's words in that language (never English on /ar).
    const described = { ...category, nameAr: 'فساتين', description: 'Linen and cotton dresses.' };
    expect(shopHead(en, described).description).toBe('Linen and cotton dresses.');
    expect(shopHead(ar, described).description).toBe(
      'فساتين من Morph: الأسعار بالجنيه المصري والدفع عند الاستلام في كل مصر.',
    );
  });
});

describe('pages no search engine lists', () => {
  it('have a title and robots, and no canonical, Open Graph or JSON-LD', () => {
    const tags = (head: ReturnType<typeof headOf>) => headTags(head).map((t) => t.tag);
    const order = headOf({ page: 'order', orderNumber: 'MO-7K3Q9D' }, ar);
    expect(order).toEqual({ title: 'الطلب MO-7K3Q9D — Morph', robots: 'noindex, nofollow', language: 'ar' });
    expect(tags(order)).toEqual(['title', 'meta']);
    expect(headOf({ page: 'order', orderNumber: 'MO-7K3Q9D', missing: true }, en).title).toBe(
      'Order not found — Morph',
    );
    expect(headOf({ page: 'not-found', what: 'product' }, en)).toMatchObject({
      title: 'Product not found — Morph',
      robots: 'noindex',
    });
    expect(headOf({ page: 'cart' }, en)).toEqual({ title: 'Cart — Morph', language: 'en' });
  });

  it('while the policies are public pages of their own', () => {
    const head = headOf({ page: 'returns' }, ar);
    expect(head.title).toBe('سياسة الاسترجاع — Morph');
    expect(head.url).toBe('https://morph.example/ar/returns');
  });
});

describe('headTags', () => {
  it('lists one title, first', () => {
    const tags = headTags(productHead(product(), en));
    expect(tags[0]).toEqual({ tag: 'title', attributes: [], text: 'Linen Dress — Morph' });
    expect(tags.filter((t) => t.tag === 'title')).toHaveLength(1);
  });
});
