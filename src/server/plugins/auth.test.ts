import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isCrossSite } from './auth';

const request = (headers: Record<string, string>) =>
  ({ headers: { host: 'shop.example', ...headers } }) as unknown as FastifyRequest;

describe('isCrossSite', () => {
  it('lets same-origin browsers and non-browser clients through', () => {
    expect(isCrossSite(request({}))).toBe(false);
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-origin', origin: 'https://shop.example' }))).toBe(
      false,
    );
    expect(isCrossSite(request({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(
      isCrossSite(
        request({ origin: 'https://public.example', host: 'internal:3000' }),
        'https://public.example',
      ),
    ).toBe(false);
  });

  it('refuses another site, a sibling site and an opaque origin', () => {
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'not a url' }))).toBe(true);
  });

  it('lets the origins of CORS_ORIGINS through, exactly, whatever Sec-Fetch-Site says', () => {
    const trusted = ['https://shop.example', 'http://localhost:5173'];
    const api = (headers: Record<string, string>) => request({ host: 'api.example', ...headers });
    for (const site of ['cross-site', 'same-site'])
      expect(
        isCrossSite(api({ origin: 'https://shop.example', 'sec-fetch-site': site }), undefined, trusted),
      ).toBe(false);
    expect(isCrossSite(api({ origin: 'http://localhost:5173' }), undefined, trusted)).toBe(false);
    for (const origin of [
      'https://shop.example:8443',
      'http://shop.example',
      'https://shop.example.evil.example',
    ])
      expect(isCrossSite(api({ origin, 'sec-fetch-site': 'cross-site' }), undefined, trusted)).toBe(true);
  });
});
