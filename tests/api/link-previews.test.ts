// What a link preview (WhatsApp, Facebook, X) and a crawler read of each public page, read by open-graph-scraper
// from the HTML the server sends (README.md#link-previews-and-search-engines): title, description, an absolute
// picture that answers with the size the page states, canonical, in English and in Arabic, one <title> each;
// and the JSON-LD of the home and product pages.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { categories, products } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import { makeCities, makeDressesWindow } from './helpers/catalogue';

const root = join(__dirname, '../..');

// A stand-in for the Vite build (dist/): the real index.html, and public/'s pictures, which Vite copies as they are.
const dist = mkdtempSync(join(tmpdir(), 'morph-previews-dist-'));
copyFileSync(join(root, 'index.html'), join(dist, 'index.html'));
for (const file of ['link-preview.jpg', 'logo.png'])
  copyFileSync(join(root, 'public', file), join(dist, file));

const seed = async (db: Db) => {
  const { categoryId: category, dress } = await makeDressesWindow(db, {
    categoryImageUrl: '/uploads/categories/dresses-640.webp',
  });
  await db
    .update(categories)
    .set({ nameAr: 'فساتين', description: 'Midi, maxi and wrap dresses in linen and cotton.' })
    .where(eq(categories.id, category));
  await db
    .update(products)
    .set({ nameAr: 'فستان ميدي ملفوف من الكتان', descriptionAr: 'فستان ملفوف من الكتان المغسول.' })
    .where(eq(products.id, dress.id));
  await makeCities(db, [
    ['Cairo', 50],
    ['Giza', 50],
    ['Aswan', 95],
  ]);
};

const ORIGIN = 'http://shop.example';
const DRESS = `${ORIGIN}/products/linen-wrap-midi-dress`;

/** Each public page, its canonical URL, and the title and picture its preview shows, by language. */
const PAGES = [
  {
    path: '/',
    canonical: { en: `${ORIGIN}/`, ar: `${ORIGIN}/ar` },
    title: { en: 'Morph — Less effort, More impression', ar: 'Morph — مجهود أقل، انطباع أكبر' },
    picture: { path: '/link-preview.jpg', width: 1200, height: 630 },
  },
  {
    path: '/shop',
    canonical: { en: `${ORIGIN}/shop`, ar: `${ORIGIN}/ar/shop` },
    title: { en: 'Shop — Morph', ar: 'المتجر — Morph' },
    picture: { path: '/link-preview.jpg', width: 1200, height: 630 },
  },
  {
    path: '/shop?category=dresses',
    canonical: { en: `${ORIGIN}/shop?category=dresses`, ar: `${ORIGIN}/ar/shop?category=dresses` },
    title: { en: 'Dresses — Morph', ar: 'فساتين — Morph' },
    picture: { path: '/uploads/categories/dresses-640.webp', width: 640, height: 800 },
  },
  {
    path: '/products/linen-wrap-midi-dress',
    canonical: { en: DRESS, ar: `${ORIGIN}/ar/products/linen-wrap-midi-dress` },
    title: { en: 'Linen Wrap Midi Dress — Morph', ar: 'فستان ميدي ملفوف من الكتان — Morph' },
    // Portrait, as the shop's pictures are: its height is read from the file.
    picture: { path: '/uploads/products/linen-wrap-midi-dress-640.webp', width: 640, height: 853 },
  },
] as const;

const pathIn = (language: 'en' | 'ar', path: string) =>
  language === 'en' ? path : `/ar${path === '/' ? '' : path}`;

describe('link previews of the public pages, as open-graph-scraper reads them', () => {
  const api = useTestApp({ config: { staticDir: dist }, seed });

  beforeAll(async () => {
    // Uploads as the server stores them: WebP re-encoded at 640 px wide, proportions kept.
    const webp = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#c9a0a0' } })
        .webp()
        .toBuffer();
    for (const folder of ['products', 'categories'])
      mkdirSync(join(api.dataDir, 'uploads', folder), { recursive: true });
    writeFileSync(
      join(api.dataDir, 'uploads', 'products', 'linen-wrap-midi-dress-640.webp'),
      await webp(640, 853),
    );
    writeFileSync(join(api.dataDir, 'uploads', 'categories', 'dresses-640.webp'), await webp(640, 800));
  });

  const get = (url: string) => api.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });

  for (const language of ['en', 'ar'] as const)
    for (const page of PAGES)
      it(`${pathIn(language, page.path)}: title, description, canonical and a picture that answers with its size`, async () => {
        const res = await get(pathIn(language, page.path));
        expect(res.statusCode).toBe(200);
        // Exactly one <title>, nothing else in the HTML names one (not even a comment).
        expect(res.body.match(/<title\b/g)).toHaveLength(1);

        const { result } = await ogs({ html: res.body });
        expect(result.ogTitle).toBe(page.title[language]);
        expect(result.ogDescription?.length).toBeGreaterThan(20);
        if (language === 'ar') {
          expect(result.ogDescription).toMatch(/[\u0600-\u06FF]/);
          expect(result.ogLocale).toBe('ar_EG');
        }
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
        expect(canonical).toBe(page.canonical[language]);
        expect(result.ogUrl).toBe(canonical);
        expect(result.twitterCard).toBe('summary_large_image');

        const [image] = result.ogImage ?? [];
        expect(image?.url).toBe(`${ORIGIN}${page.picture.path}`);
        expect(Number(image?.width)).toBe(page.picture.width);
        expect(Number(image?.height)).toBe(page.picture.height);
        expect(res.body).toMatch(/<meta property="og:image:alt" content="[^"]{3,}" \/>/);
        // The picture answers through the app, and is the size the page says.
        const picture = await get(new URL(image!.url).pathname);
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toMatch(/^image\//);
        const measured = await sharp(picture.rawPayload).metadata();
        expect([measured.width, measured.height]).toEqual([page.picture.width, page.picture.height]);
      });

  it("names the shop and how to search it on the home page, in each page's language", async () => {
    for (const language of ['en', 'ar'] as const) {
      const { result } = await ogs({ html: (await get(pathIn(language, '/'))).body });
      const [organization, website] = result.jsonLD as Array<Record<string, unknown>>;
      expect(organization).toMatchObject({ '@type': 'Organization', name: 'Morph' });
      expect((await get(new URL(organization.logo as string).pathname)).statusCode).toBe(200);
      expect(website).toMatchObject({
        '@type': 'WebSite',
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${ORIGIN}${pathIn(language, '/shop')}?q={search_term_string}` },
        },
      });
    }
  });

  it("offers a product with the governorates' shipping fees and the owner's returns window", async () => {
    const { result } = await ogs({ html: (await get('/products/linen-wrap-midi-dress')).body });
    const [product] = result.jsonLD as Array<{ offers: Record<string, unknown> }>;
    expect(product.offers).toMatchObject({
      price: '1000.00',
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', currency: 'EGP', minValue: 50, maxValue: 95 },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'EG' },
      },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'EG',
        merchantReturnDays: 14,
        returnMethod: 'https://schema.org/ReturnByMail',
      },
    });

    // The owner gives 30 days and refunds shipping: the next page says so (her write clears the cache).
    const saved = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings/returns',
      payload: {
        windowDays: 30,
        refundShipping: true,
        exchangeShippingCharged: false,
        restockRefusedOnReceipt: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await ogs({ html: (await get('/ar/products/linen-wrap-midi-dress')).body });
    const [arabic] = after.result.jsonLD as Array<{ name: string; offers: Record<string, unknown> }>;
    expect(arabic.name).toBe('فستان ميدي ملفوف من الكتان');
    expect(arabic.offers.hasMerchantReturnPolicy).toMatchObject({
      merchantReturnDays: 30,
      returnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: `${ORIGIN}/ar/returns`,
    });
  });
});
