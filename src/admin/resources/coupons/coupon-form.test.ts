import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON_FORM, toCouponCreate, validateCouponForm, type CouponFormValues } from './coupon-form';
import { fieldErrors } from '../../form-rules';
import { ar as arCoupons } from '../../i18n/coupons.ar';
import { ar as arForms } from '../../i18n/forms.ar';
import { couponForm } from './coupon-form';

const filled: CouponFormValues = {
  code: ' SUMMER10 ',
  description: '',
  percentage: '12.5',
  minOrderAmount: '',
  maxUsage: '',
  startDate: '2026-06-01T00:00',
  endDate: '2026-08-31T23:59',
};

describe('toCouponCreate', () => {
  it('parses the percentage as a decimal and sends empty optional fields as null', () => {
    expect(toCouponCreate(filled)).toEqual({
      code: 'SUMMER10',
      description: null,
      percentage: 12.5,
      minOrderAmount: null,
      maxUsage: null,
      startDate: '2026-05-31T21:00:00.000Z',
      endDate: '2026-08-31T20:59:00.000Z',
    });
  });

  it('parses minOrderAmount as a decimal and maxUsage as an integer', () => {
    const body = toCouponCreate({
      ...filled,
      description: ' Summer edit ',
      minOrderAmount: '499.99',
      maxUsage: '200',
    });
    expect(body).toMatchObject({ description: 'Summer edit', minOrderAmount: 499.99, maxUsage: 200 });
    expect(Number.isInteger(body.maxUsage)).toBe(true);
  });
});

describe('validateCouponForm', () => {
  it('requires code, percentage and both dates', () => {
    expect(validateCouponForm(EMPTY_COUPON_FORM)).toEqual({
      code: 'Code is required.',
      percentage: 'Percentage is required.',
      startDate: 'Start date is required.',
      endDate: 'End date is required.',
    });
  });

  it('refuses a maxUsage below 1 or with decimals, and an end before the start', () => {
    expect(validateCouponForm({ ...filled, maxUsage: '0' }).maxUsage).toBeDefined();
    expect(validateCouponForm({ ...filled, maxUsage: '1.5' }).maxUsage).toBeDefined();
    expect(validateCouponForm({ ...filled, endDate: '2026-05-01T00:00' }).endDate).toBe(
      'The end must come after the start.',
    );
    expect(validateCouponForm({ ...filled, maxUsage: '1' })).toEqual({});
  });
});

describe('the coupon form in Arabic', () => {
  it('refuses with the Arabic texts, from the same schema', () => {
    const { schema, messages } = couponForm(arCoupons.rules, arForms);
    expect(fieldErrors(schema, EMPTY_COUPON_FORM, messages)).toEqual({
      code: 'الكود مطلوب.',
      percentage: 'النسبة مطلوبة.',
      startDate: 'تاريخ البداية مطلوب.',
      endDate: 'تاريخ النهاية مطلوب.',
    });
    expect(fieldErrors(schema, { ...filled, code: 'SUMMER 10', maxUsage: '0' }, messages)).toEqual({
      code: 'حروف إنجليزي وأرقام و - و _ بس.',
      maxUsage: 'رقم صحيح 1 أو أكتر، أو سيبه فاضي.',
    });
    expect(fieldErrors(schema, { ...filled, endDate: '2026-05-01T00:00' }, messages)).toEqual({
      endDate: 'النهاية لازم تكون بعد البداية.',
    });
    expect(fieldErrors(schema, { ...filled, startDate: 'yesterday' }, messages)).toEqual({
      startDate: 'راجع التاريخ.',
    });
  });
});
