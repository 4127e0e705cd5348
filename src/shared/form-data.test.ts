import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('appends every defined field, files and arrays included, and skips empty ones', () => {
    const main = new Blob(['x'], { type: 'image/png' });
    const extra = [new Blob(['a']), new Blob(['b'])];
    const form = toFormData({
      name: 'Linen Dress',
      price: 1450,
      isActive: 'true',
      images: extra,
      variantMainImage_0: main,
      previousPrice: undefined,
      sku: null,
    });
    expect(form.get('name')).toBe('Linen Dress');
    expect(form.get('price')).toBe('1450');
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.get('variantMainImage_0')).toBeInstanceOf(Blob);
    expect(form.has('previousPrice')).toBe(false);
    expect(form.has('sku')).toBe(false);
  });
});
