import { describe, expect, it } from 'vitest';
import { productFormSchema, validateProductForm } from './product-form';
import { ar as arProducts } from '../../i18n/products.ar';
import { productForm } from './product-form';

const filled = {
  name: 'Linen dress',
  description: 'Light',
  price: 450,
  previousPrice: null,
  tags: ['linen'],
  variants: [{ color: 'Red', sizes: [{ size: '38', stock: '' }] }],
};

describe('the product forms', () => {
  it('require name, description and price, with react-admin\'s "Required"', () => {
    expect(validateProductForm({ variants: [] })).toEqual({
      name: 'Required',
      description: 'Required',
      price: 'Required',
    });
    expect(validateProductForm({ ...filled, name: '', price: null })).toEqual({
      name: 'Required',
      price: 'Required',
    });
  });

  it('refuse a negative price or stock, and a price that is not a number', () => {
    expect(
      validateProductForm({
        ...filled,
        previousPrice: -1,
        variants: [{ sizes: [{ stock: 3 }, { stock: -2 }] }],
      }),
    ).toEqual({
      previousPrice: 'The price cannot be below 0',
      'variants.0.sizes.1.stock': 'Stock cannot be below 0',
    });
    expect(validateProductForm({ ...filled, price: 'abc' })).toEqual({ price: 'Must be a number' });
  });

  it("tell the contract's limits of the Arabic texts", () => {
    expect(
      validateProductForm({
        ...filled,
        nameAr: 'ا'.repeat(121),
        descriptionAr: 'ا'.repeat(5001),
        variants: [{ colorAr: 'ا'.repeat(41) }],
      }),
    ).toEqual({
      nameAr: 'Must be 120 characters or less',
      descriptionAr: 'Must be 5000 characters or less',
      'variants.0.colorAr': 'Must be 40 characters or less',
    });
  });

  it("leave the values as typed, the record's other fields included", () => {
    const image = { rawFile: new File(['x'], 'a.png'), src: 'blob:a', title: 'a.png' };
    const values = { ...filled, id: 7, nameAr: null, mainImage: image };
    expect(validateProductForm(values)).toEqual({});
    const parsed = productFormSchema.parse(values);
    expect(parsed).toEqual(values);
    expect(parsed.mainImage).toBe(image);
  });
});

describe('the product form in Arabic', () => {
  it('refuses with the Arabic texts, from the same schema', () => {
    const { schema, messages } = productForm(arProducts.rules);
    const errors = (values: unknown) =>
      Object.fromEntries(
        (schema.safeParse(values, messages).error?.issues ?? []).map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      );
    expect(errors({ ...filled, name: '', price: 'abc' })).toEqual({ name: 'مطلوب', price: 'لازم يكون رقم' });
    expect(errors({ ...filled, price: '-1' })).toEqual({ price: 'السعر مينفعش يكون أقل من 0' });
    expect(errors({ ...filled, nameAr: 'ا'.repeat(121) })).toEqual({ nameAr: 'لازم يكون 120 حرف أو أقل' });
  });
});
