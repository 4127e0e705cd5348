// The Arabic shop: the catalogue's Arabic fields through the admin and public API, their limits, the
// search finding Arabic words, refusals in the shopper's language (Accept-Language), and the heads of /ar pages.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { categories, orders, products, sizes, variants } from '../../src/server/db/schema';
import { confirmationMessage } from '../../src/shared/order-messages';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../../src/server/seed/catalogue-data';
import { CATEGORIES_AR, COLOURS_AR, PRODUCTS_AR } from '../../src/server/seed/catalogue-arabic';
import { GOVERNORATES } from '../../src/server/seed/cities';
import { GOVERNORATES_AR } from '../../src/shared/governorates';
import { useTestApp } from './helpers/app';
import { form } from './helpers/catalogue';
import { orderBody, seedShop, type Shop } from './customer-fixtures';

const dist = mkdtempSync(join(tmpdir(), 'morph-arabic-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
  </body>
</html>
`,
);

const api = useTestApp({ config: { staticDir: dist } });
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
  await api.db
    .update(products)
    .set({ nameAr: 'فستان ميدي لف من الكتان', descriptionAr: 'فستان لف من الكتان.' })
    .where(eq(products.id, shop.dress.id));
  await api.db.update(variants).set({ colorAr: 'أخضر مريمية' }).where(eq(variants.id, shop.dress.sage.id));
  await api.db
    .update(categories)
    .set({ nameAr: 'وصل حديثًا', descriptionAr: 'جديد هذا الأسبوع' })
    .where(eq(categories.id, shop.categories.newArrivals));
});

const arabic = { 'accept-language': 'ar' };

describe('the catalogue in Arabic', () => {
  it('answers the Arabic name, description, colour and category beside the English', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/products/linen-wrap-midi-dress' });
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Linen Wrap Midi Dress',
      nameAr: 'فستان ميدي لف من الكتان',
      descriptionAr: 'فستان لف من الكتان.',
    });
    expect(product.variants[0]).toMatchObject({ color: 'Sage', colorAr: 'أخضر مريمية' });
    expect(product.variants[1]).toMatchObject({ color: 'Sand', colorAr: null });
    expect(product.categories[0]).toMatchObject({ name: 'New Arrivals', nameAr: 'وصل حديثًا' });
    const list = await api.app.inject({ method: 'GET', url: '/api/products/categories?active=true' });
    expect(list.json().categories[0]).toMatchObject({
      nameAr: 'وصل حديثًا',
      descriptionAr: 'جديد هذا الأسبوع',
    });
  });

  it('finds products by an Arabic word', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: `/api/products/search?q=${encodeURIComponent('فستان')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.map((p: { slug: string }) => p.slug)).toEqual(['linen-wrap-midi-dress']);
  });

  it('round-trips the Arabic fields through Add Product, the edit form and a new colour', async () => {
    const added = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({
        name: 'Pleated Satin Skirt',
        nameAr: 'تنورة ساتان بكسرات',
        description: 'Fine pleats.',
        descriptionAr: 'كسرات رفيعة.',
        price: 1250,
      }),
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id as number;
    const colour = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addVariants',
      payload: form({ productId: id, color: 'Black', colorAr: 'أسود', sizes: '[{"size":"M","stock":2}]' }),
    });
    expect(colour.statusCode).toBe(201);
    const read = await api.asAdmin({ method: 'GET', url: `/api/admin/product/${id}` });
    expect(read.json()).toMatchObject({ nameAr: 'تنورة ساتان بكسرات', descriptionAr: 'كسرات رفيعة.' });
    expect(read.json().variants[0]).toMatchObject({ color: 'Black', colorAr: 'أسود' });

    const variantId = read.json().variants[0].id as number;
    const updated = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/product/${id}`,
      payload: form({
        name: 'Pleated Satin Skirt',
        nameAr: 'تنورة ساتان',
        description: 'Fine pleats.',
        descriptionAr: '',
        price: 1250,
        variants: JSON.stringify([
          { id: variantId, color: 'Black', colorAr: 'أسود فاحم', sizes: [{ size: 'M', stock: 2 }] },
        ]),
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ nameAr: 'تنورة ساتان', descriptionAr: null });
    expect(updated.json().data.variants[0]).toMatchObject({ colorAr: 'أسود فاحم' });

    // Left out of the edit form, the Arabic stays as it was.
    const kept = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/product/${id}`,
      payload: form({ name: 'Pleated Satin Skirt', description: 'Fine pleats.', price: 1300 }),
    });
    expect(kept.json().data).toMatchObject({ nameAr: 'تنورة ساتان' });
  });

  it('adds a category with its Arabic name and description', async () => {
    const res = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addCategory',
      payload: form({ name: 'Evening', nameAr: 'السهرة', descriptionAr: 'للسهرات', type: 'category' }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await api.db.select().from(categories).where(eq(categories.name, 'Evening'));
    expect(row).toMatchObject({ nameAr: 'السهرة', descriptionAr: 'للسهرات' });
  });

  it('refuses Arabic text beyond the contract limits with 400', async () => {
    const long = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addProduct',
      payload: form({ name: 'Skirt', nameAr: 'ت'.repeat(121), description: 'x', price: 10 }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('nameAr');
    const longCategory = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/addCategory',
      payload: form({ name: 'Coats', nameAr: 'م'.repeat(61), type: 'category' }),
    });
    expect(longCategory.statusCode).toBe(400);
    const longColour = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/product/${shop.dress.id}`,
      payload: form({
        name: 'Linen Wrap Midi Dress',
        description: 'x',
        price: 1450,
        variants: JSON.stringify([
          { color: 'Sage', colorAr: 'ل'.repeat(41), sizes: [{ size: 'M', stock: 1 }] },
        ]),
      }),
    });
    expect(longColour.statusCode).toBe(400);
    expect(longColour.json().details[0].field).toBe('variants[0].colorAr');
  });

  it('gives every demo product, category and colour an Arabic name and description', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(PRODUCTS_AR[p.name]?.name, p.name).toMatch(/[\u0600-\u06FF]/);
      expect(PRODUCTS_AR[p.name]?.description, p.name).toMatch(/[\u0600-\u06FF]/);
      for (const colour of p.colours) expect(COLOURS_AR[colour], colour).toMatch(/[\u0600-\u06FF]/);
    }
    for (const c of DEMO_CATEGORIES) expect(CATEGORIES_AR[c.slug]?.name, c.slug).toMatch(/[\u0600-\u06FF]/);
  });

  it('knows the Arabic name of every governorate the shipping table is seeded with', () => {
    expect(GOVERNORATES).toHaveLength(27);
    for (const [city] of GOVERNORATES) expect(GOVERNORATES_AR[city], city).toMatch(/^[\u0600-\u06FF ]+$/);
  });
});

describe("refusals in the shopper's language", () => {
  it('refuses an unknown coupon in Arabic when asked in Arabic, in English otherwise', async () => {
    const payload = { couponCode: 'NOPE', items: [{ productId: shop.dress.id, quantity: 1 }] };
    const ar = await api.app.inject({
      method: 'POST',
      url: '/api/customer/couponsApply',
      headers: arabic,
      payload,
    });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().error).toBe('كود الكوبون غير صالح');
    const en = await api.app.inject({ method: 'POST', url: '/api/customer/couponsApply', payload });
    expect(en.json().error).toBe('This coupon code is not valid');
  });

  it('says how much more a coupon needs, in Arabic', async () => {
    await api.db.update(products).set({ pricePiastres: 10_000 }).where(eq(products.id, shop.dress.id));
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/couponsApply',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' },
      payload: { couponCode: 'SUMMER10', items: [{ productId: shop.dress.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('أضيفي 400.00 ج.م أخرى إلى سلتك لاستخدام SUMMER10');
  });

  it('refuses an order in Arabic, its field details too', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      headers: arabic,
      payload: orderBody(shop, {
        mobileNumber: '01012345001',
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 5 }],
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('متبقٍ 3 فقط من فستان ميدي لف من الكتان (أخضر مريمية, M)');
    expect(res.json().details[0].message).toBe('متبقٍ 3 فقط');
    const city = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      headers: arabic,
      payload: orderBody(shop, { mobileNumber: '01012345002', city: 'Atlantis' }),
    });
    expect(city.statusCode).toBe(400);
    expect(city.json().error).toBe('من فضلك اختاري محافظة من القائمة');
  });

  it('names the product and colour in Arabic in an Arabic refusal, in English in an English one', async () => {
    const place = (
      mobileNumber: string,
      item: Record<string, unknown>,
      headers: Record<string, string> = arabic,
    ) =>
      api.app.inject({
        method: 'POST',
        url: '/api/customer/createOrder',
        headers,
        payload: orderBody(shop, {
          mobileNumber,
          items: [{ productId: shop.dress.id, quantity: 1, ...item }],
        }),
      });
    // A colour of another product.
    const colour = await place('01012345011', { variantId: shop.bag.ivory.id, size: 'One Size' });
    expect(colour.statusCode).toBe(404);
    expect(colour.json().error).toBe('هذا اللون من فستان ميدي لف من الكتان لم يعد متاحًا');
    expect(colour.json().details[0].message).toBe('لون غير معروف لهذا المنتج');
    // A size the colour does not have.
    const size = await place('01012345012', { variantId: shop.dress.sage.id, size: 'XL' });
    expect(size.statusCode).toBe(404);
    expect(size.json().error).toBe('المقاس XL من فستان ميدي لف من الكتان (أخضر مريمية) غير متاح');
    // Sold out; Sand has no Arabic name, so its English stands.
    const soldOut = await place('01012345013', { variantId: shop.dress.sage.id, size: 'S' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toBe('نفدت كمية فستان ميدي لف من الكتان (أخضر مريمية, S)');
    const sand = await place('01012345014', { variantId: shop.dress.sand.id, size: 'XL' });
    expect(sand.json().error).toBe('المقاس XL من فستان ميدي لف من الكتان (Sand) غير متاح');

    // The same refusals in English keep the English names.
    const english = { 'accept-language': 'en' };
    const en = await place('01012345015', { variantId: shop.dress.sage.id, size: 'XL' }, english);
    expect(en.json().error).toBe('Size XL of Linen Wrap Midi Dress (Sage) is not available');
    const enSoldOut = await place('01012345016', { variantId: shop.dress.sage.id, size: 'S' }, english);
    expect(enSoldOut.json().error).toBe('Linen Wrap Midi Dress (Sage, S) is sold out');
    const enColour = await place('01012345017', { variantId: shop.bag.ivory.id, size: 'One Size' }, {});
    expect(enColour.json().error).toBe('This colour of Linen Wrap Midi Dress is no longer available');
  });

  it('names a product without an Arabic name in English inside the Arabic refusal', async () => {
    await api.db.update(sizes).set({ stock: 2 }).where(eq(sizes.id, shop.bag.ivory.oneSize));
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      headers: arabic,
      payload: orderBody(shop, {
        mobileNumber: '01012345021',
        items: [{ productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 3 }],
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('متبقٍ 2 فقط من Crochet Shoulder Bag (Ivory, One Size)');
  });

  it('names a governorate the shop does not deliver to in Arabic', async () => {
    const price = (city: string, headers: Record<string, string> = arabic) =>
      api.app.inject({ method: 'GET', url: `/api/shipping/price/${encodeURIComponent(city)}`, headers });
    const luxor = await price('Luxor');
    expect(luxor.statusCode).toBe(404);
    expect(luxor.json().error).toBe('لا يتوفر التوصيل إلى الأقصر');
    expect((await price('Atlantis')).json().error).toBe('لا يتوفر التوصيل إلى Atlantis');
    expect((await price('Luxor', {})).json().error).toBe('We do not deliver to Luxor');
  });

  it('answers every field error of an invalid order in Arabic, the field paths as in English', async () => {
    const payload = {
      ...orderBody(shop, { mobileNumber: '12345' }),
      firstName: undefined,
      items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 0 }],
      surprise: true,
    };
    const send = (headers: Record<string, string>) =>
      api.app.inject({ method: 'POST', url: '/api/customer/createOrder', headers, payload });
    const ar = await send(arabic);
    const en = await send({ 'accept-language': 'en' });
    expect(ar.statusCode).toBe(400);
    expect(en.statusCode).toBe(400);
    const arBody = ar.json() as { error: string; details: { field: string; message: string }[] };
    const enBody = en.json() as typeof arBody;
    expect(arBody.details.length).toBeGreaterThan(2);
    expect(arBody.details.map((d) => d.field)).toEqual(enBody.details.map((d) => d.field));
    expect(arBody.error).toMatch(/^من فضلك راجعي الحقول المحددة: /);
    for (const detail of arBody.details) expect(detail.message).toMatch(/[\u0600-\u06FF]/);
    const byField = Object.fromEntries(arBody.details.map((d) => [d.field, d.message]));
    expect(byField.mobileNumber).toBe('اكتبي رقم موبايل مصري مثل 01012345678');
    expect(byField['items[0].quantity']).toBe('يجب ألا يقل عن 1');
    expect(byField.surprise).toBe('هذا الحقل غير مسموح به');
    expect(Object.fromEntries(enBody.details.map((d) => [d.field, d.message]))).toMatchObject({
      mobileNumber: 'Enter an Egyptian mobile number such as 01012345678',
      'items[0].quantity': 'Must be at least 1',
      surprise: 'This field is not allowed',
    });
  });

  it('refuses a malformed request and an unknown path in Arabic', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      headers: { ...arabic, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('محتوى الطلب ليس JSON صالحًا');
    const missing = await api.app.inject({ method: 'GET', url: '/api/nothing-here', headers: arabic });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('غير موجود');
  });

  it("keeps the back office in English whatever the browser prefers, and answers the Arabic back office's own ar in Arabic", async () => {
    const refusal = (language: string) =>
      api.asAdmin({
        method: 'GET',
        url: '/api/admin/product/999999',
        headers: { 'accept-language': language },
      });
    // A browser set to Arabic sends weighted languages: the spec's English back office stays English.
    const browser = await refusal('ar-EG,ar;q=0.9,en;q=0.8');
    expect(browser.statusCode).toBe(404);
    expect(browser.json().error).not.toMatch(/[\u0600-\u06FF]/);
    // The Arabic back office asks with exactly "ar".
    const arabicOffice = await refusal('ar');
    expect(arabicOffice.statusCode).toBe(404);
    expect(arabicOffice.json().error).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('an Arabic order', () => {
  const place = (payload: Record<string, unknown>, headers: Record<string, string> = arabic) =>
    api.app.inject({ method: 'POST', url: '/api/customer/createOrder', headers, payload });
  const track = (orderNumber: string, mobileNumber: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/customer/orders/track',
      headers: arabic,
      payload: { orderNumber, mobileNumber },
    });

  it('takes a mobile typed in Arabic-Indic digits, stores it in Latin and is tracked by either form', async () => {
    const res = await place(orderBody(shop, { mobileNumber: '٠١٠١٢٣٤٥٦٧٨', anotherMobile: '+۲۰۱۱۹۸۷۶۵۴۳۲' }));
    expect(res.statusCode).toBe(201);
    const { orderId, orderNumber } = res.json() as { orderId: number; orderNumber: string };
    const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ phone: '01012345678', anotherMobile: '+201198765432', language: 'ar' });

    for (const mobile of ['٠١٠١٢٣٤٥٦٧٨', '01012345678', '+٢٠١٠١٢٣٤٥٦٧٨']) {
      const found = await track(orderNumber, mobile);
      expect(found.statusCode).toBe(200);
      expect(found.json().orderNumber).toBe(orderNumber);
    }
    // The order number may be typed in Arabic-Indic digits too; a wrong mobile in them is still a miss.
    const arabicNumber = orderNumber.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect((await track(arabicNumber, '٠١٠١٢٣٤٥٦٧٨')).statusCode).toBe(200);
    expect((await track(orderNumber, '٠١٠١٢٣٤٥٦٧٩')).statusCode).toBe(404);
    // Staff searching the orders by the mobile in Arabic-Indic digits find it too.
    const list = await api.asAdmin({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent('٠١٠١٢٣٤٥٦٧٨')}`,
    });
    expect(list.json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
  });

  it('refuses a mobile that is no mobile in any digits, in Arabic', async () => {
    const res = await place(orderBody(shop, { mobileNumber: '٠١٠١٢٣' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('mobileNumber');
    expect(await api.db.select().from(orders)).toHaveLength(0);
  });

  it('answers the Arabic product and colour beside the English, and gives the back office the same', async () => {
    const res = await place(orderBody(shop, { mobileNumber: '01012345099', city: 'Giza' }));
    expect(res.statusCode).toBe(201);
    const placed = res.json() as { orderId: number; orderNumber: string; orderKey: string };
    // Renaming the product afterwards does not rename what was bought.
    await api.db.update(products).set({ nameAr: 'اسم جديد' }).where(eq(products.id, shop.dress.id));

    const page = await api.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${placed.orderNumber}`,
      headers: { ...arabic, 'x-order-key': placed.orderKey },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items[0]).toMatchObject({
      name: 'Linen Wrap Midi Dress',
      nameAr: 'فستان ميدي لف من الكتان',
      color: 'Sage',
      colorAr: 'أخضر مريمية',
    });
    const tracked = await track(placed.orderNumber, '01012345099');
    expect(tracked.json().items[0]).toMatchObject({
      nameAr: 'فستان ميدي لف من الكتان',
      colorAr: 'أخضر مريمية',
    });

    const detail = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${placed.orderId}` });
    expect(detail.statusCode).toBe(200);
    const order = detail.json();
    expect(order.language).toBe('ar');
    expect(order.items[0].product).toMatchObject({
      name: 'Linen Wrap Midi Dress',
      nameAr: 'فستان ميدي لف من الكتان',
    });
    expect(order.items[0].variant).toMatchObject({ color: 'Sage', colorAr: 'أخضر مريمية' });
    // The owner's WhatsApp message, built from this answer, names all of it in Arabic.
    const message = confirmationMessage(order, order.language);
    expect(message).toContain('- فستان ميدي لف من الكتان (اللون: أخضر مريمية، المقاس: M) × 1');
    expect(message).toContain('، الجيزة');
    expect(message).not.toMatch(/Linen|Sage|Giza/);
  });

  it('keeps no Arabic name for a line the shop wrote none for', async () => {
    const res = await place(
      orderBody(shop, {
        mobileNumber: '01012345098',
        items: [{ productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'M', quantity: 1 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const detail = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${res.json().orderId}` });
    expect(detail.json().items[0].variant).toMatchObject({ color: 'Sand', colorAr: null });
  });
});

describe('the heads of Arabic pages', () => {
  const page = (url: string) => api.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });

  it('writes lang="ar" dir="rtl", the Arabic title and hreflang alternates on /ar', async () => {
    const res = await page('/ar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<title>Morph — مجهود أقل، انطباع أكبر</title>');
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="http://shop.example/" />');
    expect(res.body).toContain('<link rel="alternate" hreflang="ar" href="http://shop.example/ar" />');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="http://shop.example/" />');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.example/ar" />');
    const english = await page('/');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<link rel="alternate" hreflang="ar" href="http://shop.example/ar" />');
  });

  it('writes an Arabic product page from the Arabic name, and the shop by category', async () => {
    const res = await page('/ar/products/linen-wrap-midi-dress');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>فستان ميدي لف من الكتان — Morph</title>');
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="http://shop.example/products/linen-wrap-midi-dress" />',
    );
    const shopPage = await page('/ar/shop?category=new-arrivals');
    expect(shopPage.body).toContain('<title>وصل حديثًا — Morph</title>');
    expect(shopPage.body).toContain('<meta name="description" content="جديد هذا الأسبوع" />');
  });

  it('answers every Arabic page with 200 and an unknown one with an Arabic 404', async () => {
    for (const path of ['/ar/cart', '/ar/checkout', '/ar/terms', '/ar/privacy', '/ar/returns'])
      expect((await page(path)).statusCode, path).toBe(200);
    const missing = await page('/ar/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ar" dir="rtl">');
    expect(missing.body).toContain('<title>الصفحة غير موجودة — Morph</title>');
    const product = await page('/ar/products/no-such-thing');
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('<title>المنتج غير موجود — Morph</title>');
    expect((await page('/ar/admin')).statusCode).toBe(404);
  });
});
