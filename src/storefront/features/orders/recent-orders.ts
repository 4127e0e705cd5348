/**
 * The confirmation page's key and the shopper's recent orders.
 *
 * createOrder answers a per-order secret (`orderKey`); the confirmation page is `/orders/{number}#key={key}`:
 * in the fragment, the key is never sent to the server in a request line nor in a Referer. The page sends it in
 * the `X-Order-Key` header. The last few orders' numbers and keys are kept in localStorage, so a shopper who
 * comes back (or whose fragment was replaced by an in-page link) can reopen them from /track.
 */
import { latinDigits } from '../../../shared/digits';

export const RECENT_ORDERS_KEY = 'recent-orders';
export const MAX_RECENT_ORDERS = 5;

export interface RecentOrder {
  orderNumber: string;
  key: string;
  /** When it was placed (ISO), for the list. */
  placedAt: string;
}

/** The contract's OrderNumber and OrderKey patterns. */
export const ORDER_NUMBER_PATTERN = /^MO-[0-9A-Z]{4,10}$/;
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isOrderNumber = (value: string): boolean => ORDER_NUMBER_PATTERN.test(value);
export const isOrderKey = (value: string): boolean => ORDER_KEY_PATTERN.test(value);

/** The confirmation page of an order, with its key in the fragment. */
export function orderPath(orderNumber: string, key: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}#key=${encodeURIComponent(key)}`;
}

/** The key of a fragment like `#key=…` (other fragment parameters ignored), or null. */
export function orderKeyFromHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return key && isOrderKey(key) ? key : null;
}

function isRecentOrder(value: unknown): value is RecentOrder {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.orderNumber === 'string' &&
    isOrderNumber(v.orderNumber) &&
    typeof v.key === 'string' &&
    isOrderKey(v.key) &&
    typeof v.placedAt === 'string'
  );
}

/** The remembered orders, newest first (anything unreadable is ignored). */
export function recentOrders(storage: Storage = localStorage): RecentOrder[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentOrder).slice(0, MAX_RECENT_ORDERS) : [];
  } catch {
    return [];
  }
}

/** Remembers an order (first in the list; an order already there moves up, with its latest key). */
export function rememberOrder(order: RecentOrder, storage: Storage = localStorage): void {
  if (!isRecentOrder(order)) return;
  const rest = recentOrders(storage).filter((o) => o.orderNumber !== order.orderNumber);
  try {
    storage.setItem(RECENT_ORDERS_KEY, JSON.stringify([order, ...rest].slice(0, MAX_RECENT_ORDERS)));
  } catch {
    // Storage full or refused (private mode): the page still works with the key in its URL.
  }
}

export function recentOrderKey(orderNumber: string, storage: Storage = localStorage): string | null {
  return recentOrders(storage).find((o) => o.orderNumber === orderNumber)?.key ?? null;
}

/** Forgets every remembered order (a shared device). */
export function forgetRecentOrders(storage: Storage = localStorage): void {
  try {
    storage.removeItem(RECENT_ORDERS_KEY);
  } catch {
    // Nothing to do.
  }
}

/**
 * What a shopper typed as an order number, as the contract writes it: trimmed, upper case, and `MO-` added when
 * only the letters and digits after it were typed; digits typed in Arabic-Indic or Persian are written in Latin.
 */
export function normalizeOrderNumber(value: string): string {
  const upper = latinDigits(value).trim().toUpperCase().replace(/\s+/g, '');
  if (/^MO[-\s]?[0-9A-Z]+$/.test(upper)) return upper.replace(/^MO-?/, 'MO-');
  return /^[0-9A-Z]{4,10}$/.test(upper) ? `MO-${upper}` : upper;
}
