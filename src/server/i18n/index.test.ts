import { describe, expect, it } from 'vitest';
import { CATALOGUES, languageOf, msg, render, shopperLanguage, type MessageKey } from './index';
import { money, wait } from './params';

describe('the reader language', () => {
  it('reads Accept-Language, q-values first, English by default', () => {
    expect(languageOf({ 'accept-language': 'ar' })).toBe('ar');
    expect(languageOf({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(languageOf({ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' })).toBe('en');
    expect(languageOf({ 'accept-language': 'fr, ar;q=0.5' })).toBe('ar');
    expect(languageOf({ 'accept-language': 'fr' })).toBe('en');
    expect(languageOf({})).toBe('en');
  });

  it('answers the back office in Arabic only when the Arabic back office asks (exactly "ar")', () => {
    const headers = { 'accept-language': 'ar' };
    expect(shopperLanguage({ url: '/api/admin/orders', headers })).toBe('ar');
    expect(shopperLanguage({ url: '/api/customer/couponsApply', headers })).toBe('ar');
    // A browser's own header (the spec's English back office sends none of its own) keeps it English.
    const browser = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
    expect(shopperLanguage({ url: '/api/admin/orders', headers: browser })).toBe('en');
    expect(shopperLanguage({ url: '/api/admin/orders', headers: { 'accept-language': 'en' } })).toBe('en');
    expect(shopperLanguage({ url: '/api/admin/orders', headers: {} })).toBe('en');
  });
});

const dress = { en: 'Linen Dress', ar: 'فستان كتان' };
const sage = { en: 'Sage', ar: 'أخضر مريمية' };

// Every parameter any message takes, with a value: each message reads only its own. (Arabic is typed by the
// English catalogue, so a key missing in either language is already a compile error; this test also catches
// an Arabic message left in English.)
const SAMPLE_PARAMS = {
  max: 3,
  types: ['string', 'number'],
  field: 'city',
  message: 'This field is required',
  fields: ['city', 'address'],
  limit: 2,
  values: ['a', 'b'],
  format: 'uri',
  text: 'must match',
  missing: 15_000,
  code: 'SUMMER10',
  product: dress,
  colour: sage,
  size: 'M',
  left: 3,
  seconds: 600,
  count: 4,
  city: 'Luxor',
  names: ['x'],
  label: 'Colour',
  index: 2,
  id: 7,
  item: 'Linen Dress (Sage, M)',
  target: 'product',
};

/** Messages whose Arabic is rightly the English: a field name and a message joined, written by its parts. */
const SAME_IN_BOTH = new Set<MessageKey>(['validation.inField']);

describe('the message catalogues', () => {
  const keys = Object.keys(CATALOGUES.en) as MessageKey[];

  it('have every key in both languages', () => {
    expect(Object.keys(CATALOGUES.ar).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
    expect(keys.length).toBeGreaterThan(100);
  });

  it('write every message in Arabic, and no Arabic the same as its English', () => {
    const problems = keys.flatMap((key) => {
      const message = { key, params: [SAMPLE_PARAMS] } as Parameters<typeof render>[0];
      const en = render(message, 'en');
      const ar = render(message, 'ar');
      if (!en.trim()) return [`${key}: empty English`];
      if (SAME_IN_BOTH.has(key)) return [];
      if (ar === en) return [`${key}: Arabic is the English`];
      if (!/[\u0600-\u06FF]/.test(ar)) return [`${key}: no Arabic letter in "${ar}"`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('keeps the English the shop has always written', () => {
    expect(render(msg('coupon.belowMinimum', { missing: 15_000, code: 'SUMMER10' }), 'en')).toBe(
      'Add EGP 150.00 more to use SUMMER10',
    );
    expect(render(msg('order.onlyLeft', { left: 3, product: dress, colour: sage, size: 'M' }), 'en')).toBe(
      'Only 3 left of Linen Dress (Sage, M)',
    );
    expect(render(msg('limit.couponTries', { seconds: 600 }), 'en')).toBe(
      'Too many coupon codes were tried. Please wait 10 minutes and try again.',
    );
    expect(render(msg('validation.type', { types: ['integer'] }), 'en')).toBe('Must be an integer');
    expect(render(msg('validation.type', { types: ['string', 'null'] }), 'en')).toBe(
      'Must be a string or null',
    );
  });

  it('names catalogue words, governorates and amounts as Arabic writes them', () => {
    expect(render(msg('coupon.belowMinimum', { missing: 15_000, code: 'SUMMER10' }), 'ar')).toBe(
      'أضيفي 150.00 ج.م أخرى إلى سلتك لاستخدام SUMMER10',
    );
    expect(render(msg('order.sizeGone', { size: 'XL', product: dress, colour: { en: 'Sand' } }), 'ar')).toBe(
      'المقاس XL من فستان كتان (Sand) غير متاح',
    );
    expect(render(msg('shipping.notDelivered', { city: 'Luxor' }), 'ar')).toBe('لا يتوفر التوصيل إلى الأقصر');
    expect(render(msg('shipping.notDelivered', { city: 'Atlantis' }), 'ar')).toBe(
      'لا يتوفر التوصيل إلى Atlantis',
    );
  });
});

describe('values inside messages', () => {
  it('writes amounts in the shop format of each language', () => {
    expect(money(145_000, 'en')).toBe('EGP 1,450.00');
    expect(money(145_000, 'ar')).toBe('1,450.00 ج.م');
  });

  it('counts waits in minutes, then hours, with Arabic plural forms', () => {
    expect([60, 120, 600, 1500, 3 * 3600].map((s) => wait(s, 'en'))).toEqual([
      '1 minute',
      '2 minutes',
      '10 minutes',
      '25 minutes',
      '3 hours',
    ]);
    expect([60, 120, 180, 600, 1500, 2 * 3600, 5 * 3600].map((s) => wait(s, 'ar'))).toEqual([
      'دقيقة',
      'دقيقتين',
      '3 دقائق',
      '10 دقائق',
      '25 دقيقة',
      'ساعتين',
      '5 ساعات',
    ]);
  });
});
