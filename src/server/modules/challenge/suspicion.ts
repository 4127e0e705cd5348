// When a guarded call must bring a solved challenge: under CHALLENGE=suspicion, when a count the abuse limits
// already keep (plugins/throttle.ts, the orders themselves) has reached its soft threshold, below the hard
// limit of the same thing; for orders also when the whole shop sees a surge.
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ChallengeConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { tally, type ThrottleKind } from '../../plugins/throttle';
import { mobileForms } from '../../../shared/mobile';
import { normalizeOrderNumber } from '../../../shared/order-number';
import { ISSUED_PER_LEVEL, ISSUED_WINDOW_MS, MAX_LEVEL, levelFor } from './work';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A count kept by the throttle, and the count from which a challenge is asked. */
export interface Watched {
  kind: ThrottleKind;
  key: string;
  soft: number;
}

/** How far the worst count is past its soft threshold (0 at the threshold), or null when none reached it. */
export async function excessOver(db: DbOrTx, watched: Watched[], now = new Date()): Promise<number | null> {
  if (watched.length === 0) return null;
  const counts = await tally(db, watched, now);
  let worst: number | null = null;
  for (const w of watched) {
    const { count } = counts.of(w);
    if (count >= w.soft) worst = Math.max(worst ?? 0, count - w.soft);
  }
  return worst;
}

/** Orders placed since `since`, across the shop or (with `mobile`) with one number in either of its forms. */
async function ordersSince(db: DbOrTx, since: Date, mobile?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      mobile
        ? and(inArray(orders.phone, mobileForms(mobile)), gt(orders.createdAt, since))
        : gt(orders.createdAt, since),
    );
  return row?.count ?? 0;
}

/** The counts an address built up, for the level of the challenges it is given. */
export function addressWatch(address: string, config: ChallengeConfig): Watched[] {
  return [
    { kind: 'order-address', key: address, soft: config.ordersPerAddressHour },
    { kind: 'coupon-guess', key: address, soft: config.couponFailuresPerAddress },
    { kind: 'order-lookup', key: address, soft: config.trackFailures },
    { kind: 'login-address', key: address, soft: config.loginFailuresPerAddress },
  ];
}

/**
 * The level of a challenge given to `address`: higher the further its counts went past their soft threshold,
 * and the more challenges it fetched lately (`issued`, this one included), so each extra attempt costs more.
 */
export async function levelOf(
  db: DbOrTx,
  address: string,
  config: ChallengeConfig,
  issued: number,
  now = new Date(),
): Promise<number> {
  const excess = await excessOver(db, addressWatch(address, config), now);
  const byIssued = 1 + Math.floor(Math.max(0, issued - 1) / ISSUED_PER_LEVEL);
  return Math.min(MAX_LEVEL, Math.max(levelFor(excess ?? 0), byIssued));
}

export const ISSUED = { kind: 'challenge-issued' as const, windowMs: ISSUED_WINDOW_MS };

/** The guarded operations and what makes each suspicious. */
export type GuardedOperation = 'createOrder' | 'applyCoupon' | 'trackOrder' | 'login';

const text = (body: unknown, field: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** Whether this call, from this address, must bring a solved challenge under CHALLENGE=suspicion. */
export async function isSuspicious(
  db: DbOrTx,
  operation: GuardedOperation,
  request: Pick<FastifyRequest, 'ip' | 'body'>,
  config: ChallengeConfig,
  now = new Date(),
): Promise<boolean> {
  const address = request.ip;
  const watched: Watched[] = [];
  switch (operation) {
    case 'createOrder': {
      // A surge first: one indexed count, and during one every order is asked whoever places it.
      if ((await ordersSince(db, new Date(now.getTime() - MINUTE))) >= config.surgeOrdersPerMinute)
        return true;
      watched.push({ kind: 'order-address', key: address, soft: config.ordersPerAddressHour });
      if ((await excessOver(db, watched, now)) !== null) return true;
      const mobile = text(request.body, 'mobileNumber');
      return Boolean(
        mobile &&
        (await ordersSince(db, new Date(now.getTime() - HOUR), mobile)) >= config.ordersPerMobileHour,
      );
    }
    case 'applyCoupon':
      watched.push({ kind: 'coupon-guess', key: address, soft: config.couponFailuresPerAddress });
      break;
    case 'trackOrder': {
      watched.push({ kind: 'order-lookup', key: address, soft: config.trackFailures });
      const typed = text(request.body, 'orderNumber');
      if (typed) {
        const number = normalizeOrderNumber(typed) ?? typed.trim().toUpperCase();
        watched.push({ kind: 'order-track', key: number, soft: config.trackFailures });
      }
      break;
    }
    case 'login': {
      watched.push({ kind: 'login-address', key: address, soft: config.loginFailuresPerAddress });
      const username = text(request.body, 'username');
      if (username) {
        watched.push({
          kind: 'login-account',
          key: username.trim().toLowerCase(),
          soft: config.loginFailuresPerAccount,
        });
      }
      break;
    }
  }
  return (await excessOver(db, watched, now)) !== null;
}
