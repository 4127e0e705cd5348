// Packing slips: one order at /admin/orders/{id}/slip, a selection at /admin/orders/slips?ids=…,
// each with the shop's contact, the order, the customer, the items and the cash to collect.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getGetOrderHistoryMockHandler,
  getGetOrderMockHandler,
  getGetOrderResponseMock,
  getListOrderNotesMockHandler,
} from '../../../../generated/api/orders/orders.msw';
import { getGetShopContactMockHandler } from '../../../../generated/api/settings/settings.msw';
import type { OrderDetail, ShopContact } from '../../../../generated/models';
import { dataProvider } from '../../data-provider';
import { renderAdmin } from '../../test-support/render-admin';
import { cashToCollect } from './packing-slip-page';
import { slipIds, slipPath } from './slip-paths';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The slips page is a lazy chunk: load it once here so each test's wait is for the page, not the transform.
  await import('./packing-slip-page');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const contact: ShopContact = {
  whatsapp: '201001234567',
  phone: '02 2345 6789',
  email: 'hello@morph.eg',
  facebook: null,
  instagram: 'https://www.instagram.com/morph',
  tiktok: null,
  address: '5 Road 9, Maadi, Cairo',
};

const orderOf = (id: number, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...getGetOrderResponseMock(),
  orderId: id,
  orderNumber: `MO-${id}ABC`,
  anotherMobile: '01198765432',
  anotherAddress: 'Villa 3, Sheikh Zayed',
  ...overrides,
});

function serve(orders: OrderDetail[]) {
  server.use(
    getGetShopContactMockHandler(contact),
    getGetOrderMockHandler(({ params }) => {
      const found = orders.find((o) => o.orderId === Number(params.id));
      if (!found) throw new Error(`no order ${String(params.id)}`);
      return found;
    }),
  );
}

describe('packing slip', () => {
  it('prints one order: shop contact, number and date, customer, mobiles, governorate, address, items and the cash to collect', async () => {
    serve([orderOf(318)]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAdmin('/admin/orders/318/slip', { dataProvider });

    const slip = await screen.findByRole('article', { name: 'Packing slip · Order MO-318ABC' });
    for (const text of [
      'MORPH',
      'Phone 02 2345 6789',
      'WhatsApp +201001234567',
      'hello@morph.eg',
      '5 Road 9, Maadi, Cairo',
      'Date 22/11/2026, 15:40',
      'Nour El-Sayed',
      '01012345678',
      '01198765432',
      'Giza',
      '14 Shehab St, Mohandessin',
      'Villa 3, Sheikh Zayed',
    ])
      expect(within(slip).getByText(text)).toBeInTheDocument();

    const rows = within(within(slip).getByRole('table', { name: 'Items of order MO-318ABC' })).getAllByRole(
      'row',
    );
    expect(rows[0]).toHaveTextContent('ItemColourSizeSKUQtyTotal');
    expect(rows[1]).toHaveTextContent('Linen Wrap Midi DressSageMMO-DR-012-SG2EGP 2,610.00');
    expect(slip).toHaveTextContent('SubtotalEGP 2,900.00');
    expect(slip).toHaveTextContent('Coupon SUMMER10−EGP 261.00');
    expect(slip).toHaveTextContent('Shipping (Giza)EGP 60.00');
    expect(slip).toHaveTextContent('TotalEGP 2,409.00');
    expect(slip).toHaveTextContent('Cash to collectEGP 2,409.00');

    expect(screen.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("prints an Arabic order's slip in Arabic, right to left: Arabic names, governorate, date and amounts", async () => {
    const base = getGetOrderResponseMock();
    serve([
      orderOf(319, {
        language: 'ar',
        items: [
          base.items[0]!,
          // The shop wrote no Arabic for this one: its English stands.
          {
            ...base.items[0]!,
            id: 902,
            product: { ...base.items[0]!.product, name: 'Crochet Shoulder Bag', nameAr: null },
            variant: { ...base.items[0]!.variant, color: 'Ivory', colorAr: null },
          },
        ],
      }),
    ]);
    renderAdmin('/admin/orders/319/slip', { dataProvider });
    const slip = await screen.findByRole('article', { name: 'فاتورة الطلب · رقم MO-319ABC' });
    expect(slip).toHaveAttribute('dir', 'rtl');
    expect(slip).toHaveAttribute('lang', 'ar');
    for (const text of [
      'تليفون 02 2345 6789',
      'واتساب +201001234567',
      'التاريخ: 22 نوفمبر 2026، 3:40 م',
      'الجيزة',
    ])
      expect(within(slip).getByText(text)).toBeInTheDocument();
    const rows = within(within(slip).getByRole('table', { name: 'منتجات الطلب MO-319ABC' })).getAllByRole(
      'row',
    );
    expect(rows[0]).toHaveTextContent('المنتجاللونالمقاسالكودالكميةالإجمالي');
    expect(rows[1]).toHaveTextContent('فستان ملفوف ميدي من الكتانأخضر مريميةMMO-DR-012-SG22,610.00 ج.م');
    expect(rows[2]).toHaveTextContent('Crochet Shoulder BagIvoryM');
    expect(slip).toHaveTextContent('الشحن (الجيزة)60.00 ج.م');
    expect(slip).toHaveTextContent('المطلوب تحصيله2,409.00 ج.م');
    expect(slip).not.toHaveTextContent(/Linen|Sage|Giza|EGP|Packing/);
  });

  it('prints a selection, one slip per order', async () => {
    serve([orderOf(318), orderOf(317, { firstName: 'Mariam', lastName: 'Hassan', totalPrice: 845 })]);
    renderAdmin('/admin/orders/slips?ids=318,317', { dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slips (2)' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Packing slip · Order MO-318ABC' });
    const second = await screen.findByRole('article', { name: 'Packing slip · Order MO-317ABC' });
    expect(second).toHaveTextContent('Mariam Hassan');
    expect(second).toHaveTextContent('Cash to collectEGP 845.00');
    expect(first).toHaveTextContent('Cash to collectEGP 2,409.00');
  });

  it('the order detail links to its slip', async () => {
    serve([orderOf(318)]);
    server.use(getGetOrderHistoryMockHandler(), getListOrderNotesMockHandler({ notes: [] }));
    renderAdmin('/admin/orders/318', { dataProvider });
    expect(await screen.findByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      '/admin/orders/318/slip',
    );
  });
});

describe('slip rules', () => {
  it('collects the whole total for cash on delivery, nothing for a cancelled order', () => {
    expect(cashToCollect({ paymentMethod: 'CASH_ON_DELIVERY', totalPrice: 2409, status: 'shipped' })).toBe(
      2409,
    );
    expect(cashToCollect({ paymentMethod: 'CASH_ON_DELIVERY', totalPrice: 2409, status: 'cancelled' })).toBe(
      0,
    );
  });

  it('reads the ids of a slips URL and writes its paths', () => {
    expect(slipIds('3, 1,x,3,-2,0,2.5,7')).toEqual([3, 1, 7]);
    expect(slipIds(null)).toEqual([]);
    expect(slipPath('/admin', [5])).toBe('/admin/orders/5/slip');
    expect(slipPath('/admin', [5, 6])).toBe('/admin/orders/slips?ids=5,6');
  });
});
