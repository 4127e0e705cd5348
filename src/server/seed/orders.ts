// Demo orders: a few hundred over the past 13 months, in every status, from shoppers across Egypt's
// governorates, some with coupons, so that every dashboard chart and the orders list have data (today's and this
// month's included). Each order is priced by the shop's own rules (src/shared/pricing.ts and coupon-rules.ts) as
// they stood at the order's time. Historic orders do not take stock: the demo catalogue keeps its stock.
// Inserts go in batches: one statement per table per few hundred rows.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withTransaction } from '../db/client';
import {
  coupons,
  orderItems,
  orders,
  orderStatusHistory,
  products,
  shippingCities,
  sizes,
  variants,
  orderNotes,
  type OrderStatus,
} from '../db/schema';
import type { CancelReason, OrderActor } from '../../shared/order-lifecycle';
import { bestDiscount, priceCart } from '../../shared/pricing';
import { checkCoupon } from '../../shared/coupon-rules';
import { generateOrderNumber } from '../../shared/order-number';
import { addDaysYmd, cairoDateOf, cairoDayStart } from '../../shared/cairo-dates';
import { discountCandidates } from '../modules/catalogue';
import { pricedColumns } from '../modules/orders';

const FIRST_NAMES = [
  'Nour',
  'Mariam',
  'Salma',
  'Yasmin',
  'Farida',
  'Habiba',
  'Malak',
  'Jana',
  'Laila',
  'Aya',
  'Hana',
  'Rana',
  'Dina',
  'Mona',
  'Reem',
  'Nada',
  'Sara',
  'Heba',
  'Amira',
  'Menna',
  'Shahd',
  'Rahma',
  'Yara',
  'Noha',
  'Ahmed',
  'Omar',
];
const LAST_NAMES = [
  'El-Sayed',
  'Hassan',
  'Mahmoud',
  'Abdelrahman',
  'Mostafa',
  'Ibrahim',
  'Farouk',
  'Soliman',
  'Fahmy',
  'Kamel',
  'Nassar',
  'Shawky',
  'Youssef',
  'Gamal',
  'Hegazy',
  'Zaki',
  'Salem',
  'Ezzat',
  'Badawi',
  'Naguib',
];
const STREETS = [
  'Shehab St, Mohandessin',
  'Abbas El Akkad St, Nasr City',
  'Road 9, Maadi',
  'Fouad St, Raml Station',
  'El Horreya Rd, Sporting',
  'El Gomhoria St',
  'Salah Salem St',
  'Corniche El Nil',
  'El Thawra St, Heliopolis',
  'Makram Ebeid St',
  'El Nasr Rd',
  'Port Said St',
];
const PREFIXES = ['010', '011', '012', '015'];

/** A small, repeatable random source (mulberry32), so the demo data is the same on every fresh start. */
export function seededRandom(seed = 20_261_122): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 86_400_000;

/** The status an order of `ageDays` has reached: recent ones are still moving, old ones delivered or cancelled. */
function statusFor(ageDays: number, r: number): OrderStatus {
  if (ageDays < 1) return r < 0.45 ? 'pending' : r < 0.75 ? 'processing' : r < 0.92 ? 'shipped' : 'cancelled';
  if (ageDays < 7)
    return r < 0.15
      ? 'pending'
      : r < 0.4
        ? 'processing'
        : r < 0.7
          ? 'shipped'
          : r < 0.9
            ? 'delivered'
            : 'cancelled';
  return r < 0.02
    ? 'pending'
    : r < 0.05
      ? 'processing'
      : r < 0.1
        ? 'shipped'
        : r < 0.88
          ? 'delivered'
          : 'cancelled';
}

const PATH: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

interface Step {
  status: OrderStatus;
  actor: OrderActor;
  reason: CancelReason | null;
}

/**
 * How cancelled demo orders ended, so every reason shows (refusals by governorate, the risk badge, the
 * cancel reasons): the share of cancellations (cumulative), the statuses before, the reason and who cancelled.
 */
const CANCELLATIONS: ReadonlyArray<{
  upTo: number;
  before: OrderStatus[];
  reason: CancelReason;
  actor: OrderActor;
}> = [
  { upTo: 0.35, before: ['pending', 'processing', 'shipped'], reason: 'refused_at_delivery', actor: 'admin' },
  { upTo: 0.55, before: ['pending'], reason: 'no_answer', actor: 'admin' },
  { upTo: 0.68, before: ['pending'], reason: 'fake_order', actor: 'admin' },
  { upTo: 0.8, before: ['pending'], reason: 'not_confirmed', actor: 'system' },
  { upTo: 0.9, before: ['pending'], reason: 'customer_cancelled', actor: 'customer' },
  { upTo: 1, before: ['pending', 'processing'], reason: 'out_of_stock', actor: 'admin' },
];

/** The status changes that led to `status`, from the shopper's pending, with who made each and why. */
function pathTo(status: OrderStatus, r: number, ageDays: number): Step[] {
  const placed: Step = { status: 'pending', actor: 'customer', reason: null };
  const byShop = (s: OrderStatus): Step => ({ status: s, actor: 'admin', reason: null });
  if (status !== 'cancelled') return [placed, ...PATH.slice(1, PATH.indexOf(status) + 1).map(byShop)];
  let end = CANCELLATIONS.find((c) => r < c.upTo) ?? CANCELLATIONS.at(-1)!;
  // Nothing expires before its 48 hours: a younger unanswered order was cancelled by the shop.
  if (end.reason === 'not_confirmed' && ageDays < 2) end = CANCELLATIONS[1]!;
  return [
    placed,
    ...end.before.slice(1).map(byShop),
    { status: 'cancelled', actor: end.actor, reason: end.reason },
  ];
}

/** Notes staff leave on an order, by how it ended. */
const NOTES: Partial<Record<CancelReason | 'processing', string>> = {
  no_answer: 'Called twice and sent a WhatsApp, no answer.',
  refused_at_delivery: 'Courier: refused at the door, said she changed her mind.',
  fake_order: 'The number belongs to someone who never ordered.',
  processing: 'Asked for delivery after 5 pm.',
};

export interface SeedOrdersOptions {
  /** How many orders (default 360). */
  count?: number;
  now?: Date;
  random?: () => number;
  /** Add orders even if the database has some already. */
  force?: boolean;
}

/** Adds demo orders; returns how many. Needs the catalogue and the cities seeded first. */
export async function seedOrders(db: Db, options: SeedOrdersOptions = {}): Promise<number> {
  const { count = 360, now = new Date(), random = seededRandom(), force = false } = options;
  if (!force) {
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    if ((existing?.n ?? 0) > 0) return 0;
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const catalogue = await db
    .select({
      productId: products.id,
      name: products.name,
      nameAr: products.nameAr,
      pricePiastres: products.pricePiastres,
      productImage: products.imageUrl,
      variantId: variants.id,
      color: variants.color,
      colorAr: variants.colorAr,
      sku: variants.sku,
      variantImage: variants.imageUrl,
      size: sizes.size,
    })
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.isActive, true))
    .orderBy(asc(sizes.id));
  const cities = await db.select().from(shippingCities).orderBy(asc(shippingCities.id));
  if (catalogue.length === 0 || cities.length === 0) return 0;
  const candidates = await discountCandidates(db, [...new Set(catalogue.map((c) => c.productId))]);
  const couponRows = await db.select().from(coupons).orderBy(asc(coupons.id));
  const used = new Map(couponRows.map((c) => [c.id, c.usedCount]));

  // Order times: spread over 395 days, busier lately and in the Cairo evening; a handful today and this month.
  const todayStart = cairoDayStart(cairoDateOf(now)).getTime();
  const times: Date[] = [];
  for (let i = 0; i < count; i++) {
    if (i < 8) {
      times.push(new Date(todayStart + random() * (now.getTime() - todayStart)));
      continue;
    }
    const ageDays = 1 + Math.floor(i < 30 ? random() * 20 : Math.pow(random(), 1.3) * 394);
    const day = cairoDayStart(addDaysYmd(cairoDateOf(now), -ageDays)).getTime();
    const hour = random() < 0.6 ? 17 + random() * 6 : 8 + random() * 16;
    times.push(new Date(day + hour * 3_600_000));
  }
  times.sort((a, b) => a.getTime() - b.getTime());

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: Omit<typeof orderItems.$inferInsert, 'orderId'>[][] = [];
  const histories: (Step & { at: Date })[][] = [];
  const notes: (string | null)[] = [];
  const numbers = new Set<string>();

  for (const createdAt of times) {
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    const status = statusFor(ageDays, random());
    const lineCount = 1 + Math.floor(Math.pow(random(), 2) * 4);
    const lines = Array.from({ length: lineCount }, () => {
      const c = pick(catalogue);
      return {
        ...c,
        quantity: random() < 0.8 ? 1 : 2 + Math.floor(random() * 2),
        unitPrice: c.pricePiastres,
        discountPercentage: bestDiscount(candidates.get(c.productId) ?? [], createdAt),
      };
    });
    const city =
      random() < 0.55
        ? (cities.find((c) => /cairo|giza|alexandria/i.test(c.name)) ?? pick(cities))
        : pick(cities);
    const before = priceCart(lines);

    let coupon: (typeof couponRows)[number] | undefined;
    if (couponRows.length > 0 && random() < 0.3) {
      const candidate = pick(couponRows);
      const check = checkCoupon(
        {
          code: candidate.code,
          percentage: candidate.percentage,
          isActive: candidate.isActive,
          startDate: candidate.startAt,
          endDate: candidate.endAt,
          maxUsage: candidate.maxUsage,
          usedCount: used.get(candidate.id) ?? 0,
          minOrderAmount: candidate.minOrderPiastres,
        },
        before.subtotalAfterProductDiscounts,
        createdAt,
      );
      if (check.ok) coupon = candidate;
    }
    if (coupon && status !== 'cancelled') used.set(coupon.id, (used.get(coupon.id) ?? 0) + 1);
    const totals = priceCart(lines, {
      couponPercentage: coupon?.percentage ?? 0,
      shipping: city.pricePiastres,
    });

    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    let orderNumber = generateOrderNumber();
    while (numbers.has(orderNumber)) orderNumber = generateOrderNumber();
    numbers.add(orderNumber);

    orderRows.push({
      orderNumber,
      status,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${Math.floor(random() * 90 + 10)}@example.com`
        .toLowerCase()
        .replace(/-/g, ''),
      phone: `${pick(PREFIXES)}${String(Math.floor(random() * 100_000_000)).padStart(8, '0')}`,
      anotherMobile:
        random() < 0.2
          ? `${pick(PREFIXES)}${String(Math.floor(random() * 100_000_000)).padStart(8, '0')}`
          : null,
      address: `${1 + Math.floor(random() * 120)} ${pick(STREETS)}`,
      anotherAddress: null,
      city: city.name,
      ...pricedColumns(totals, coupon),
      paymentMethod: 'CASH_ON_DELIVERY',
      createdAt,
      updatedAt: createdAt,
    });
    itemRows.push(
      totals.lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        productName: l.name,
        productNameAr: l.nameAr?.trim() || null,
        imageUrl: l.variantImage ?? l.productImage,
        color: l.color,
        colorAr: l.colorAr?.trim() || null,
        size: l.size,
        sku: l.sku || null,
        quantity: l.quantity,
        unitPricePiastres: l.unitPrice,
        discountPercentage: l.discountPercentage,
        lineTotalPiastres: l.lineTotal,
      })),
    );
    const steps = pathTo(status, random(), ageDays);
    const stepGap = Math.min(ageDays / (steps.length + 1), 2) * DAY;
    const history = steps.map((step, i) => ({
      ...step,
      // Step i falls in the i-th gap after the order, so the history reads in order and never in the future.
      at: new Date(createdAt.getTime() + (i === 0 ? 0 : (i - 1 + 0.2 + 0.6 * random()) * stepGap)),
    }));
    // Many shoppers confirm online from their confirmation page, before the shop calls.
    const confirmsOnline =
      (status === 'pending' && random() < 0.5) || (steps[1]?.status === 'processing' && random() < 0.3);
    if (confirmsOnline) {
      const next = history[1]?.at.getTime() ?? now.getTime();
      const at = new Date(createdAt.getTime() + Math.min(20 * 60_000, (next - createdAt.getTime()) / 3));
      history.splice(1, 0, { status: 'pending', actor: 'customer', reason: null, at });
      orderRows.at(-1)!.customerConfirmedAt = at;
    }
    const last = steps.at(-1)!;
    orderRows.at(-1)!.cancelReason = last.reason;
    histories.push(history);
    const kind = last.reason ?? (status === 'processing' ? 'processing' : null);
    const note = kind ? NOTES[kind] : undefined;
    notes.push(note && random() < 0.6 ? note : null);
  }

  repeatRefuser(orderRows, histories, notes);

  await withTransaction(db, async (tx) => {
    const BATCH = 200;
    for (let start = 0; start < orderRows.length; start += BATCH) {
      const inserted = await tx
        .insert(orders)
        .values(orderRows.slice(start, start + BATCH))
        .returning({ id: orders.id });
      const items = inserted.flatMap((o, i) =>
        itemRows[start + i]!.map((item) => ({ ...item, orderId: o.id })),
      );
      await tx.insert(orderItems).values(items);
      const history = inserted.flatMap((o, i) =>
        histories[start + i]!.map((h, step, all) => ({
          orderId: o.id,
          fromStatus: step === 0 ? null : all[step - 1]!.status,
          toStatus: h.status,
          changedBy: h.actor === 'admin' ? 'admin' : null,
          changedAt: h.at,
          actor: h.actor,
          reason: h.reason,
        })),
      );
      await tx.insert(orderStatusHistory).values(history);
      const noted = inserted.flatMap((o, i) => {
        const body = notes[start + i];
        const at = histories[start + i]!.at(-1)!.at;
        return body ? [{ orderId: o.id, body, author: 'admin', createdAt: at }] : [];
      });
      if (noted.length > 0) await tx.insert(orderNotes).values(noted);
    }
    for (const [id, usedCount] of used) {
      await tx.update(coupons).set({ usedCount }).where(eq(coupons.id, id));
    }
  });
  return orderRows.length;
}

/**
 * One shopper who refused two deliveries and has ordered again (the newest order still pending): her number's
 * record shows the risk badge in the orders list and on the order, with a note for the confirmation call.
 */
function repeatRefuser(
  orderRows: (typeof orders.$inferInsert)[],
  histories: { reason: CancelReason | null; status: OrderStatus }[][],
  notes: (string | null)[],
) {
  const refused = histories.flatMap((h, i) => (h.at(-1)!.reason === 'refused_at_delivery' ? [i] : []));
  const pending = histories.flatMap((h, i) => (h.at(-1)!.status === 'pending' ? [i] : []));
  const first = refused[0];
  if (first === undefined || refused.length < 2 || pending.length === 0) return;
  const { firstName, lastName, phone, email } = orderRows[first]!;
  for (const i of [refused[1]!, pending.at(-1)!])
    Object.assign(orderRows[i]!, { firstName, lastName, phone, email });
  notes[pending.at(-1)!] = 'Refused two deliveries before: confirm by phone before shipping.';
}
