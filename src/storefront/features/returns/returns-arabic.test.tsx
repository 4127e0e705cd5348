// Returns in Arabic: right to left, every label and status in Arabic, the catalogue's Arabic names, dates and
// amounts as the Arabic storefront writes them (Latin digits, ج.م), Arabic-Indic digits read in the quantity, and
// the server's refusal (already in Arabic: the API is asked in the page's language) shown as it comes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetShopperOrderMockHandler } from '../../../../generated/shop-api/customer/customer.msw';
import { getGetProductByIdMockHandler } from '../../../../generated/shop-api/products/products.msw';
import { ARABIC_OF } from '../../app';
import { ar } from '../../i18n/ar/index';
import { applyDocumentLanguage, loadArabicTexts, setLanguage } from '../../i18n/language';
import { shopSettingsHandlers } from '../../testing/msw';
import { axeViolations } from '../cart/axe';
import { renderPage } from '../cart/test-utils';
import OrderPage from '../orders/order-page';
import PolicyPage from '../policies/policy-page';
import { ORDER_KEY, ORDER_NUMBER } from '../orders/test-fixtures';
import { deliveredOrder, products, shopperReturn } from './test-fixtures';

const languages: (string | null)[] = [];
const server = setupServer(
  ...shopSettingsHandlers(),
  getGetProductByIdMockHandler((info) => products[Number(info.params.id)]!),
  getGetShopperOrderMockHandler(
    deliveredOrder({
      returns: [
        shopperReturn({ status: 'approved', pickupDate: '2026-11-26', canCancel: false }),
        shopperReturn({
          id: 18,
          kind: 'return',
          status: 'refunded',
          refund: { amount: 1305, method: 'cash' },
          canCancel: false,
          items: [{ ...shopperReturn().items[0]!, wanted: null, reason: 'defect' }],
        }),
      ],
    }),
  ),
);
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/api/customer/returns')) languages.push(request.headers.get('accept-language'));
});

beforeAll(async () => {
  setLanguage('ar', ar);
  applyDocumentLanguage('ar');
  // What the order route loads; the returns chunk loads its own texts (lazy-returns.tsx).
  await loadArabicTexts(...ARABIC_OF.order);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  setLanguage('en');
  applyDocumentLanguage('en');
});

function renderOrder() {
  return renderPage('/orders/:orderNumber', <OrderPage />, {
    start: `/orders/${ORDER_NUMBER}#key=${ORDER_KEY}`,
    otherRoutes: ['/track', '/returns', '/shop'],
  });
}

describe('returns in Arabic', () => {
  it('says the window, the statuses, dates and amounts in Arabic, right to left', async () => {
    renderOrder();
    const returns = await screen.findByRole('region', { name: 'الاسترجاع والاستبدال' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(returns).toHaveTextContent('يمكنك استرجاع المنتجات أو استبدالها حتى 8 ديسمبر 2026.');
    expect(within(returns).getByRole('link', { name: 'كيف يتم الاسترجاع' })).toHaveAttribute(
      'href',
      '/returns',
    );
    const [exchange, refund] = within(returns).getAllByRole('article');
    expect(within(exchange!).getByRole('heading')).toHaveTextContent('طلب استبدال بتاريخ 25 نوفمبر 2026');
    expect(exchange).toHaveTextContent('تمت الموافقة — سيمر المندوب للاستلام يوم الخميس، 26 نوفمبر 2026');
    expect(exchange).toHaveTextContent('فستان ميدي لف من الكتان — أخضر مريمية، المقاس M، العدد 1');
    expect(exchange).toHaveTextContent('ستحصلين على: أخضر مريمية، L');
    expect(exchange).toHaveTextContent('السبب: صغير جدًا');
    expect(refund).toHaveTextContent('تم رد 1,305.00 ج.م نقدًا');
    expect(refund).toHaveTextContent('السبب: به عيب');
    expect(within(refund!).getByRole('list', { name: 'مراحل الطلب' })).toHaveTextContent(
      'تم الطلب 25 نوفمبر 2026، 12:00 م',
    );
  });

  it('has Arabic labels, reads Arabic-Indic digits, and shows the Arabic refusal of the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post('*/api/customer/returns', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { error: 'انتهت مدة الاسترجاع لهذا الطلب في 8 ديسمبر 2026' },
          { status: 409 },
        );
      }),
    );
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'استرجاع أو استبدال منتجات' }));
    const form = screen.getByRole('form', { name: 'استرجاع أو استبدال منتجات' });
    expect(within(form).getByRole('group', { name: 'ماذا تريدين؟' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /استبدال/ }));
    expect(
      await within(form).findByText(
        'لا يتوفر الآن أي مقاس أو لون من هذه القطعة، فلا يمكن استبدالها. ويمكنك استرجاعها.',
      ),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /استرجاع/ }));
    await user.click(within(form).getByRole('checkbox', { name: /فستان ميدي لف من الكتان/ }));
    const dress = within(form).getByRole('group', { name: 'فستان ميدي لف من الكتان' });
    const quantity = within(dress).getByLabelText('الكمية');
    expect(quantity).toHaveAccessibleDescription('من 1 إلى 2');
    await user.clear(quantity);
    await user.type(quantity, '٣');
    const reason = within(dress).getByLabelText('السبب');
    await user.click(within(form).getByRole('button', { name: 'أرسلي طلبي' }));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(/اكتبي كمية من 1 إلى 2\./);
    expect(reason).toHaveAccessibleDescription('اختاري السبب.');

    await user.clear(quantity);
    await user.type(quantity, '٢');
    await user.selectOptions(reason, 'صغير جدًا');
    await user.click(within(form).getByRole('button', { name: 'أرسلي طلبي' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'انتهت مدة الاسترجاع لهذا الطلب في 8 ديسمبر 2026',
    );
    expect(body).toEqual({
      orderNumber: ORDER_NUMBER,
      kind: 'return',
      items: [{ orderItemId: 901, quantity: 2, reason: 'too_small' }],
    });
    expect(new Set(languages)).toEqual(new Set(['ar']));
    expect(await axeViolations()).toEqual([]);
  });

  it('the return policy says how to ask, in Arabic', async () => {
    await loadArabicTexts(...ARABIC_OF.policy);
    renderPage('/returns', <PolicyPage kind="returns" />, { otherRoutes: ['/track', '/terms', '/privacy'] });
    expect(
      screen.getByText(/خلال 14 يومًا من التوصيل، افتحي طلبك: من الرابط في رسالة تأكيد الطلب/),
    ).toBeInTheDocument();
    expect(screen.getByText(/زر «استرجاع أو استبدال منتجات»/)).toBeInTheDocument();
  });
});
