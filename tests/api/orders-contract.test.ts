// Every answer of the customer, orders, coupons, discounts and dashboard operations — successes and refusals —
// checked against the contract's response schema for its status (the Prism proxy test checks the same through
// the wire; this one runs in-process on the seeded demo orders, so every field of every shape is exercised).
import { beforeEach, describe, expect, it } from 'vitest';
import { seedOrders } from '../../src/server/seed/orders';
import { loadContract, makeValidator, operations, responseSchema } from '../helpers/openapi';
import { useTestApp } from './helpers/app';
import { addDiscount, orderBody, seedShop, type Shop } from './customer-fixtures';

const api = useTestApp();
const contract = loadContract();
const validate = makeValidator(contract);
const byId = new Map(operations(contract).map((op) => [op.operationId, op]));
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
  await addDiscount(api.db, { categoryId: shop.categories.bags }, 15);
  expect(await seedOrders(api.db, { count: 240 })).toBe(240);
});

type Call = [operationId: string, method: string, url: string, payload?: unknown, admin?: boolean];

async function check([operationId, method, url, payload, admin = true]: Call) {
  const op = byId.get(operationId);
  expect(op, operationId).toBeDefined();
  const options = {
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  };
  const res = admin ? await api.asAdmin(options) : await api.app.inject(options);
  const status = String(res.statusCode);
  expect(Object.keys(op!.responses), `${operationId} answered ${status}: ${res.body}`).toContain(status);
  const schema = responseSchema(contract, op!, status);
  expect(schema, `${operationId} ${status} has a JSON schema`).toBeDefined();
  expect(validate(schema, res.json()), `${operationId} ${status}: ${res.body.slice(0, 300)}`).toEqual([]);
  return res;
}

describe('responses match the contract', () => {
  it('customer: applyCoupon and createOrder, placed, repeated and refused', async () => {
    const items = [
      { productId: shop.dress.id, quantity: 1 },
      { productId: shop.bag.id, quantity: 2 },
    ];
    await check([
      'applyCoupon',
      'POST',
      '/api/customer/couponsApply',
      { couponCode: 'summer10', items },
      false,
    ]);
    await check(['applyCoupon', 'POST', '/api/customer/couponsApply', { couponCode: 'NOPE', items }, false]);
    await check([
      'applyCoupon',
      'POST',
      '/api/customer/couponsApply',
      { couponCode: 'SUMMER10', items: [{ productId: 999, quantity: 1 }] },
      false,
    ]);
    await check([
      'applyCoupon',
      'POST',
      '/api/customer/couponsApply',
      { couponCode: 'SUMMER10', items: [{ productId: 1, quantity: 0 }] },
      false,
    ]);
    const headers = { 'idempotency-key': 'contract-check-0001' };
    for (const expected of [201, 200]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/customer/createOrder',
        payload: orderBody(shop, { couponCode: 'SUMMER10' }),
        headers,
      });
      expect(res.statusCode).toBe(expected);
      expect(
        validate(responseSchema(contract, byId.get('createOrder')!, String(expected)), res.json()),
      ).toEqual([]);
    }
    await check([
      'createOrder',
      'POST',
      '/api/customer/createOrder',
      orderBody(shop, { city: 'Atlantis' }),
      false,
    ]);
    await check([
      'createOrder',
      'POST',
      '/api/customer/createOrder',
      orderBody(shop, { items: [{ productId: 999, variantId: 1, size: 'M', quantity: 1 }] }),
      false,
    ]);
    await check([
      'createOrder',
      'POST',
      '/api/customer/createOrder',
      orderBody(shop, {
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'S', quantity: 1 }],
      }),
      false,
    ]);
    await check([
      'createOrder',
      'POST',
      '/api/customer/createOrder',
      orderBody(shop, { couponCode: 'NOPE' }),
      false,
    ]);
  });

  it('orders: list, detail, status, history', async () => {
    await check(['listOrders', 'GET', '/api/admin/orders']);
    await check([
      'listOrders',
      'GET',
      '/api/admin/orders?status=delivered&page=2&limit=5&sort=totalPrice&order=asc',
    ]);
    await check(['listOrders', 'GET', '/api/admin/orders?page=0']);
    const list = (await api.asAdmin({ method: 'GET', url: '/api/admin/orders?limit=100' })).json();
    for (const order of list.orders.slice(0, 20))
      await check(['getOrder', 'GET', `/api/admin/orders/${order.orderId}`]);
    const id = list.orders[0].orderId;
    await check(['updateOrderStatus', 'PUT', `/api/admin/orders/${id}`, { status: 'cancelled' }]);
    await check(['updateOrderStatus', 'PUT', `/api/admin/orders/${id}`, { status: 'lost' }]);
    await check(['updateOrderStatus', 'PUT', '/api/admin/orders/99999', { status: 'shipped' }]);
    await check(['getOrderHistory', 'GET', `/api/admin/orders/${id}/history`]);
    await check(['getOrder', 'GET', '/api/admin/orders/99999']);
  });

  it('coupons and discounts', async () => {
    const coupon = {
      code: 'EID20',
      percentage: 20,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    };
    await check(['addCoupon', 'POST', '/api/admin/addCoupon', coupon]);
    await check(['addCoupon', 'POST', '/api/admin/addCoupon', coupon]);
    await check([
      'addCoupon',
      'POST',
      '/api/admin/addCoupon',
      { ...coupon, code: 'X1', endDate: coupon.startDate },
    ]);
    await check(['listCoupons', 'GET', '/api/admin/coupons']);
    await check([
      'updateCouponStatus',
      'PUT',
      `/api/admin/coupons/${shop.coupon}/status`,
      { isActive: false },
    ]);
    await check(['updateCouponStatus', 'PUT', '/api/admin/coupons/9999/status', { isActive: false }]);
    await check(['deleteCoupon', 'DELETE', `/api/admin/coupons/${shop.coupon}`]);
    await check(['deleteCoupon', 'DELETE', `/api/admin/coupons/${shop.coupon}`]);
    const added = await check([
      'addDiscount',
      'POST',
      '/api/admin/addDiscount',
      { percentage: 12.5, startDate: coupon.startDate, endDate: coupon.endDate, tagId: shop.tags.linen },
    ]);
    await check([
      'addDiscount',
      'POST',
      '/api/admin/addDiscount',
      { percentage: 12.5, startDate: coupon.startDate, endDate: coupon.endDate },
    ]);
    await check([
      'addDiscount',
      'POST',
      '/api/admin/addDiscount',
      { percentage: 12.5, startDate: coupon.startDate, endDate: coupon.endDate, productId: 9999 },
    ]);
    await check(['listDiscounts', 'GET', '/api/admin/discounts?sort=percentage&order=asc']);
    await check([
      'updateDiscountStatus',
      'PATCH',
      `/api/admin/discounts/${added.json().data.id}`,
      { isActive: false },
    ]);
    await check(['deleteDiscount', 'DELETE', `/api/admin/discounts/${added.json().data.id}`]);
    await check(['deleteDiscount', 'DELETE', `/api/admin/discounts/${added.json().data.id}`]);
  });

  it('the nine dashboard queries, with and without dates, and refused dates', async () => {
    const ranges = ['', '?startDate=2026-01-01&endDate=2026-12-31', '?startDate=2026-11-01'];
    const paths: [string, string][] = [
      ['getDashboardSummary', 'summary'],
      ['getBestTimeToSell', 'bestTimeToSell'],
      ['getSalesByProduct', 'salesByProduct'],
      ['getSalesByCategory', 'salesByCategory'],
      ['getTopProducts', 'topProducts'],
      ['getCouponUsage', 'couponUsage'],
      ['getSalesByVariant', 'salesByVariant'],
    ];
    for (const [operationId, path] of paths) {
      for (const range of ranges) await check([operationId, 'GET', `/api/admin/dashboard/${path}${range}`]);
      await check([operationId, 'GET', `/api/admin/dashboard/${path}?startDate=2026-13-01`]);
    }
    await check(['getMonthlySales', 'GET', '/api/admin/dashboard/monthlySales']);
    await check(['getLowStockProducts', 'GET', '/api/admin/dashboard/lowStockProducts?threshold=10']);
    await check(['getLowStockProducts', 'GET', '/api/admin/dashboard/lowStockProducts?threshold=-1']);
    const monthly = (await api.asAdmin({ method: 'GET', url: '/api/admin/dashboard/monthlySales' })).json();
    // The demo orders give every month of the chart some sales.
    expect(monthly.filter((m: { totalSales: number }) => m.totalSales > 0)).toHaveLength(12);
  });
});
