// Holds on stock by unconfirmed orders, and nobody locked out by someone else. The attacks (loopback addresses
// standing for internet clients): one anonymous client reserved every unit of every size with 13 orders of 50
// lines, each with a fresh number; 3 pending orders placed with a stranger's number made her own order a 429
// saying so; 10 wrong mobiles blocked an order's tracking for its owner too. Now what unconfirmed orders hold is
// bounded per order, per address and per size (past a bound an order is taken but holds nothing until staff
// confirm it), per-number limits never refuse, and tracking refuses only the addresses that guessed.
// Runs on PGlite in npm test and on PostgreSQL in npm run test:api:pg.
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, products, sizes, variants } from '../../src/server/db/schema';
import { orderBody, seedShop, stockOf, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';

const api = useTestApp();
let shop: Shop;

/** A catalogue of 100 sizes (20 dresses × 5 sizes) with 4 to 25 units each. */
interface Catalogue {
  sizes: { id: number; productId: number; variantId: number; size: string; initial: number }[];
}
let catalogue: Catalogue;

async function seedCatalogue(): Promise<Catalogue> {
  const made: Catalogue['sizes'] = [];
  for (let p = 0; p < 20; p += 1) {
    const [product] = await api.db
      .insert(products)
      .values({ slug: `dress-${p}`, name: `Dress ${p}`, pricePiastres: 50_000 + p * 100 })
      .returning({ id: products.id });
    const [variant] = await api.db
      .insert(variants)
      .values({ productId: product!.id, color: 'Black', sku: `DR-${p}` })
      .returning({ id: variants.id });
    const rows = await api.db
      .insert(sizes)
      .values(
        ['XS', 'S', 'M', 'L', 'XL'].map((size, i) => ({
          variantId: variant!.id,
          size,
          stock: 4 + (((p * 5 + i) * 7) % 22),
          position: i,
        })),
      )
      .returning({ id: sizes.id, size: sizes.size, stock: sizes.stock });
    for (const r of rows)
      made.push({ id: r.id, productId: product!.id, variantId: variant!.id, size: r.size, initial: r.stock });
  }
  return { sizes: made };
}

beforeEach(async () => {
  shop = await seedShop(api.db);
  catalogue = await seedCatalogue();
});

const freshMobile = () => `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const place = (overrides: Record<string, unknown>, remoteAddress: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, overrides),
    remoteAddress,
  });

const stockNow = async () =>
  new Map(
    (
      await api.db
        .select({ id: sizes.id, stock: sizes.stock })
        .from(sizes)
        .where(
          inArray(
            sizes.id,
            catalogue.sizes.map((s) => s.id),
          ),
        )
    ).map((r) => [r.id, r.stock]),
  );

/** An order of `lines` sizes from `from`, each with as many units as the shop lets one order take. */
async function greedyOrder(from: number, lines: number, perLine: number, address: string) {
  const left = await stockNow();
  const items = [];
  for (let k = 0; k < catalogue.sizes.length && items.length < lines; k += 1) {
    const s = catalogue.sizes[(from + k) % catalogue.sizes.length]!;
    const quantity = Math.min(perLine, left.get(s.id) ?? 0);
    if (quantity > 0) items.push({ productId: s.productId, variantId: s.variantId, size: s.size, quantity });
  }
  return place({ mobileNumber: freshMobile(), items }, address);
}

/** One unit of each catalogue size from index `from` to `to` (excluded), one line each. */
const oneOfEach = (from: number, to: number) =>
  catalogue.sizes
    .slice(from, to)
    .map((s) => ({ productId: s.productId, variantId: s.variantId, size: s.size, quantity: 1 }));

const latestOrder = async () => (await api.db.select().from(orders).orderBy(desc(orders.id)).limit(1))[0]!;

const ATTACKER = '127.0.0.66';

describe('bounded holds on stock', () => {
  it(
    'the 13-order drain leaves at least 90% of every size, and a shopper elsewhere still orders',
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < 13; i += 1) {
        const res = await greedyOrder(i * 50, 50, 10, ATTACKER);
        expect(res.statusCode).toBe(201);
      }
      const left = await stockNow();
      for (const s of catalogue.sizes) expect(left.get(s.id)!).toBeGreaterThanOrEqual(0.9 * s.initial);
      // Every one of them was taken, holding nothing, flagged for the call.
      const taken = await api.db.select().from(orders);
      expect(taken).toHaveLength(13);
      expect(taken.every((o) => !o.holdsStock && o.holdFlags.includes('large_order'))).toBe(true);

      const target = catalogue.sizes[0]!;
      const real = await place(
        {
          mobileNumber: '01277777777',
          items: [
            { productId: target.productId, variantId: target.variantId, size: target.size, quantity: 1 },
          ],
        },
        '127.0.0.9',
      );
      expect(real.statusCode).toBe(201);
      expect(await latestOrder()).toMatchObject({ holdsStock: true, holdFlags: [] });
      expect(await stockOf(api.db, target.id)).toBe(left.get(target.id)! - 1);
    },
  );

  it('orders kept under every per-order bound still hold at most 30 units from one address', async () => {
    for (let i = 0; i < 13; i += 1) {
      expect((await greedyOrder(i * 10, 10, 2, ATTACKER)).statusCode).toBe(201);
    }
    const left = await stockNow();
    const held = catalogue.sizes.reduce((sum, s) => sum + s.initial - left.get(s.id)!, 0);
    expect(held).toBeLessThanOrEqual(30);
    expect(held).toBeGreaterThan(0);
    const flagged = (await api.db.select().from(orders)).filter((o) => !o.holdsStock);
    expect(flagged.length).toBeGreaterThanOrEqual(11);
    expect(flagged.every((o) => o.holdFlags.includes('address_holds'))).toBe(true);
  });

  it('orders from many addresses hold at most half of a size; the rest of it stays on sale', async () => {
    const target = catalogue.sizes.find((s) => s.initial >= 10)!;
    const item = { productId: target.productId, variantId: target.variantId, size: target.size, quantity: 1 };
    for (let i = 0; i < target.initial; i += 1)
      expect(
        (await place({ mobileNumber: freshMobile(), items: [item] }, `127.0.1.${i + 1}`)).statusCode,
      ).toBe(201);
    expect(await stockOf(api.db, target.id)).toBe(target.initial - Math.ceil(target.initial / 2));
    expect(await latestOrder()).toMatchObject({ holdsStock: false, holdFlags: ['size_share'] });
  });

  it("a size's share follows its orders: confirmed or cancelled, an order stops holding and frees room", async () => {
    // An even stock, so that half of it after one confirmed order is still the same number of units.
    const target = catalogue.sizes.find((s) => s.initial >= 10 && s.initial % 2 === 0)!;
    const item = { productId: target.productId, variantId: target.variantId, size: target.size, quantity: 1 };
    let address = 0;
    const order = async () => {
      address += 1;
      const res = await place({ mobileNumber: freshMobile(), items: [item] }, `127.0.2.${address}`);
      expect(res.statusCode).toBe(201);
      const { orderId } = res.json() as { orderId: number };
      const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
      return { id: orderId, holds: row!.holdsStock };
    };
    const half = target.initial / 2;
    const holding = [];
    for (let i = 0; i < half; i += 1) holding.push(await order());
    expect(holding.every((o) => o.holds)).toBe(true);
    expect((await order()).holds).toBe(false);

    // Confirmed by staff: its unit is sold, no longer held by an unconfirmed order.
    const confirmed = await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${holding[0]!.id}`,
      payload: { status: 'processing' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await order()).holds).toBe(true);
    expect((await order()).holds).toBe(false);

    // Cancelled: its unit is back on sale, and its share with it.
    const cancelled = await api.asAdmin({
      method: 'POST',
      url: `/api/admin/orders/${holding[1]!.id}/cancel`,
      payload: { reason: 'other' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await order()).holds).toBe(true);
    expect((await order()).holds).toBe(false);

    // What the decision read is what the orders hold: the unconfirmed orders' units of the size, once each.
    const pendingHolding = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), eq(orders.holdsStock, true)));
    const held = (await api.db.execute(
      sql`SELECT coalesce(sum(quantity), 0)::int AS units FROM held_items
        WHERE variant_id = ${target.variantId} AND size = ${target.size}`,
    )) as unknown as { rows: Array<{ units: number }> };
    expect(held.rows[0]!.units).toBe(pendingHolding.length);
    expect(pendingHolding).toHaveLength(half);
    expect(await stockOf(api.db, target.id)).toBe(target.initial - half - 1);
  });

  it('a flagged order reserves its stock when staff confirm it, or is refused cleanly when it is gone', async () => {
    const target = catalogue.sizes.find((s) => s.initial >= 4)!;
    const item = (quantity: number) => ({
      productId: target.productId,
      variantId: target.variantId,
      size: target.size,
      quantity,
    });
    // 11 lines: over the lines one order may hold.
    const big = await place(
      { mobileNumber: freshMobile(), items: [item(1), ...oneOfEach(60, 70)] },
      '127.0.0.20',
    );
    expect(big.statusCode).toBe(201);
    const { orderId } = big.json() as { orderId: number };
    expect((await api.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.holdsStock).toBe(false);
    expect(await stockOf(api.db, target.id)).toBe(target.initial);

    const confirm = (id: number) =>
      api.asAdmin({ method: 'PUT', url: `/api/admin/orders/${id}`, payload: { status: 'processing' } });
    expect((await confirm(orderId)).statusCode).toBe(200);
    expect(await stockOf(api.db, target.id)).toBe(target.initial - 1);
    // Cancelled, it gives back what it held, once.
    const cancel = (id: number) =>
      api.asAdmin({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, payload: { reason: 'other' } });
    expect((await cancel(orderId)).statusCode).toBe(200);
    expect((await cancel(orderId)).statusCode).toBe(409);
    expect(await stockOf(api.db, target.id)).toBe(target.initial);

    // Another flagged order whose size sells out before the call: its confirmation is a 409, nothing moves.
    const second = await place(
      { mobileNumber: freshMobile(), items: [item(1), ...oneOfEach(70, 80)] },
      '127.0.0.21',
    );
    expect(second.statusCode).toBe(201);
    await api.db.update(sizes).set({ stock: 0 }).where(eq(sizes.id, target.id));
    const refused = await confirm((second.json() as { orderId: number }).orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^Cannot confirm this order: only 0 left of Dress \d+ \(Black, \w+\)$/,
    );
    const secondId = (second.json() as { orderId: number }).orderId;
    const [row] = await api.db.select().from(orders).where(eq(orders.id, secondId));
    expect(row).toMatchObject({ status: 'pending', holdsStock: false });
    expect(await stockOf(api.db, catalogue.sizes[70]!.id)).toBe(catalogue.sizes[70]!.initial);
  });
});

describe('nobody is locked out by someone else', () => {
  const VICTIM = '01099887766';
  /** A size with plenty of stock: what the attacker holds of it stays under its share. */
  const roomy = () => catalogue.sizes.find((s) => s.initial >= 12)!;
  const dress = () => {
    const s = roomy();
    return { items: [{ productId: s.productId, variantId: s.variantId, size: s.size, quantity: 1 }] };
  };

  it('a number with 3 pending orders placed elsewhere still orders; the attacker learns nothing', async () => {
    const answers = [];
    for (const mobileNumber of [VICTIM, '+201099887766', VICTIM, '+201099887766', VICTIM])
      answers.push(await place({ ...dress(), mobileNumber }, ATTACKER));
    // Every answer to the attacker is an order placed, with the same fields as any other.
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.body).not.toMatch(/waiting|already|confirmation/i);
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(answers[0]!.json()).sort());
    }

    const stockBefore = await stockOf(api.db, roomy().id);
    const hers = await place({ ...dress(), mobileNumber: VICTIM }, '127.0.0.5');
    expect(hers.statusCode).toBe(201);
    // Her order holds her dress; the shop sees that the number has orders from elsewhere.
    expect(await latestOrder()).toMatchObject({ holdsStock: true, holdFlags: ['mobile_elsewhere'] });
    expect(await stockOf(api.db, roomy().id)).toBe(stockBefore - 1);
    const list = await api.asAdmin({ method: 'GET', url: '/api/admin/orders' });
    expect(list.json().orders[0]).toMatchObject({ holdsStock: true, holdFlags: ['mobile_elsewhere'] });
  });

  it('placing and cancelling 5 orders does not lock a number out, and the shop sees it', async () => {
    for (let i = 0; i < 5; i += 1) {
      const placed = await place({ ...dress(), mobileNumber: VICTIM }, ATTACKER);
      expect(placed.statusCode).toBe(201);
      const { orderNumber, orderKey } = placed.json() as { orderNumber: string; orderKey: string };
      const cancelled = await api.app.inject({
        method: 'POST',
        url: `/api/customer/orders/${orderNumber}/cancel`,
        headers: { 'x-order-key': orderKey },
        remoteAddress: ATTACKER,
      });
      expect(cancelled.statusCode).toBe(200);
    }
    const hers = await place({ ...dress(), mobileNumber: VICTIM }, '127.0.0.5');
    expect(hers.statusCode).toBe(201);
    expect(await latestOrder()).toMatchObject({ holdsStock: true, holdFlags: ['self_cancels'] });
    // From the address that looped, the next order is taken too, holding nothing, with both signals.
    const again = await place({ ...dress(), mobileNumber: VICTIM }, ATTACKER);
    expect(again.statusCode).toBe(201);
    const list = await api.asAdmin({ method: 'GET', url: '/api/admin/orders' });
    expect(list.json().orders[0]).toMatchObject({
      holdsStock: false,
      holdFlags: ['mobile_busy', 'mobile_elsewhere', 'self_cancels'],
    });
  });

  it('her order stays trackable with the right mobile after 50 wrong mobiles from others', async () => {
    const hers = await place({ ...dress(), mobileNumber: VICTIM }, '127.0.0.5');
    const { orderNumber } = hers.json() as { orderNumber: string };
    const track = (mobileNumber: string, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/customer/orders/track',
        payload: { orderNumber, mobileNumber },
        remoteAddress,
      });
    for (let i = 0; i < 50; i += 1) {
      const res = await track(freshMobile(), `127.0.2.${1 + (i % 5)}`);
      expect([404, 429]).toContain(res.statusCode);
    }
    expect((await track(VICTIM, '127.0.0.5')).statusCode).toBe(200);
    expect((await track('+201099887766', '127.0.3.1')).statusCode).toBe(200);
    // The addresses that guessed are refused it, even with the right mobile.
    expect((await track(VICTIM, '127.0.2.1')).statusCode).toBe(429);
  });
});

describe('the alarm and "cancel all as fake"', () => {
  it('shows when unconfirmed holds jump, and cancels the selection giving stock back exactly once', async () => {
    const quiet = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/holds' });
    expect(quiet.json()).toMatchObject({ alarm: false, units: 0, orderCount: 0, orders: [] });

    // A real order the shop has confirmed, and 13 orders from one address: 1 holding 20 units, 12 flagged.
    const real = await place({ mobileNumber: '01277777777' }, '127.0.0.9');
    await api.asAdmin({
      method: 'PUT',
      url: `/api/admin/orders/${(real.json() as { orderId: number }).orderId}`,
      payload: { status: 'processing' },
    });
    for (let i = 0; i < 13; i += 1) await greedyOrder(i * 10, 10, 2, ATTACKER);
    const afterAttack = await stockNow();

    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/holds' });
    expect(res.statusCode).toBe(200);
    const holds = res.json() as {
      alarm: boolean;
      units: number;
      heldUnits: number;
      orderCount: number;
      orders: { orderId: number; sameAddressOrders: number; units: number }[];
    };
    expect(holds).toMatchObject({ alarm: true, threshold: 100, units: 260, heldUnits: 20, orderCount: 13 });
    expect(holds.orders.every((o) => o.sameAddressOrders === 13 && o.units === 20)).toBe(true);

    const ids = [...holds.orders.map((o) => o.orderId), (real.json() as { orderId: number }).orderId];
    const cancel = () =>
      api.asAdmin({ method: 'POST', url: '/api/admin/orders/cancel-as-fake', payload: { ids } });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json().cancelled).toHaveLength(13);
    expect(first.json().skipped).toEqual([(real.json() as { orderId: number }).orderId]);
    const second = await cancel();
    expect(second.json()).toEqual({ cancelled: [], skipped: [...ids].sort((a, b) => a - b) });

    // The 20 held units came back once; the real order kept its dress.
    const left = await stockNow();
    const back = catalogue.sizes.reduce((sum, s) => sum + left.get(s.id)! - afterAttack.get(s.id)!, 0);
    expect(back).toBe(20);
    for (const s of catalogue.sizes) expect(left.get(s.id)).toBe(s.initial);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(2);
    const cancelled = await api.db.select().from(orders).where(eq(orders.status, 'cancelled'));
    expect(cancelled.every((o) => o.cancelReason === 'fake_order' && !o.holdsStock)).toBe(true);
    expect((await api.asAdmin({ method: 'GET', url: '/api/admin/orders/holds' })).json().alarm).toBe(false);
  });

  it('is for signed-in staff only, and refuses a selection over 100 orders', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/orders/holds' })).statusCode).toBe(401);
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/admin/orders/cancel-as-fake',
      payload: { ids: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
    const tooMany = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/orders/cancel-as-fake',
      payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
