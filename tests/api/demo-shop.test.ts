// The demo a first start makes (SEED_DEMO) shows every screen: the setup guide with the demo's ticks, every
// dashboard section with data, every cancel reason across governorates, a repeat refuser with her risk badge,
// notes, colours with several pictures, a size guide, shopper-confirmed orders — and the guide's own rules.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  BestTimeToSell,
  CouponUsageRow,
  DashboardSummary,
  LowStockProduct,
  MonthlySalesRow,
  OrderHistory,
  OrderNoteList,
  OrderPage,
  RefusalsByGovernorateRow,
  SalesByCategoryRow,
  SalesByProductRow,
  SalesByVariantRow,
  SetupGuide,
  TopProductRow,
} from '../../generated/models';
import { seedDatabase } from '../../src/server/seed';
import { LocalStorage } from '../../src/server/storage/storage';
import { useTestApp } from './helpers/app';

const api = useTestApp();
const admin = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const res = await api.asAdmin({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const post = (url: string) => api.asAdmin({ method: 'POST', url });
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await api.db.execute(text)) as unknown as { rows: T[] }).rows;

describe('the demo shop', () => {
  it('shows every screen with data', { timeout: 600_000 }, async () => {
    await seedDatabase(api.db, new LocalStorage(join(api.dataDir, 'uploads')), { demo: true });

    // Every colour and size has its own SKU: none is given twice, whatever its case.
    const skus = await query<{ sku: string }>(
      sql`SELECT sku FROM variants WHERE sku <> '' UNION ALL SELECT sku FROM sizes WHERE sku <> ''`,
    );
    expect(skus.length).toBeGreaterThan(40);
    expect(skus.map((r) => r.sku.toLowerCase()).filter((sku, i, all) => all.indexOf(sku) !== i)).toEqual([]);

    // The setup guide: the demo's contact, products and orders stand in; the rest is the owner's to do.
    expect(await admin('/api/admin/setup-guide')).toEqual({
      steps: [
        { id: 'contact', state: 'demo' },
        { id: 'shipping', state: 'todo' },
        { id: 'policies', state: 'todo' },
        { id: 'product', state: 'demo' },
        { id: 'testOrder', state: 'demo' },
      ],
      complete: false,
      dismissed: false,
    });
    // The storefront can be reached: its WhatsApp and contact show, marked as the demo's.
    const contact = (await api.app.inject({ method: 'GET', url: '/api/settings/contact' })).json();
    expect(contact.whatsapp).toMatch(/^20\d{10}$/);
    expect(contact.address).toMatch(/DEMO/);

    // Every dashboard section has data over all time (the Reset filter), and the summary today.
    const summary = await admin<DashboardSummary>('/api/admin/dashboard/summary');
    expect(summary.totalSales).toBeGreaterThan(0);
    expect(summary.toConfirm).toBeGreaterThan(0);
    expect(summary.confirmedByCustomer).toBeGreaterThan(0);
    expect(summary.confirmedByCustomer).toBeLessThan(summary.toConfirm);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await admin<DashboardSummary>(`/api/admin/dashboard/summary?startDate=${today}&endDate=${today}`))
        .orderCount,
    ).toBeGreaterThan(0);
    const some = <T>(rows: T[], figure: (row: T) => number) => rows.filter((r) => figure(r) > 0).length;
    expect(
      some(await admin<MonthlySalesRow[]>('/api/admin/dashboard/monthlySales'), (r) => r.totalSales),
    ).toBeGreaterThan(6);
    const best = await admin<BestTimeToSell>('/api/admin/dashboard/bestTimeToSell');
    expect(some(best.byHour, (r) => r.totalSales)).toBeGreaterThan(3);
    expect(some(best.byDayOfWeek, (r) => r.totalSales)).toBe(7);
    expect(
      some(await admin<SalesByProductRow[]>('/api/admin/dashboard/salesByProduct'), (r) => r.totalSales),
    ).toBeGreaterThan(5);
    expect(
      some(await admin<SalesByCategoryRow[]>('/api/admin/dashboard/salesByCategory'), (r) => r.totalSales),
    ).toBeGreaterThan(2);
    expect(
      some(await admin<TopProductRow[]>('/api/admin/dashboard/topProducts'), (r) => r.quantitySold),
    ).toBe(5);
    expect(
      some(await admin<CouponUsageRow[]>('/api/admin/dashboard/couponUsage'), (r) => r.usedCount),
    ).toBeGreaterThan(1);
    expect((await admin<LowStockProduct[]>('/api/admin/dashboard/lowStockProducts')).length).toBeGreaterThan(
      0,
    );
    expect(
      some(await admin<SalesByVariantRow[]>('/api/admin/dashboard/salesByVariant'), (r) => r.totalSold),
    ).toBeGreaterThan(5);
    const refusals = await admin<RefusalsByGovernorateRow[]>('/api/admin/dashboard/refusalsByGovernorate');
    expect(some(refusals, (r) => r.refusedCount)).toBeGreaterThan(2);

    // Every cancel reason an admin, the shopper or the expiry gives, across several governorates.
    const reasons = await query<{ reason: string; governorates: number }>(
      sql`SELECT cancel_reason AS reason, count(DISTINCT city)::int AS governorates FROM orders
          WHERE status = 'cancelled' GROUP BY cancel_reason`,
    );
    const byReason = Object.fromEntries(reasons.map((r) => [r.reason, r.governorates]));
    for (const reason of ['refused_at_delivery', 'no_answer', 'fake_order', 'customer_cancelled'])
      expect(byReason[reason], reason).toBeGreaterThan(0);
    expect(byReason.refused_at_delivery).toBeGreaterThan(2);
    expect(byReason.no_answer).toBeGreaterThan(1);

    // A repeat refuser ordered again: her pending order shows the risk badge's record.
    const pending = await admin<OrderPage>('/api/admin/orders?status=pending&page=1&limit=100');
    const risky = pending.orders.filter((o) => (o.risk?.refused ?? 0) >= 2);
    expect(risky.length).toBeGreaterThan(0);
    const notes = await admin<OrderNoteList>(`/api/admin/orders/${risky[0]!.orderId}/notes`);
    expect(notes.notes.length).toBeGreaterThan(0);

    // Shopper-confirmed orders: confirmed by the customer in the admin's history and on /track.
    const confirmed = pending.orders.find((o) => o.customerConfirmedAt !== null)!;
    expect(confirmed).toBeDefined();
    const history = (await admin<OrderHistory>(`/api/admin/orders/${confirmed.orderId}/history`)).history;
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'pending', 'customer'],
    ]);
    const track = await api.app.inject({
      method: 'POST',
      url: '/api/customer/orders/track',
      payload: { orderNumber: confirmed.orderNumber, mobileNumber: confirmed.phone },
    });
    expect(track.json().stage).toBe('confirmed');
    expect(track.json().timeline[1]).toMatchObject({ status: 'processing', by: 'customer' });

    // Notes on several orders; colours with a gallery to swipe; a size guide.
    const [counts] = await query<{ notes: number; galleries: number; guides: number }>(
      sql`SELECT (SELECT count(*) FROM order_notes)::int AS notes,
                 (SELECT count(*) FROM (SELECT variant_id FROM variant_images GROUP BY variant_id
                   HAVING count(*) >= 2) g)::int AS galleries,
                 (SELECT count(*) FROM categories WHERE size_guide IS NOT NULL)::int AS guides`,
    );
    expect(counts!.notes).toBeGreaterThan(5);
    expect(counts!.galleries).toBeGreaterThan(5);
    expect(counts!.guides).toBeGreaterThan(0);
  });
});

describe('the setup guide', () => {
  it('ticks each step from the shop’s own data, and its dismissal holds for the whole shop', async () => {
    const guide = async () =>
      Object.fromEntries(
        (await admin<SetupGuide>('/api/admin/setup-guide')).steps.map((s) => [s.id, s.state]),
      );
    // Without the demo: an empty shop (the test app's build-time contact has no WhatsApp).
    expect(await guide()).toMatchObject({
      shipping: 'todo',
      policies: 'todo',
      product: 'todo',
      testOrder: 'todo',
    });

    const save = await api.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings/contact',
      payload: {
        whatsapp: '01012345678',
        phone: '01012345678',
        email: 'shop@example.com',
        facebook: '',
        instagram: '',
        tiktok: '',
        address: '',
      },
    });
    expect(save.statusCode).toBe(200);
    expect((await guide()).contact).toBe('done');

    expect((await post('/api/admin/setup-guide/steps/policies')).statusCode).toBe(200);
    expect((await post('/api/admin/setup-guide/steps/policies')).statusCode).toBe(200);
    expect((await post('/api/admin/setup-guide/steps/contact')).statusCode).toBe(400);
    expect(await guide()).toMatchObject({ policies: 'done', shipping: 'todo' });

    // A shipping price saved by the owner ticks the shipping step.
    await api.db.execute(sql`INSERT INTO shipping_cities (name, price_piastres, created_at, updated_at)
      VALUES ('Cairo', 5000, now() - interval '1 day', now())`);
    expect((await guide()).shipping).toBe('done');

    const dismissed = await post('/api/admin/setup-guide/dismiss');
    expect(dismissed.json().dismissed).toBe(true);
    // Another instance (a fresh app over the same database) sees it dismissed.
    const other = await api.freshApp();
    const cookie = await api.signIn();
    const again = await other.inject({ method: 'GET', url: '/api/admin/setup-guide', headers: { cookie } });
    expect(again.json().dismissed).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/setup-guide' })).statusCode).toBe(401);
  });
});
