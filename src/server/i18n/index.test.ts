import { describe, expect, it } from 'vitest';
import { belowMinimumMessage, COUPON_MESSAGES } from '../../shared/coupon-rules';
import { waitText } from '../plugins/throttle';
import { languageOf, serverText, shopperLanguage, translateErrorBody, translateRefusal } from './index';

describe('the shopper language', () => {
  it('reads Accept-Language, q-values first, English by default', () => {
    expect(languageOf({ 'accept-language': 'ar' })).toBe('ar');
    expect(languageOf({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(languageOf({ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' })).toBe('en');
    expect(languageOf({ 'accept-language': 'fr, ar;q=0.5' })).toBe('ar');
    expect(languageOf({ 'accept-language': 'fr' })).toBe('en');
    expect(languageOf({})).toBe('en');
  });

  it('keeps the back office in English', () => {
    const headers = { 'accept-language': 'ar' };
    expect(shopperLanguage({ url: '/api/admin/orders', headers })).toBe('en');
    expect(shopperLanguage({ url: '/api/customer/couponsApply', headers })).toBe('ar');
  });
});

describe('refusals in Arabic', () => {
  it('translates every coupon refusal the rules write, values kept', () => {
    for (const message of Object.values(COUPON_MESSAGES))
      expect(translateRefusal(message, 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(translateRefusal(belowMinimumMessage(15000, 'SUMMER10'), 'ar')).toBe(
      'أضيفي 150.00 ج.م أخرى إلى سلتك لاستخدام SUMMER10',
    );
    expect(
      translateRefusal(`Too many coupon codes were tried. Please wait ${waitText(600)} and try again.`, 'ar'),
    ).toBe('تمت تجربة أكواد كثيرة. من فضلك انتظري 10 دقائق ثم حاولي مرة أخرى.');
  });

  it('translates error bodies, details included, and leaves English and unknown text alone', () => {
    expect(
      translateErrorBody(
        {
          error: 'Only 2 left of Linen Wrap Midi Dress (Sage, M)',
          details: [{ field: 'items[0].quantity', message: 'Only 2 left' }],
        },
        'ar',
      ),
    ).toEqual({
      error: 'متبقٍ 2 فقط من Linen Wrap Midi Dress (Sage, M)',
      details: [{ field: 'items[0].quantity', message: 'متبقٍ 2 فقط' }],
    });
    expect(translateRefusal('This coupon has expired', 'en')).toBe('This coupon has expired');
    expect(translateRefusal('Something nobody wrote down', 'ar')).toBe('Something nobody wrote down');
  });

  it('gives a message by key in either language', () => {
    expect(serverText('coupon.expired', 'en')).toBe(COUPON_MESSAGES.expired);
    expect(serverText('order.onlyLeftDetail', 'ar', '3')).toBe('متبقٍ 3 فقط');
  });
});
