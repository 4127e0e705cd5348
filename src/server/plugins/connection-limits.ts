// The pure parts of the per-address connection cap and the slow-body cut-off (plugins/connections.ts).
import { isIPv4 } from 'node:net';

/**
 * The key one client is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an
 * IPv6 address by its /64, which one subscriber (a home, a phone) is usually given whole.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Counts what each client holds (open connections, requests in flight) against one cap. */
export class PerClient {
  private readonly held = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more for `key`; false (and nothing counted) when it already holds `max`. */
  take(key: string): boolean {
    const n = this.held.get(key) ?? 0;
    if (n >= this.max) return false;
    this.held.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = this.held.get(key) ?? 0;
    if (n <= 1) this.held.delete(key);
    else this.held.set(key, n - 1);
  }

  count(key: string): number {
    return this.held.get(key) ?? 0;
  }

  /** How many clients hold anything (the map never keeps a zero). */
  get clients(): number {
    return this.held.size;
  }
}

export interface BodyRate {
  /** The time a body has to arrive before counting what it sent (ms). */
  bodyTimeoutMs: number;
  /** Every this many bytes received give the body one second more. */
  bodyMinBytesPerSecond: number;
}

/**
 * Whether a body still arriving is too slow: it had `bodyTimeoutMs`, plus a second for every
 * `bodyMinBytesPerSecond` bytes received since its headers. A shopper on a slow mobile line sends an order in well
 * under that; a client trickling a byte every few seconds is cut off after about `bodyTimeoutMs`.
 */
export function bodyTooSlow(elapsedMs: number, receivedBytes: number, rate: BodyRate): boolean {
  return elapsedMs > rate.bodyTimeoutMs + (receivedBytes / rate.bodyMinBytesPerSecond) * 1000;
}
