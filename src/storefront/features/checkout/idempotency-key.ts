/**
 * One `Idempotency-Key` per checkout attempt (docs/business-rules.md#order-placement). If the answer to "place order"
 * is lost (a dropped connection, a double tap, a reload while waiting), sending the same order again with the
 * same key returns the first order instead of making a second one. A changed order is a new attempt with a
 * new key. The key lives in sessionStorage: it survives a reload of the tab, and ends with it.
 *
 * Only a hash of the order is stored next to the key, not the shopper's details.
 */
export const ATTEMPT_STORAGE_KEY = 'checkout-attempt';

interface StoredAttempt {
  key: string;
  fingerprint: string;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key for this order: the stored one when the order is the same, else a fresh one (then stored). */
export function idempotencyKeyFor(
  order: unknown,
  storage: KeyStorage | undefined = session(),
  newKey: () => string = randomKey,
): string {
  const fingerprint = hash(JSON.stringify(order));
  const stored = read(storage);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = newKey();
  try {
    storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ key, fingerprint } satisfies StoredAttempt));
  } catch {
    // Storage blocked: the key still protects retries within this page.
  }
  return key;
}

/** After an order is placed, the next checkout is a new attempt. */
export function forgetAttempt(storage: KeyStorage | undefined = session()): void {
  try {
    storage?.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function read(storage: KeyStorage | undefined): StoredAttempt | null {
  try {
    const raw = storage?.getItem(ATTEMPT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAttempt>;
    return typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string'
      ? (parsed as StoredAttempt)
      : null;
  } catch {
    return null;
  }
}

/** 128 random bits as a UUID (the contract takes 8–100 characters). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a, 32 bits: enough to tell two orders apart in one tab, and it does not keep the order readable. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
