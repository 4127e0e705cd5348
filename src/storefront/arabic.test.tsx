/**
 * The storefront in Arabic: home, shop, product, cart and checkout with the Arabic texts, right to
 * left, the catalogue's Arabic words (English where it has none), prices in ج.م, the API asked with
 * `Accept-Language: ar`, and the server's Arabic refusals shown as they come.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetProductBySlugResponseMock,
  getListProductsResponseMock,
} from '../../generated/shop-api/products/products.msw';
import { getListCategoriesMockHandler } from '../../generated/shop-api/categories/categories.msw';
import { getGetShopperOrderMockHandler } from '../../generated/shop-api/customer/customer.msw';
import { getGetShopContactMockHandler } from '../../generated/shop-api/settings/settings.msw';
import type { Product } from '../../generated/models';
import { bag, dress, dressLine, renderPage } from './features/cart/test-utils';
import CartPage from './features/cart/cart-page';
import CheckoutPage from './features/checkout/checkout-page';
import OrderPage from './features/orders/order-page';
import { ORDER_KEY, ORDER_NUMBER, shopperOrderFixture } from './features/orders/test-fixtures';
import { ar } from './i18n/ar/index';
import { applyDocumentLanguage, loadArabicTexts, setLanguage } from './i18n/language';
import { ARABIC_OF } from './app';
import { createContractServer, shopContactFixture } from './testing/msw';
import { renderStorefront } from './testing/render-storefront';

const arabicDress: Product = {
  ...getGetProductBySlugResponseMock(),
  nameAr: 'فستان ميدي لف من الكتان',
  descriptionAr: 'فستان لف من الكتان يُربط عند الخصر.',
};
arabicDress.variants = arabicDress.variants.map((v, i) => ({
  ...v,
  colorAr: i === 0 ? 'أخضر مريمية' : null,
}));

/** The languages the API was asked in. */
const asked: (string | null)[] = [];

const server = createContractServer();
server.events.on('request:start', ({ request }) => asked.push(request.headers.get('accept-language')));

beforeAll(() => {
  // The first visit's Arabic only: each page below loads its own, as the routes do.
  setLanguage('ar', ar);
  applyDocumentLanguage('ar');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  setLanguage('en');
  applyDocumentLanguage('en');
});

describe('the Arabic storefront', () => {
  it('home: right to left, Arabic texts, a switch to English, the API asked in Arabic', async () => {
    renderStorefront('/');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مجهود أقل، انطباع أكبر' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسوّقي الآن!!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'لماذا Morph' })).toBeInTheDocument();
    const switches = screen.getAllByRole('link', { name: 'English' });
    expect(switches[0]).toHaveAttribute('href', '/');
    expect(switches[0]).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('روابط سريعة');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(new Set(asked)).toEqual(new Set(['ar']));
  });

  it('shop: Arabic headings, the Arabic product name where there is one and the English otherwise', async () => {
    const page = getListProductsResponseMock();
    const [first, second] = page.products;
    server.use(
      http.get('*/api/products', () =>
        HttpResponse.json({
          ...page,
          products: [
            { ...first, name: 'Linen Wrap Midi Dress', nameAr: 'فستان ميدي لف من الكتان' },
            { ...second, name: 'Canvas Market Tote', nameAr: null },
          ],
        }),
      ),
    );
    await loadArabicTexts(...ARABIC_OF.shop);
    renderStorefront('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'المتجر' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'فستان ميدي لف من الكتان' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Canvas Market Tote' })).toBeInTheDocument();
    expect(screen.getAllByText(/ج\.م/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'الفئات' })).toBeInTheDocument();
  });

  it("the header's suggestions: the Arabic names of products and categories, the English where there is none", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/products/search/suggestions', () =>
        HttpResponse.json({
          products: [
            {
              id: 1,
              slug: 'linen-wrap-midi-dress',
              name: 'Linen Wrap Midi Dress',
              nameAr: 'فستان ميدي لف من الكتان',
              imageUrl: null,
              price: 1232.5,
            },
            {
              id: 2,
              slug: 'canvas-market-tote',
              name: 'Canvas Market Tote',
              nameAr: null,
              imageUrl: null,
              price: 450,
            },
          ],
          categories: [{ id: 3, slug: 'dresses', name: 'Dresses', nameAr: 'فساتين' }],
        }),
      ),
    );
    renderStorefront('/cart');
    const search = within(screen.getByRole('search', { name: 'البحث في الموقع' }));
    await user.type(search.getByRole('combobox', { name: 'ابحثي في المنتجات' }), 'فست');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringMatching(/^فستان ميدي لف من الكتان/),
      expect.stringMatching(/^Canvas Market Tote/),
      'فساتين',
      'عرض كل نتائج «فست»',
    ]);
  });

  it('product: Arabic name, description and colour, the price in ج.م, Arabic add-to-cart', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/products/:slug', () => HttpResponse.json(arabicDress)));
    await loadArabicTexts(...ARABIC_OF.product);
    renderStorefront('/products/linen-wrap-midi-dress');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'فستان ميدي لف من الكتان' }),
    ).toBeInTheDocument();
    expect(screen.getByText('فستان لف من الكتان يُربط عند الخصر.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أخضر مريمية' })).toBeInTheDocument();
    // A colour without Arabic keeps its English name.
    expect(screen.getByRole('button', { name: arabicDress.variants[1]!.color })).toBeInTheDocument();
    expect(screen.getByText('1,305.00 ج.م')).toBeInTheDocument();
    // The first colour in stock is chosen already: the size is what is missing.
    await user.click(screen.getByRole('button', { name: 'أضيفي إلى السلة' }));
    expect(await screen.findByText('من فضلك اختاري مقاسًا.')).toBeInTheDocument();
  });

  it('product: the delivery note names the governorates in Arabic and asks the fee by the English name', async () => {
    const user = userEvent.setup();
    const askedCity: string[] = [];
    server.use(
      // Before the product's `:slug`, which would answer /api/products/categories too.
      getListCategoriesMockHandler(),
      http.get('*/api/products/:slug', () => HttpResponse.json(arabicDress)),
      http.get('*/api/shipping/cities', () => HttpResponse.json(['Alexandria', 'Giza', 'New Capital'])),
      http.get('*/api/shipping/price/:city', ({ params }) => {
        askedCity.push(String(params.city));
        return HttpResponse.json({ city: String(params.city), shippingPrice: 60 });
      }),
    );
    await loadArabicTexts(...ARABIC_OF.product);
    renderStorefront('/products/linen-wrap-midi-dress');
    await screen.findByRole('heading', { level: 1, name: 'فستان ميدي لف من الكتان' });
    await user.click(await screen.findByText('التوصيل والاسترجاع'));
    const select = screen.getByLabelText('رسوم التوصيل إلى');
    expect(await within(select).findByRole('option', { name: 'الجيزة' })).toHaveValue('Giza');
    expect(within(select).getByRole('option', { name: 'الإسكندرية' })).toHaveValue('Alexandria');
    expect(within(select).getByRole('option', { name: 'New Capital' })).toBeInTheDocument();
    await user.selectOptions(select, 'الجيزة');
    expect(await screen.findByText('التوصيل إلى الجيزة: 60.00 ج.م')).toBeInTheDocument();
    expect(askedCity).toEqual(['Giza']);
    // The note's and the share button's own texts are Arabic too (read when the page renders).
    expect(screen.getByRole('button', { name: 'مشاركة' })).toBeInTheDocument();
  });

  it('order confirmation: product, colour, governorate, date and amounts in Arabic', async () => {
    const order = shopperOrderFixture({ city: 'Alexandria' });
    order.items = [
      { ...order.items[0]!, nameAr: 'فستان ميدي لف من الكتان', colorAr: 'أخضر مريمية' },
      // The shop wrote no Arabic for this one: its English stands.
      { ...order.items[0]!, name: 'Crochet Shoulder Bag', nameAr: null, color: 'Ivory', colorAr: null },
    ];
    server.use(
      getGetShopperOrderMockHandler(() => order),
      getGetShopContactMockHandler(shopContactFixture),
    );
    await loadArabicTexts(...ARABIC_OF.order);
    renderPage('/orders/:orderNumber', <OrderPage />, {
      start: `/orders/${ORDER_NUMBER}#key=${ORDER_KEY}`,
      otherRoutes: ['/track', '/returns', '/shop'],
    });
    const delivery = await screen.findByRole('region', { name: 'التوصيل' });
    const governorate = within(delivery).getByText('المحافظة', { selector: 'dt' });
    expect(governorate.nextElementSibling).toHaveTextContent(/^الإسكندرية$/);
    const items = screen.getByRole('region', { name: 'المنتجات' });
    expect(within(items).getByText('فستان ميدي لف من الكتان')).toBeInTheDocument();
    expect(within(items).getByText('اللون: أخضر مريمية، المقاس: M')).toBeInTheDocument();
    expect(within(items).getByText('Crochet Shoulder Bag')).toBeInTheDocument();
    expect(within(items).getByText('اللون: Ivory، المقاس: M')).toBeInTheDocument();
    expect(within(items).queryByText('Linen Wrap Midi Dress')).toBeNull();
    // Placed at 13:40 UTC: 3:40 in the afternoon in Cairo, written the Arabic way.
    expect(screen.getByText('تم الطلب في 22 نوفمبر 2026، 3:40 م')).toBeInTheDocument();
    expect(screen.getAllByText('2,900.00 ج.م').length).toBeGreaterThan(0);
  });

  it("cart: Arabic texts and the server's Arabic coupon refusal", async () => {
    const user = userEvent.setup();
    const products = new Map<number, Product>([
      [dress.id, { ...dress, nameAr: 'فستان ميدي لف من الكتان' }],
      [bag.id, bag],
    ]);
    server.use(
      http.get('*/api/products/id/:id', ({ params }) => HttpResponse.json(products.get(Number(params.id)))),
      http.post('*/api/customer/couponsApply', ({ request }) =>
        request.headers.get('accept-language') === 'ar'
          ? HttpResponse.json({ error: 'كود الكوبون غير صالح' }, { status: 422 })
          : HttpResponse.json({ error: 'This coupon code is not valid' }, { status: 422 }),
      ),
    );
    await loadArabicTexts(...ARABIC_OF.cart);
    renderPage('/cart', <CartPage />, { cart: [dressLine] });
    expect(await screen.findByRole('heading', { level: 1, name: 'سلتك' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'فستان ميدي لف من الكتان' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('كود الكوبون'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('كود الكوبون غير صالح');
    const summary = screen.getByRole('complementary', { name: 'ملخص الطلب' });
    expect(within(summary).getByText('الإجمالي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إتمام الطلب' })).toBeInTheDocument();
  });

  it("checkout: Arabic form, a mobile in Arabic-Indic digits, and the server's Arabic refusal", async () => {
    const user = userEvent.setup();
    const sentCity: string[] = [];
    const sentMobile: string[] = [];
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(
      http.get('*/api/products/id/:id', () => HttpResponse.json(dress)),
      http.get('*/api/shipping/cities', () => HttpResponse.json(['Cairo', 'Giza', 'New Capital'])),
      http.get('*/api/shipping/price/:city', ({ params }) =>
        HttpResponse.json({ city: String(params.city), shippingPrice: 50 }),
      ),
      http.post('*/api/customer/createOrder', async ({ request }) => {
        const body = (await request.clone().json()) as { city: string; mobileNumber: string };
        sentCity.push(body.city);
        sentMobile.push(body.mobileNumber);
        return HttpResponse.json(
          request.headers.get('accept-language') === 'ar'
            ? { error: 'متبقٍ 1 فقط من Linen Wrap Midi Dress (Sage, M)' }
            : { error: 'Only 1 left of Linen Wrap Midi Dress (Sage, M)' },
          { status: 409 },
        );
      }),
    );
    await loadArabicTexts(...ARABIC_OF.checkout);
    renderPage('/checkout', <CheckoutPage />, { cart: [dressLine] });
    expect(await screen.findByRole('form', { name: 'إتمام الطلب' })).toBeInTheDocument();
    for (const [label, value] of [
      ['الاسم الأول', 'منى'],
      ['اسم العائلة', 'حسن'],
      ['البريد الإلكتروني', 'mona@example.com'],
      ['رقم الموبايل', '٠١٠ ١٢٣٤ ٥٦٧٨'],
      ['عنوان الشحن', '12 شارع التحرير، الدقي'],
    ])
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    // The governorates read in Arabic (one the list does not know keeps its name); the English is what is sent.
    const governorate = screen.getByLabelText('المحافظة', { exact: false });
    expect(await within(governorate).findByRole('option', { name: 'القاهرة' })).toHaveValue('Cairo');
    expect(within(governorate).getByRole('option', { name: 'الجيزة' })).toHaveValue('Giza');
    expect(within(governorate).getByRole('option', { name: 'New Capital' })).toHaveValue('New Capital');
    expect(within(governorate).queryByRole('option', { name: 'Cairo' })).toBeNull();
    await user.selectOptions(governorate, 'القاهرة');
    expect(screen.getByText('الدفع عند الاستلام')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('متبقٍ 1 فقط من Linen Wrap Midi Dress (Sage, M)'),
    );
    expect(sentCity).toEqual(['Cairo']);
    // Typed in Arabic-Indic digits with spaces, sent as the contract's Latin digits.
    expect(sentMobile).toEqual(['01012345678']);
  });
});
