// The lower findings of the security review, each with the outcome it must now get: a body nested 12,000
// levels deep (a 500 from a stack overflow), mobile numbers in the log while staff use the customer view,
// aborted requests logged as a database outage, a forged Host written into sitemap.xml and robots.txt, shopper
// orders without `Cache-Control: no-store`, CSV formula starts that passed, bidi controls that spoof what staff
// read, and shopper text that changed the WhatsApp message.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { confirmationMessage, FIELD_LIMITS, MESSAGE_LINES } from '../../src/shared/order-messages';
import { insertOrder, orderBody, seedShop, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';

const logs: string[] = [];
const dist = mkdtempSync(join(tmpdir(), 'morph-lower-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const api = useTestApp({
  config: { staticDir: dist },
  build: { logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } },
});
let shop: Shop;
beforeEach(async () => {
  logs.length = 0;
  shop = await seedShop(api.db);
});

const place = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: '/api/customer/createOrder',
    payload: orderBody(shop, overrides),
    headers,
  });

describe('a body nested 12,000 levels deep', () => {
  const deep = `${'['.repeat(12_000)}${']'.repeat(12_000)}`;
  for (const [language, text] of [
    ['en', /nested too deeply/],
    ['ar', /متداخل/],
  ] as const)
    it(`is refused with 400 and a sentence in ${language}`, async () => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/customer/createOrder',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: `{"firstName": ${deep}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(text);
    });

  it('still takes an order as deep as the contract allows, with brackets inside its texts', async () => {
    const res = await place({ address: '14 Shehab St [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ {{{{{{{{' });
    expect(res.statusCode).toBe(201);
  });
});

describe('mobile numbers in the log', () => {
  it('are never written while staff use the customer view', async () => {
    const mobile = '01077770001';
    expect((await place({ mobileNumber: mobile })).statusCode).toBe(201);
    const cookie = await api.signIn();
    const lookup = await api.app.inject({
      method: 'POST',
      url: '/api/admin/customers/lookup',
      headers: { cookie },
      payload: { mobile },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().mobile).toBe(mobile);
    // The back office's page opened by its address, in each written form of the number.
    for (const url of [
      `/admin/customers/${mobile}/show`,
      '/admin/customers/%2B201077770001/show',
      `/api/admin/orders?q=${mobile}`,
    ])
      await api.app.inject({ method: 'GET', url, headers: { cookie } });
    const log = logs.join('');
    expect(log).toContain('[mobile]');
    expect(log).not.toMatch(/(?<!\.\d*)1077770001/);
  });
});

describe('an aborted request', () => {
  it('is no database outage', async () => {
    const app = await api.freshApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const before = logs.length;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/customer/createOrder HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 5000\r\n\r\n{"firstName": "Nour"',
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    // The request's end is logged once the server has seen the client go.
    for (
      let i = 0;
      i < 100 && !logs.slice(before).some((l) => /closed the connection|request completed/.test(l));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logs.slice(before).join('');
    expect(log).toMatch(/closed the connection/);
    expect(log).not.toMatch(/Database unreachable|server error/);
    expect(app.databaseAvailability.unavailable).toBe(false);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('never name a forged Host', async () => {
    for (const publicOrigin of [undefined, 'https://morph.example']) {
      const app = await api.freshApp({ publicOrigin });
      for (const url of ['/sitemap.xml', '/robots.txt']) {
        const res = await app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
        expect(res.body).not.toContain('evil.example');
        if (publicOrigin && url === '/sitemap.xml') expect(res.body).toContain('https://morph.example/shop');
      }
      await app.close();
    }
  });
});

describe("a shopper's order", () => {
  it('is answered no-store by every call that shows it, refusals too', async () => {
    const placed = await place({}, { 'idempotency-key': 'lower-findings-0001' });
    expect(placed.statusCode).toBe(201);
    const again = await place({}, { 'idempotency-key': 'lower-findings-0001' });
    expect(again.statusCode).toBe(200);
    const { orderNumber, orderKey } = placed.json() as { orderNumber: string; orderKey: string };
    const key = { 'x-order-key': orderKey };
    const answers = [
      placed,
      again,
      await place({ items: [] }),
      await api.app.inject({ method: 'GET', url: `/api/customer/orders/${orderNumber}`, headers: key }),
      await api.app.inject({ method: 'GET', url: `/api/customer/orders/${orderNumber}`, headers: {} }),
      await api.app.inject({
        method: 'POST',
        url: `/api/customer/orders/${orderNumber}/confirm`,
        headers: key,
      }),
      await api.app.inject({
        method: 'POST',
        url: `/api/customer/orders/${orderNumber}/cancel`,
        headers: key,
      }),
      await api.app.inject({
        method: 'POST',
        url: '/api/customer/orders/track',
        payload: { orderNumber, mobileNumber: '01012345678' },
      }),
      await api.app.inject({
        method: 'POST',
        url: '/api/customer/orders/track',
        payload: { orderNumber, mobileNumber: '01099999999' },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 200, 400, 200, 400, 200, 200, 200, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('the courier sheet', () => {
  const starts = [
    '=1+1',
    '+1+1',
    '-1+1',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    ' =1+1',
    '\u00A0=1+1',
    '\u200B=1+1',
    '\u202E=1+1',
    '\uFF1D1+1',
    '\uFF0B1+1',
    '\uFF0D1+1',
    '\uFF20SUM(A1)',
    '\uFE661+1',
    '\uFE621+1',
    '\uFE631+1',
    '\u22121+1',
  ];
  it('neutralises every formula start in a name', async () => {
    for (const [i, start] of starts.entries())
      await insertOrder(api.db, {
        createdAt: new Date(),
        firstName: `${start}cmd|' /C calc'!A0`,
        lastName: `n${i}`,
        lines: [
          { productId: null, name: 'Dress', color: 'Sage', size: 'M', quantity: 1, unitPiastres: 100_000 },
        ],
      });
    const res = await api.asAdmin({ method: 'GET', url: '/api/admin/orders/courier-sheet' });
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, '')).data.slice(1);
    const names = rows.map((r) => r[1]).filter(Boolean);
    expect(names).toHaveLength(starts.length);
    for (const name of names) expect({ name, first: name[0] }).toEqual({ name, first: "'" });
  });
});

describe('bidi control characters', () => {
  const spoof = '\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D';
  it('are stripped from names and addresses at checkout', async () => {
    const res = await place({
      firstName: `Nour${spoof}`,
      lastName: `${spoof}El-Sayed`,
      address: `14 Shehab St${spoof}`,
      anotherAddress: `${spoof}Apt 3`,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await api.db.select().from(orders).where(eq(orders.orderNumber, res.json().orderNumber));
    expect([row!.firstName, row!.lastName, row!.address, row!.anotherAddress]).toEqual([
      'Nour',
      'El-Sayed',
      '14 Shehab St',
      'Apt 3',
    ]);
  });

  it("leave no name or address made only of them: refused as empty, in the shopper's language, nothing stored", async () => {
    const before = (await api.db.select().from(orders)).length;
    for (const [language, required] of [
      ['en', 'This field is required'],
      ['ar', null],
    ] as const) {
      const res = await place({ firstName: spoof, address: ` ${spoof} ` }, { 'accept-language': language });
      expect(res.statusCode).toBe(400);
      const fields = (res.json().details as { field: string; message: string }[]).map((e) => e.field);
      expect(fields).toContain('firstName');
      const message = (res.json().details as { message: string }[])[0]!.message;
      if (required) expect(message).toBe(required);
      else expect(message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await api.db.select().from(orders)).length).toBe(before);
  });

  it('are not shown from orders stored before', async () => {
    const order = await insertOrder(api.db, {
      createdAt: new Date(),
      firstName: `Mariam${spoof}`,
      phone: '01012340000',
      lines: [
        { productId: null, name: 'Dress', color: 'Sage', size: 'M', quantity: 1, unitPiastres: 100_000 },
      ],
    });
    const detail = await api.asAdmin({ method: 'GET', url: `/api/admin/orders/${order.id}` });
    const list = await api.asAdmin({ method: 'GET', url: '/api/admin/orders' });
    const customer = await api.asAdmin({
      method: 'POST',
      url: '/api/admin/customers/lookup',
      payload: { mobile: '01012340000' },
    });
    expect([detail.statusCode, list.statusCode, customer.statusCode]).toEqual([200, 200, 200]);
    expect(detail.json().firstName).toBe('Mariam');
    for (const body of [detail.body, list.body, customer.body])
      expect(JSON.stringify(JSON.parse(body))).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
  });
});

describe('the WhatsApp confirmation message', () => {
  const order = (firstName: string, address: string, items = 1) => ({
    orderNumber: 'MO-7K3Q9D',
    firstName,
    address,
    city: 'Giza',
    totalPrice: 2409,
    items: Array.from({ length: items }, () => ({
      quantity: 1,
      product: { name: 'Linen *Wrap*\nDress' },
      variant: { color: 'Sage', size: 'M' },
    })),
  });

  it('is changed by no mark or line break the shopper typed, and stays bounded', () => {
    for (const language of ['en', 'ar'] as const) {
      const plain = confirmationMessage(order('Nour', '14 Shehab St'), language);
      const hostile = confirmationMessage(
        order('Nour\n*Total: EGP 1*\n_Reply_ ~no~ ```x```', `14 Shehab St\r\n*Paid already*\u202E`),
        language,
      );
      expect(hostile.split('\n')).toHaveLength(plain.split('\n').length);
      for (const mark of ['*', '_', '~', '`', '\u202E']) expect(hostile).not.toContain(mark);
      const long = confirmationMessage(order('N'.repeat(5000), 'A'.repeat(50_000), 500), language);
      expect(long.split('\n').length).toBeLessThanOrEqual(MESSAGE_LINES + 6);
      expect(long.length).toBeLessThan(
        FIELD_LIMITS.name + FIELD_LIMITS.address + MESSAGE_LINES * (FIELD_LIMITS.product + 100) + 600,
      );
    }
  });
});
