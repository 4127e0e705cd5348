// Orders placed through the API and delivered by staff, with the delivery's time set where a test needs a day of
// the return window; members of each role; the shopper's calls on her returns.
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderStatusHistory, returns } from '../../src/server/db/schema';
import { upsertAdmin } from '../../src/server/modules/auth';
import { cairoDateOf, cairoDayStart } from '../../src/shared/cairo-dates';
import { addDays } from '../../src/shared/returns';
import type { StaffRole } from '../../src/shared/staff-roles';
import { orderBody, type Shop } from './customer-fixtures';
import { testPasswordHash, type TestApp } from './helpers/app';

export const SHOPPER_ADDRESS = '203.0.113.20';
const PASSWORD = 'a long enough staff password';

/** Noon in Cairo, `days` Cairo days before today: the delivery of a test that counts the window. */
export function deliveredDaysAgo(days: number, now = new Date()): Date {
  return new Date(cairoDayStart(addDays(cairoDateOf(now), -days)).getTime() + 12 * 3_600_000);
}

export interface Placed {
  orderId: number;
  orderNumber: string;
  orderKey: string;
  mobile: string;
  /** The order's lines, by their place in the order. */
  lines: Array<{ id: number; quantity: number }>;
}

export function returnsKit(api: TestApp, shop: () => Shop) {
  let mobiles = 0;
  const nextMobile = () => `0122${String(1_000_000 + ++mobiles).slice(-7)}`;

  async function placeOrder(overrides: Record<string, unknown> = {}): Promise<Placed> {
    const mobile = nextMobile();
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop(), { mobileNumber: mobile, ...overrides }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as { orderId: number; orderNumber: string; orderKey: string };
    const detail = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${placed.orderId}` });
    const lines = (detail.json().items as Array<{ id: number; quantity: number }>).map((i) => ({
      id: i.id,
      quantity: i.quantity,
    }));
    return { ...placed, mobile, lines };
  }

  async function setStatus(orderId: number, status: string) {
    const res = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Moves the order through processing and shipped to delivered, delivered at `at` (now by default). */
  async function deliver(orderId: number, at?: Date) {
    for (const status of ['processing', 'shipped', 'delivered']) await setStatus(orderId, status);
    if (at)
      await api.db
        .update(orderStatusHistory)
        .set({ changedAt: at })
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')));
  }

  async function deliveredOrder(overrides: Record<string, unknown> = {}, at?: Date): Promise<Placed> {
    const placed = await placeOrder(overrides);
    await deliver(placed.orderId, at);
    return placed;
  }

  /** The shopper's request, opened with her mobile number (or with `headers`' order key). */
  const ask = (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    remoteAddress = SHOPPER_ADDRESS,
  ) =>
    api.app.inject({ method: 'POST', url: '/api/customer/returns', payload: body, headers, remoteAddress });

  const withdraw = (id: number, body: Record<string, unknown>, remoteAddress = SHOPPER_ADDRESS) =>
    api.app.inject({
      method: 'POST',
      url: `/api/customer/returns/${id}/cancel`,
      payload: body,
      remoteAddress,
    });

  const track = (orderNumber: string, mobileNumber: string, remoteAddress = SHOPPER_ADDRESS) =>
    api.app.inject({
      method: 'POST',
      url: '/api/customer/orders/track',
      payload: { orderNumber, mobileNumber },
      remoteAddress,
    });

  /** Staff record a request (201 expected); its id. */
  async function staffRequest(body: Record<string, unknown>): Promise<number> {
    const res = await api.asAdmin({ method: 'POST', url: '/api/admin/returns', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  const step = (
    id: number,
    action: string,
    payload?: Record<string, unknown>,
    method: 'POST' | 'PUT' = 'POST',
  ) => api.asAdmin({ method, url: `/api/admin/returns/${id}/${action}`, ...(payload ? { payload } : {}) });

  async function member(role: StaffRole): Promise<string> {
    await upsertAdmin(api.db, `staff-${role}`, await testPasswordHash(PASSWORD), role);
    return api.signIn({ username: `staff-${role}`, password: PASSWORD });
  }

  async function returnCount(): Promise<number> {
    const [row] = await api.db.select({ n: sql<number>`count(*)::int` }).from(returns);
    return Number(row!.n);
  }

  async function setPolicy(policy: Partial<Record<string, unknown>>) {
    const res = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings/returns',
      payload: {
        windowDays: 14,
        refundShipping: false,
        exchangeShippingCharged: false,
        restockRefusedOnReceipt: false,
        ...policy,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  return {
    placeOrder,
    setStatus,
    deliver,
    deliveredOrder,
    ask,
    withdraw,
    track,
    staffRequest,
    step,
    member,
    returnCount,
    setPolicy,
  };
}
