import { describe, expect, it, vi } from 'vitest';
import { ResponseCache, acceptsGzip } from './cache';

describe('ResponseCache', () => {
  it('loads once for concurrent misses and serves hits from memory', async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => ({ n: 1 }));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear, and never keeps a value loaded across a write', async () => {
    const cache = new ResponseCache();
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear(); // a write lands while the read is in flight
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('expires entries after the TTL, so time-windowed discounts start and end on time', async () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache(30_000);
      await cache.get('k', async () => 'first');
      vi.advanceTimersByTime(30_001);
      expect(await cache.get('k', async () => 'second')).toBe('second');
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears only the entries showing a cleared tag, and never keeps a load that read one before it', async () => {
    const cache = new ResponseCache();
    await cache.get(
      'dress',
      async () => 'dress v1',
      () => ['product:1'],
    );
    await cache.get(
      'bag',
      async () => 'bag v1',
      () => ['product:2'],
    );
    let release!: (v: string) => void;
    const slow = cache.get(
      'list',
      () => new Promise<string>((resolve) => (release = resolve)),
      () => ['product:1', 'product:3'],
    );
    cache.clearTags(['product:1']); // an order of product 1 lands while the list is loading
    release('list v1');
    expect(await slow).toBe('list v1');
    expect(cache.has('dress')).toBe(false);
    expect(cache.has('list')).toBe(false);
    expect(cache.has('bag')).toBe(true);
    expect(await cache.get('bag', async () => 'bag v2')).toBe('bag v1');
    // A load that started after the clear is kept.
    await cache.get(
      'dress',
      async () => 'dress v2',
      () => ['product:1'],
    );
    expect(cache.has('dress')).toBe(true);
  });

  it('does not cache failures', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});

describe('sendCached gzip negotiation', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    const accepts = (header?: string) =>
      acceptsGzip({ headers: header === undefined ? {} : { 'accept-encoding': header } } as never);
    expect(accepts('gzip, deflate, br, zstd')).toBe(true);
    expect(accepts('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(accepts('gzip;q=0')).toBe(false);
    expect(accepts('identity')).toBe(false);
    expect(accepts('x-gzip-not')).toBe(false);
    expect(accepts(undefined)).toBe(false);
  });
});
