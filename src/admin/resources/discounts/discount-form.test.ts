import { describe, expect, it } from 'vitest';
import { EMPTY_DISCOUNT_FORM, toDiscountCreate, validateDiscountForm } from './discount-form';
import { fieldErrors } from '../../form-rules';
import { ar as arDiscounts } from '../../i18n/discounts.ar';
import { ar as arForms } from '../../i18n/forms.ar';
import { discountForm } from './discount-form';

const values = {
  type: 'category' as const,
  referenceId: '4',
  percentage: '17.5',
  startDate: '2026-11-20T00:00',
  endDate: '2026-11-30T23:59',
};

describe('toDiscountCreate', () => {
  it('sends exactly one reference id, parsed as an integer, and the percentage as a decimal', () => {
    expect(toDiscountCreate(values)).toEqual({
      percentage: 17.5,
      startDate: '2026-11-19T22:00:00.000Z',
      endDate: '2026-11-30T21:59:00.000Z',
      categoryId: 4,
    });
    expect(toDiscountCreate({ ...values, type: 'product', referenceId: '12' })).toMatchObject({
      productId: 12,
    });
    expect(toDiscountCreate({ ...values, type: 'tag', referenceId: '7' })).toMatchObject({ tagId: 7 });
    expect(toDiscountCreate({ ...values, type: 'tag', referenceId: '7' })).not.toHaveProperty('categoryId');
  });
});

describe('validateDiscountForm', () => {
  it('requires the reference of the chosen type, the percentage and the dates', () => {
    expect(validateDiscountForm({ ...EMPTY_DISCOUNT_FORM, type: 'tag' })).toEqual({
      referenceId: 'Choose a tag.',
      percentage: 'Percentage is required.',
      startDate: 'Start date is required.',
      endDate: 'End date is required.',
    });
    expect(validateDiscountForm(values)).toEqual({});
  });
});

describe('the discount form in Arabic', () => {
  it('refuses with the Arabic texts, from the same schema', () => {
    const { schema, messages } = discountForm(arDiscounts.rules, arForms);
    expect(fieldErrors(schema, { ...EMPTY_DISCOUNT_FORM, type: 'tag' }, messages)).toEqual({
      referenceId: 'اختار تاج.',
      percentage: 'النسبة مطلوبة.',
      startDate: 'تاريخ البداية مطلوب.',
      endDate: 'تاريخ النهاية مطلوب.',
    });
    expect(fieldErrors(schema, { ...values, percentage: '120' }, messages)).toEqual({
      percentage: 'من 0.01 لحد 100.',
    });
  });
});
