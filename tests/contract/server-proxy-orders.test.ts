// The real server behind `prism proxy --errors` for the operations that move money and stock: customer, orders,
// coupons, discounts and dashboard — successes and refusals answer exactly as the contract says (a violation
// would come back as a 500). Bodies that break the request schema are refused by Prism itself (422) before
// they reach the server, so the server's own 400s for them are tested in tests/api instead.
import { describe, expect, it, vi } from 'vitest';
import { contractOperations, loadContract } from '../../src/server/plugins/openapi';
import { seedOrders } from '../../src/server/seed/orders';
import { addDiscount, orderBody, seedShop, type Shop } from '../api/customer-fixtures';
import { useProxiedServer } from './server-proxy-harness';

const OWN_TAGS = ['customer', 'orders', 'coupons', 'discounts', 'dashboard'];
let shop: Shop;

const h = useProxiedServer({
  seed: async (db) => {
    shop = await seedShop(db);
    await addDiscount(db, { tagId: shop.tags.linen }, 10);
    await seedOrders(db, { count: 150 });
  },
});

const window = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2030-01-01T00:00:00.000Z' };

describe('through prism proxy --errors', () => {
  it('customer: apply a coupon and place orders, with the refusals', async () => {
    const items = [
      { productId: shop.dress.id, quantity: 2 },
      { productId: shop.bag.id, quantity: 1 },
    ];
    const priced = (await h.drive('applyCoupon', { body: { couponCode: 'summer10', items }, expect: 200 }))
      .body as { totalAfterDiscount: number };
    expect(priced.totalAfterDiscount).toBe(3046.5);
    await h.drive('applyCoupon', { body: { couponCode: 'NOPE', items }, expect: 422 });
    await h.drive('applyCoupon', {
      body: { couponCode: 'SUMMER10', items: [{ productId: 9999, quantity: 1 }] },
      expect: 404,
    });

    const headers = { 'idempotency-key': 'contract-proxy-attempt-1' };
    const placed = (
      await h.drive('createOrder', {
        body: orderBody(shop, { couponCode: 'SUMMER10' }),
        headers,
        expect: 201,
      })
    ).body as { orderId: number };
    const again = (
      await h.drive('createOrder', {
        body: orderBody(shop, { couponCode: 'SUMMER10' }),
        headers,
        expect: 200,
      })
    ).body as { orderId: number };
    expect(again.orderId).toBe(placed.orderId);
    await h.drive('createOrder', {
      body: orderBody(shop, {
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'S', quantity: 1 }],
      }),
      expect: 409,
    });
    await h.drive('createOrder', {
      body: orderBody(shop, {
        items: [{ productId: 9999, variantId: shop.dress.sage.id, size: 'M', quantity: 1 }],
      }),
      expect: 404,
    });
    await h.drive('createOrder', { body: orderBody(shop, { couponCode: 'NOPE' }), expect: 422 });
    // The spec's checkout sends blank optional fields as empty strings.
    await h.drive('createOrder', {
      body: orderBody(shop, { anotherMobile: '', anotherAddress: '', couponCode: '' }),
      expect: 201,
    });
    await h.drive('createOrder', { body: orderBody(shop, { city: 'Atlantis' }), expect: 400 });

    // The database's disk is nearly full: the order is refused for now, as the contract says every call may be.
    const short = vi.spyOn(h.app.databaseAvailability, 'storageShort').mockReturnValue(true);
    try {
      const busy = await h.drive('createOrder', { body: orderBody(shop), expect: 503 });
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(busy.body).toEqual({ error: 'The shop is briefly unavailable. Please try again in a moment.' });
    } finally {
      short.mockRestore();
    }
  });

  it('customer: the confirmation page, confirming, cancelling and tracking (order lifecycle)', async () => {
    const place = async (mobileNumber: string) =>
      (
        await h.drive('createOrder', {
          body: orderBody(shop, {
            mobileNumber,
            items: [{ productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 }],
          }),
          expect: 201,
        })
      ).body as {
        orderNumber: string;
        orderKey: string;
      };
    const one = await place('01022223333');
    const two = await place('01022224444');
    const own = (order: { orderNumber: string; orderKey: string }) => ({
      params: { orderNumber: order.orderNumber },
      headers: { 'x-order-key': order.orderKey },
    });
    await h.drive('getShopperOrder', { ...own(one), expect: 200 });
    await h.drive('getShopperOrder', { ...own({ ...one, orderKey: two.orderKey }), expect: 404 });
    await h.drive('confirmShopperOrder', { ...own(one), expect: 200 });
    await h.drive('confirmShopperOrder', { ...own({ ...one, orderKey: 'wrong' }), expect: 404 });
    await h.drive('cancelShopperOrder', { ...own(two), expect: 200 });
    await h.drive('cancelShopperOrder', { ...own(two), expect: 409 });
    await h.drive('confirmShopperOrder', { ...own(two), expect: 409 });
    await h.drive('cancelShopperOrder', { ...own({ ...one, orderKey: 'wrong' }), expect: 404 });
    await h.drive('trackOrder', {
      body: { orderNumber: one.orderNumber, mobileNumber: '+201022223333' },
      expect: 200,
    });
    await h.drive('trackOrder', {
      body: { orderNumber: one.orderNumber, mobileNumber: '01099999999' },
      expect: 404,
    });
  });

  it('orders: list, detail, status changes and history', async () => {
    const page = (
      await h.drive('listOrders', {
        query: {
          page: 1,
          limit: 10,
          status: 'delivered',
          startDate: '2025-01-01',
          endDate: '2030-01-01',
          sort: 'totalPrice',
          order: 'asc',
        },
        expect: 200,
      })
    ).body as {
      orders: { orderId: number }[];
    };
    expect(page.orders.length).toBeGreaterThan(0);
    await h.drive('listOrders', { query: { q: 'MO-' }, expect: 200 });
    const id = page.orders[0]!.orderId;
    await h.drive('getOrder', { params: { id }, expect: 200 });
    await h.drive('getOrder', { params: { id: 99999 }, expect: 404 });
    await h.drive('updateOrderStatus', { params: { id }, body: { status: 'cancelled' }, expect: 200 });
    await h.drive('updateOrderStatus', { params: { id: 99999 }, body: { status: 'shipped' }, expect: 404 });
    await h.drive('getOrderHistory', { params: { id }, expect: 200 });
    await h.drive('getOrderHistory', { params: { id: 99999 }, expect: 404 });
    await h.drive('listOrders', { signedIn: false, expect: 401 });

    // The order lifecycle: cancel with a reason, notes, the courier sheet.
    const open = (await h.drive('listOrders', { query: { status: 'pending', limit: 1 }, expect: 200 }))
      .body as { orders: { orderId: number }[] };
    const pending = open.orders[0]!.orderId;
    await h.drive('cancelOrder', {
      params: { id: pending },
      body: { reason: 'no_answer', note: 'Called three times' },
      expect: 200,
    });
    await h.drive('cancelOrder', { params: { id: pending }, body: { reason: 'other' }, expect: 409 });
    await h.drive('cancelOrder', { params: { id: 99999 }, body: { reason: 'other' }, expect: 404 });
    await h.drive('addOrderNote', { params: { id }, body: { body: 'Confirmed on WhatsApp' }, expect: 201 });
    await h.drive('addOrderNote', { params: { id: 99999 }, body: { body: 'x' }, expect: 404 });
    await h.drive('listOrderNotes', { params: { id: pending }, expect: 200 });
    await h.drive('listOrderNotes', { params: { id: 99999 }, expect: 404 });
    const sheet = await h.drive('getCourierSheet', { query: { status: 'pending', q: 'MO-' }, expect: 200 });
    // (fetch's text() drops the byte-order mark; tests/api checks it is sent.)
    expect(String(sheet.body)).toMatch(/^\uFEFF?Order number,/);
    await h.drive('getCourierSheet', {
      query: { startDate: '2026-11-22', endDate: '2026-11-01' },
      expect: 400,
    });
    await h.drive('getCourierSheet', { signedIn: false, expect: 401 });

    // Orders for a call centre: the saved views' counts, the next order to confirm, a bulk status change and
    // the Excel exports (tests/api/call-centre.test.ts reads them back).
    await h.drive('getOrderViewCounts', { query: { startDate: '2025-01-01', q: 'MO-' }, expect: 200 });
    await h.drive('getOrderViewCounts', { signedIn: false, expect: 401 });
    const next = (await h.drive('getNextOrderToConfirm', { query: { after: pending }, expect: 200 }))
      .body as {
      orderId: number | null;
    };
    await h.drive('getNextOrderToConfirm', { signedIn: false, expect: 401 });
    const selection = next.orderId ?? pending;
    await h.drive('bulkUpdateOrderStatus', { body: { ids: [selection], status: 'processing' }, expect: 200 });
    await h.drive('bulkUpdateOrderStatus', {
      body: { ids: [selection, 99999], status: 'shipped' },
      expect: 404,
    });
    await h.drive('bulkUpdateOrderStatus', {
      body: { ids: [selection], status: 'shipped' },
      signedIn: false,
      expect: 401,
    });
    await h.drive('getCourierSheetXlsx', { query: { status: 'processing' }, expect: 200 });
    await h.drive('getCourierSheetXlsx', { signedIn: false, expect: 401 });
    await h.drive('exportOrderLines', { query: { ids: [selection, id] }, expect: 200 });
    await h.drive('exportOrderLines', {
      query: { startDate: '2026-11-22', endDate: '2026-11-01' },
      expect: 400,
    });
    await h.drive('exportOrderLines', { signedIn: false, expect: 401 });

    // Bounded holds: the last hour's unconfirmed orders, and cancelling a selection of them as fake.
    const holds = (await h.drive('getUnconfirmedHolds', { expect: 200 })).body as {
      orders: { orderId: number }[];
    };
    await h.drive('getUnconfirmedHolds', { signedIn: false, expect: 401 });
    const fake = holds.orders[0]?.orderId ?? 99999;
    const cancelled = (await h.drive('cancelOrdersAsFake', { body: { ids: [fake, 99999] }, expect: 200 }))
      .body as { cancelled: number[]; skipped: number[] };
    expect(cancelled.skipped).toContain(99999);
    await h.drive('cancelOrdersAsFake', { body: { ids: [fake] }, signedIn: false, expect: 401 });
  });

  it('coupons', async () => {
    const coupon = {
      code: 'EID20',
      description: 'Eid',
      percentage: 20,
      minOrderAmount: 250,
      maxUsage: 50,
      ...window,
    };
    const created = (await h.drive('addCoupon', { body: coupon, expect: 201 })).body as {
      data: { id: number };
    };
    await h.drive('addCoupon', { body: { ...coupon, code: 'eid20' }, expect: 409 });
    await h.drive('addCoupon', { body: { ...coupon, code: 'LATE', endDate: window.startDate }, expect: 400 });
    await h.drive('listCoupons', { query: { q: 'eid', sort: 'code', order: 'asc' }, expect: 200 });
    // A datetime-local value (no zone) is Cairo time.
    await h.drive('addCoupon', {
      body: { ...coupon, code: 'LOCAL5', startDate: '2026-11-23T07:16', endDate: '2027-11-23T07:16' },
      expect: 201,
    });
    await h.drive('updateCouponStatus', {
      params: { id: created.data.id },
      body: { isActive: false },
      expect: 200,
    });
    await h.drive('updateCouponStatus', { params: { id: 99999 }, body: { isActive: false }, expect: 404 });
    await h.drive('updateCoupon', {
      params: { id: created.data.id },
      body: { ...coupon, code: 'EID25', percentage: 25 },
      expect: 200,
    });
    await h.drive('updateCoupon', {
      params: { id: created.data.id },
      body: { ...coupon, code: 'local5' },
      expect: 409,
    });
    await h.drive('updateCoupon', {
      params: { id: created.data.id },
      body: { ...coupon, endDate: window.startDate },
      expect: 400,
    });
    await h.drive('updateCoupon', { params: { id: 99999 }, body: coupon, expect: 404 });
    await h.drive('deleteCoupon', { params: { id: created.data.id }, expect: 200 });
    await h.drive('deleteCoupon', { params: { id: created.data.id }, expect: 404 });
  });

  it('discounts', async () => {
    const created = (
      await h.drive('addDiscount', {
        body: { percentage: 15, ...window, categoryId: shop.categories.bags },
        expect: 201,
      })
    ).body as { data: { id: number } };
    await h.drive('addDiscount', {
      body: { percentage: 15, ...window, productId: shop.dress.id, tagId: shop.tags.linen },
      expect: 400,
    });
    await h.drive('addDiscount', { body: { percentage: 15, ...window, productId: 99999 }, expect: 404 });
    await h.drive('listDiscounts', {
      query: { type: 'category', sort: 'percentage', order: 'desc' },
      expect: 200,
    });
    await h.drive('updateDiscountStatus', {
      params: { id: created.data.id },
      body: { isActive: false },
      expect: 200,
    });
    await h.drive('updateDiscountStatus', { params: { id: 99999 }, body: { isActive: true }, expect: 404 });
    await h.drive('updateDiscount', {
      params: { id: created.data.id },
      body: { percentage: 20, ...window, productId: shop.dress.id },
      expect: 200,
    });
    await h.drive('updateDiscount', {
      params: { id: created.data.id },
      body: { percentage: 20, ...window },
      expect: 400,
    });
    await h.drive('updateDiscount', {
      params: { id: 99999 },
      body: { percentage: 20, ...window, tagId: shop.tags.linen },
      expect: 404,
    });
    await h.drive('deleteDiscount', { params: { id: created.data.id }, expect: 200 });
    await h.drive('deleteDiscount', { params: { id: created.data.id }, expect: 404 });
  });

  it('dashboard: the ten queries', async () => {
    const range = { startDate: '2025-11-01', endDate: '2030-01-01' };
    await h.drive('getDashboardSummary', { query: range, expect: 200 });
    await h.drive('getDashboardSummary', {
      query: { startDate: '2026-11-22', endDate: '2026-11-01' },
      expect: 400,
    });
    // The spec's date filter sends full date-times.
    await h.drive('getDashboardSummary', {
      query: { startDate: '2026-11-22T00:00:00.000Z', endDate: '2026-11-30T21:59:59.999Z' },
      expect: 200,
    });
    await h.drive('getMonthlySales', { expect: 200 });
    await h.drive('getBestTimeToSell', { query: range, expect: 200 });
    await h.drive('getSalesByProduct', { expect: 200 });
    await h.drive('getSalesByCategory', { query: range, expect: 200 });
    await h.drive('getTopProducts', { query: { ...range, limit: 5 }, expect: 200 });
    await h.drive('getCouponUsage', { query: range, expect: 200 });
    await h.drive('getLowStockProducts', { query: { threshold: 5 }, expect: 200 });
    await h.drive('getSalesByVariant', { query: range, expect: 200 });
    await h.drive('getSalesByVariant', { signedIn: false, expect: 401 });
    await h.drive('getRefusalsByGovernorate', { query: range, expect: 200 });
    await h.drive('getRefusalsByGovernorate', { signedIn: false, expect: 401 });
    await h.drive('getReturnsSummary', { query: range, expect: 200 });
    await h.drive('getReturnsSummary', { signedIn: false, expect: 401 });
  });

  it('drove every operation of the customer, orders, coupons, discounts and dashboard tags', () => {
    const contract = loadContract();
    const own = contractOperations(contract)
      .filter((op) => {
        const tags =
          (contract.paths as Record<string, Record<string, { tags?: string[] }>>)[op.path]![
            op.method.toLowerCase()
          ]!.tags ?? [];
        return tags.some((t) => OWN_TAGS.includes(t));
      })
      .map((op) => op.operationId);
    // The spec's 23, the order lifecycle's operations, the dashboard's refusals, the coupon and discount edits,
    // the bounds on holds (the last hour's unconfirmed orders, cancelling them as fake), and the call centre's
    // views, next order, bulk change and Excel exports, and the dashboard's returns figures.
    expect(own.length).toBe(42);
    expect(own.filter((id) => !h.driven.has(id))).toEqual([]);
  });
});
