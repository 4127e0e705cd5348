import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { logMethod, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces a mobile number in any written form, in the path or the query', () => {
    for (const [url, redacted] of [
      ['/admin/customers/01012345678/show', '/admin/customers/[mobile]/show'],
      ['/admin/customers/+201012345678/show', '/admin/customers/[mobile]/show'],
      ['/admin/customers/%2B201012345678/show', '/admin/customers/[mobile]/show'],
      ['/api/admin/orders?q=010%2012345678', '/api/admin/orders?q=[mobile]'],
      ['/api/admin/orders?q=0101-234-5678&page=2', '/api/admin/orders?q=[mobile]&page=2'],
      ['/api/admin/orders?q=00201012345678', '/api/admin/orders?q=[mobile]'],
      // Arabic-Indic and Persian digits, as typed and as a browser encodes them.
      ['/admin/customers/٠١٠١٢٣٤٥٦٧٨/show', '/admin/customers/[mobile]/show'],
      [`/admin/customers/${encodeURIComponent('٠١٠١٢٣٤٥٦٧٨')}/show`, '/admin/customers/[mobile]/show'],
      [`/api/admin/orders?q=${encodeURIComponent('۰۱۰ ۱۲۳۴ ۵۶۷۸')}`, '/api/admin/orders?q=[mobile]'],
    ])
      expect(redactUrl(url)).toBe(redacted);
  });

  it('leaves ids, order numbers, dates and prices alone', () => {
    for (const url of [
      '/api/admin/orders/12345',
      '/api/customer/orders/MO-7K3Q9D',
      '/api/admin/orders?startDate=2026-11-01&endDate=2026-11-30',
      '/api/products?minPrice=100&maxPrice=2500&page=1',
      '/assets/app-3fa9c1d2.js',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});

describe('logMethod', () => {
  /** The lines a Fastify logger with the shop's hook writes, parsed. */
  function logged(write: (log: import('fastify').FastifyBaseLogger) => void) {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        hooks: { logMethod },
        stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
      },
    });
    write(app.log);
    return lines.map(({ level, msg }) => ({ level, msg }));
  }

  it('writes an answer cut short by the client at info level, not as an error', () => {
    const premature = Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    expect(logged((log) => log.error(premature))).toEqual([
      { level: 30, msg: 'The client closed the connection before the answer was sent' },
    ]);
    expect(logged((log) => log.error({ err: new Error('premature close') }, 'compress'))).toEqual([
      { level: 30, msg: 'The client closed the connection before the answer was sent' },
    ]);
  });

  it('leaves every other error an error', () => {
    expect(logged((log) => log.error(new Error('disk on fire')))).toEqual([
      { level: 50, msg: 'disk on fire' },
    ]);
    expect(logged((log) => log.warn(new Error('premature close')))).toEqual([
      { level: 40, msg: 'premature close' },
    ]);
  });
});
