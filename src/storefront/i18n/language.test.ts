import { afterEach, describe, expect, it } from 'vitest';
import { formatEGP } from '../../shared/format';
import { ar as arFirstVisit } from './ar/index';
import { cart } from './ar/cart';
import { checkout } from './ar/checkout';
import { login } from './ar/login';
import { orders } from './ar/orders';
import { product } from './ar/product';
import { returns } from './ar/returns';
import { shop } from './ar/shop';
import { track } from './ar/track';
import { policies as arPolicies, policyCommon as arPolicyCommon } from './ar/policies';
import { en } from './index';
import {
  formatShopDate,
  languagePath,
  localized,
  pathLanguage,
  setLanguage,
  stripLanguage,
} from './language';

/** The shape of a message tree: its keys, and 'text'/'function' at the leaves. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** Every text leaf of a message tree with its path; functions are called with sample arguments. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return [[path, String((value as (...a: unknown[]) => unknown)('X', 2, 3))]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  return [];
}

/** The Arabic modules that load with their pages (the policies apart; the returns' ride with the orders'). */
const arLater = { cart, checkout, login, orders, product, returns, shop, track };
/** Every Arabic module, whichever chunk carries it (the policies apart). */
const ar = { ...arFirstVisit, ...arLater };

/** Texts rightly the same in both languages: the brand, and texts that are only a value in a frame. */
const SAME_IN_BOTH = new Set<string>([
  '.common.brand',
  '.common.discountBadge',
  '.checkout.summary.quantity',
  '.places.governorate',
]);

afterEach(() => setLanguage('en'));

/** The policies are written with the owner's returns terms: compared as written with the default ones. */
const RETURN_TERMS = { windowDays: 14, refundShipping: false, exchangeShippingCharged: false };
const written = (
  texts: Record<'terms' | 'privacy' | 'returns', (terms: typeof RETURN_TERMS) => unknown>,
) => ({
  terms: texts.terms(RETURN_TERMS),
  privacy: texts.privacy(RETURN_TERMS),
  returns: texts.returns(RETURN_TERMS),
});

describe('the page language', () => {
  it('comes from the /ar prefix, and the same page has a URL in each language', () => {
    expect(pathLanguage('/ar')).toBe('ar');
    expect(pathLanguage('/ar/shop')).toBe('ar');
    expect(pathLanguage('/arabic')).toBe('en');
    expect(stripLanguage('/ar/products/x')).toBe('/products/x');
    expect(stripLanguage('/ar')).toBe('/');
    expect(languagePath('ar', '/shop?q=dress')).toBe('/ar/shop?q=dress');
    expect(languagePath('ar', '/')).toBe('/ar');
    expect(languagePath('en', '/ar/shop?q=x#top')).toBe('/shop?q=x#top');
    expect(languagePath('en', '/ar')).toBe('/');
  });

  it('reads a module in the page language, key by key, English where Arabic has no key', () => {
    const texts = localized('demo', { hello: 'Hello', only: 'English only' });
    expect(texts.hello).toBe('Hello');
    setLanguage('ar', { demo: { hello: 'مرحبًا' } });
    expect(texts.hello).toBe('مرحبًا');
    expect(texts.only).toBe('English only');
    setLanguage('en');
    expect(texts.hello).toBe('Hello');
  });

  it('writes prices and dates the Arabic way on Arabic pages', () => {
    setLanguage('ar');
    expect(formatEGP(1450)).toBe('1,450.00 ج.م');
    expect(formatShopDate('2026-11-22T23:30:00Z')).toBe('23 نوفمبر 2026');
    setLanguage('en');
    expect(formatEGP(1450)).toBe('EGP 1,450.00');
    expect(formatShopDate('2026-11-22T23:30:00Z')).toBe('23 November 2026');
  });
});

describe('the Arabic texts', () => {
  it('have every key of the English modules, texts for texts and functions for functions', () => {
    // Every English module has its Arabic in one chunk or the other, and only one.
    expect(Object.keys(ar).sort()).toEqual(
      Object.keys(en)
        .filter((name) => name !== 'policies' && name !== 'policyCommon')
        .sort(),
    );
    for (const name of Object.keys(arLater)) expect(Object.keys(arFirstVisit)).not.toContain(name);
    for (const [name, arabic] of Object.entries(ar))
      expect(shape(arabic), name).toEqual(shape(en[name as keyof typeof en]));
    expect(shape(arPolicyCommon)).toEqual(shape(en.policyCommon));
    for (const kind of ['terms', 'privacy', 'returns'] as const)
      expect(Object.keys(arPolicies[kind](RETURN_TERMS)).sort()).toEqual(
        Object.keys(en.policies[kind](RETURN_TERMS)).sort(),
      );
  });

  it('translate every English text (none left in English but those listed)', () => {
    const english = new Map([
      ...texts(en, ''),
      ...texts(en.policyCommon, '.policyCommon'),
      ...texts(written(en.policies), '.policies'),
    ]);
    const arabic = [
      ...texts(ar, ''),
      ...texts(arPolicyCommon, '.policyCommon'),
      ...texts(written(arPolicies), '.policies'),
    ];
    const untranslated = arabic
      .filter(([path, text]) => text.trim() !== '' && english.get(path) === text && !SAME_IN_BOTH.has(path))
      .map(([path, text]) => `${path}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('are Arabic', () => {
    expect(ar.home.shopNow).toBe('تسوّقي الآن!!');
    expect(ar.shop.noProducts).toMatch(/[\u0600-\u06FF]/);
    expect(arPolicies.returns(RETURN_TERMS).title).toBe('سياسة الاسترجاع');
  });
});
