// "One anonymous request freezes it": an array far over its maxItems made the validator collect an
// error for every item — 300,000 `{}` items took 7–8 s and answered 110 MB. Scaled down to 20,000 items, each
// call must be refused quickly with a small answer, and no request may cost more than the contract's limits.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../api/helpers/app';
import { orderBody, orderCount, seedShop, type Shop } from '../api/customer-fixtures';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

/**
 * The answer, and the CPU time this process spent on it: unlike the time on the clock, it does not grow when
 * the machine is busy with other work, so the budget holds on a loaded CI machine too.
 */
async function timed(url: string, payload: string) {
  const started = process.cpuUsage();
  const res = await api.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });
  const spent = process.cpuUsage(started);
  return { res, ms: (spent.user + spent.system) / 1000, bytes: Buffer.byteLength(res.body) };
}

const emptyItems = (n: number) => `[${Array.from({ length: n }, () => '{}').join(',')}]`;

describe('an array far over its maxItems', () => {
  it.each([
    ['createOrder', '/api/customer/createOrder'],
    ['couponsApply', '/api/customer/couponsApply'],
  ])('%s with 20,000 empty items is refused at once, with a small answer', async (_name, url) => {
    const body = url.endsWith('createOrder')
      ? JSON.stringify({ ...orderBody(shop), items: [] }).replace(
          '"items":[]',
          `"items":${emptyItems(20_000)}`,
        )
      : `{"couponCode":"SUMMER10","items":${emptyItems(20_000)}}`;
    const { res, ms, bytes } = await timed(url, body);
    console.info(`${_name}: 20,000 items → ${res.statusCode} in ${ms.toFixed(0)} ms of CPU, ${bytes} bytes`);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('error');
    expect(bytes).toBeLessThan(2_000);
    expect(ms).toBeLessThan(250);
    expect(await orderCount(api.db)).toBe(0);
  });

  it('an array over maxItems within the body limit is refused by its size alone, before its items', async () => {
    const body = JSON.stringify({ ...orderBody(shop), items: [] }).replace(
      '"items":[]',
      `"items":${emptyItems(2_000)}`,
    );
    const { res, bytes } = await timed('/api/customer/createOrder', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'items: At most 50 allowed',
      details: [{ field: 'items', message: 'At most 50 allowed' }],
    });
    expect(bytes).toBeLessThan(500);
  });

  it('within the limits, the answer lists at most 20 fields', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: { ...orderBody(shop), items: Array.from({ length: 50 }, () => ({})) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; details: unknown[] };
    expect(body.details).toHaveLength(20);
    expect(res.body.length).toBeLessThan(3_000);
  });
});

describe('body size limits per route', () => {
  it('a JSON call refuses a body larger than its contract allows (413), a normal order passes', async () => {
    const padded = { ...orderBody(shop), address: 'x'.repeat(300) };
    const big = JSON.stringify(padded).replace('"items":[', `"items":[${' '.repeat(200_000)}`);
    const { res } = await timed('/api/customer/createOrder', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large' });
    // The connection is closed rather than drained of the rest of the body.
    expect(res.headers.connection).toBe('close');

    const ok = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: orderBody(shop),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('the largest order the contract allows is still accepted by the body limit', async () => {
    // 50 lines with the longest fields: refused for its content (unknown products), never for its size.
    const line = { productId: 2147483647, variantId: 2147483647, size: 'ص'.repeat(20), quantity: 99 };
    const body = {
      ...orderBody(shop),
      firstName: 'ن'.repeat(60),
      lastName: 'ن'.repeat(60),
      address: 'ع'.repeat(300),
      anotherAddress: 'ع'.repeat(300),
      items: Array.from({ length: 50 }, () => line),
    };
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/customer/createOrder',
      payload: JSON.stringify(body, null, 2),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBeLessThan(500);
  });
});
