// Bounds on the stock unconfirmed orders hold (docs/business-rules.md#holds-on-stock). Inside the order's
// transaction, under the mobile number's advisory lock then the client address's (always in that order), so
// that parallel orders for one number or from one address are decided one after another, on every instance;
// under READ COMMITTED each query after a lock sees every order its previous holder committed. Sizes are not
// locked here: a hot size would queue every order for it for the whole transaction and exhaust the pool, so
// the share of a size may be passed by the orders in flight at that moment; the stock itself stays exact (the
// conditional UPDATE in catalogue/stock.ts).
import { sql } from 'drizzle-orm';
import type { Limits } from '../../config';
import type { Tx } from '../../db/client';
import { preparedSql } from '../../db/prepared-statements';
import { mobileForms } from '../../../shared/mobile';
import { holdDecision, type HoldFlag } from '../../../shared/order-holds';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface HoldRequest {
  mobile: string;
  /** The client address (request.ip). */
  address: string;
  /** Units per size of the order (sizes' ids). */
  perSize: { sizeId: number; quantity: number }[];
  lines: number;
}

export interface Hold {
  holds: boolean;
  flags: HoldFlag[];
  /** The stock each size has now (read, not locked: taking it is a conditional update). */
  stock: Map<number, number>;
}

interface HoldRead {
  stock: Array<[number, number]> | null;
  held: Array<[number, number]> | null;
  pending: number;
  hour: number;
  day: number;
  elsewhere: number;
  self_cancelled: number;
  address_units: number;
}

/** Both locks in one statement, taken in the array's order (a function scan runs its rows in order): every order
 * waits for the number's lock before the address's, so no two orders can wait on each other. */
const lockStatement = (tx: Tx) =>
  preparedSql(
    tx,
    'holds:lock',
    () => sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${sql.placeholder('keys')}::text[]) as k`,
  );

/**
 * Everything the decision reads, in one statement after the locks (so its snapshot sees every order their previous
 * holders committed), instead of four round trips while the address's orders queue on its lock. What a size's
 * unconfirmed orders hold is read from the lines holding it now (held_items, kept by triggers: migration 0036),
 * not from every line ever ordered in it; what the address's orders hold stays a sum over its pending orders,
 * which the limits per address (units held, orders an hour) keep to a few dozen rows.
 */
const readStatement = (tx: Tx) =>
  preparedSql<HoldRead>(tx, 'holds:read', () => {
    const address = sql.placeholder('address');
    const hourAgo = sql`${sql.placeholder('hourAgo')}::timestamptz`;
    const dayAgo = sql`${sql.placeholder('dayAgo')}::timestamptz`;
    return sql`
      with asked as (select unnest(${sql.placeholder('sizeIds')}::int[]) as id),
      mobile as (
        select
          count(*) filter (where placed_from = ${address} and status = 'pending')::int as pending,
          count(*) filter (where placed_from = ${address} and created_at > ${hourAgo})::int as hour,
          count(*) filter (where placed_from = ${address} and created_at > ${dayAgo})::int as day,
          count(*) filter (where placed_from is distinct from ${address} and status = 'pending')::int as elsewhere,
          count(*) filter (where cancel_reason = 'customer_cancelled' and created_at > ${dayAgo})::int as self_cancelled
        from orders
        where phone = any(${sql.placeholder('forms')}::text[]) and (created_at > ${dayAgo} or status = 'pending'))
      select
        (select json_agg(json_build_array(s.id, s.stock)) from sizes s where s.id in (select id from asked)) as stock,
        (select json_agg(json_build_array(h.size_id, h.units)) from (
          select s.id as size_id, sum(i.quantity)::int as units
          from sizes s
          join held_items i on i.variant_id = s.variant_id and i.size = s.size
          where s.id in (select id from asked)
          group by s.id) h) as held,
        (select coalesce(sum(i.quantity), 0)::int
          from orders o join order_items i on i.order_id = o.id
          where o.placed_from = ${address} and o.status = 'pending' and o.holds_stock) as address_units,
        mobile.*
      from mobile`;
  });

/** Takes the locks and reads what the decision needs; then decides (shared/order-holds.ts). */
export async function decideHold(tx: Tx, limits: Limits, request: HoldRequest, now: Date): Promise<Hold> {
  const forms = mobileForms(request.mobile);
  await lockStatement(tx).execute({
    keys: [`order-mobile:${forms[0]}`, `order-address:${request.address}`],
  });
  const [read] = await readStatement(tx).execute({
    sizeIds: [...new Set(request.perSize.map((s) => s.sizeId))].sort((a, b) => a - b),
    address: request.address,
    forms,
    hourAgo: new Date(now.getTime() - HOUR).toISOString(),
    dayAgo: new Date(now.getTime() - DAY).toISOString(),
  });
  const stock = new Map((read?.stock ?? []).map(([id, left]) => [Number(id), Number(left)]));
  const held = new Map((read?.held ?? []).map(([id, units]) => [Number(id), Number(units)]));
  const mobile = read;
  const address = { units: read?.address_units };

  const decision = holdDecision(
    {
      units: request.perSize.reduce((sum, s) => sum + s.quantity, 0),
      lines: request.lines,
      heldFromAddress: Number(address?.units ?? 0),
      sizes: request.perSize.map((s) => ({
        quantity: s.quantity,
        held: held.get(s.sizeId) ?? 0,
        stock: stock.get(s.sizeId) ?? 0,
      })),
      mobile: {
        pending: Number(mobile?.pending ?? 0),
        hour: Number(mobile?.hour ?? 0),
        day: Number(mobile?.day ?? 0),
      },
      pendingElsewhere: Number(mobile?.elsewhere ?? 0),
      selfCancelled: Number(mobile?.self_cancelled ?? 0),
    },
    limits,
  );
  return { ...decision, stock };
}
