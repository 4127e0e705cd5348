import { describe, expect, it } from 'vitest';
import { toCategoryCreateForm } from './categories';
import { toProductUpdateForm, toProductWithVariantsForm } from './product-payload';

describe('Arabic catalogue fields in the admin payloads', () => {
  it('sends the Arabic name, description and colour when given, and nothing when blank', () => {
    const form = toProductWithVariantsForm({
      name: 'Skirt',
      nameAr: ' تنورة ',
      description: 'Pleats',
      descriptionAr: 'كسرات',
      price: 10,
      variants: [{ color: 'Black', colorAr: 'أسود', sizes: [{ size: 'M', stock: 1 }] }],
    });
    expect(form).toMatchObject({ nameAr: 'تنورة', descriptionAr: 'كسرات' });
    expect(JSON.parse(form.variants)[0]).toMatchObject({ color: 'Black', colorAr: 'أسود' });
    expect(
      toProductWithVariantsForm({ name: 'Skirt', nameAr: '  ', description: 'x', price: 1 }),
    ).not.toHaveProperty('nameAr');
  });

  it('always sends the Arabic fields on edit, so an emptied one is cleared', () => {
    const form = toProductUpdateForm({
      name: 'Skirt',
      description: 'x',
      price: 1,
      variants: [{ id: 4, color: 'Black', sizes: [{ size: 'M', stock: 1 }] }],
    });
    expect(form).toMatchObject({ nameAr: '', descriptionAr: '' });
    expect(JSON.parse(form.variants!)[0]).toMatchObject({ colorAr: '' });
  });

  it("sends a category's Arabic name and description, never a tag's", () => {
    const draft = { name: 'Evening', nameAr: 'السهرة', descriptionAr: 'للسهرات' };
    expect(toCategoryCreateForm('category', draft)).toMatchObject({
      nameAr: 'السهرة',
      descriptionAr: 'للسهرات',
    });
    expect(toCategoryCreateForm('tag', draft)).not.toHaveProperty('nameAr');
  });
});
