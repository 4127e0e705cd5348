import { describe, expect, it } from 'vitest';
import { EMPTY_DISCOUNT_FORM, toDiscountCreate, validateDiscountForm } from './discount-form';

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
