import { describe, expect, it } from 'vitest';
import {
  categoryCreateSchema,
  EMPTY_CATEGORY_FORM,
  tagCreateSchema,
  validateCreateForm,
  type CategoryCreateValues,
} from './category-form';
import { fieldErrors } from '../../form-rules';
import { ar as arCategories } from '../../i18n/categories.ar';
import { ar as arForms } from '../../i18n/forms.ar';
import { categoryForms } from './category-form';

const filled: CategoryCreateValues = { ...EMPTY_CATEGORY_FORM, name: ' Evening ', tagNames: ['satin'] };

describe('the Add Category form', () => {
  it('refuses a blank name once trimmed, and an emptied one (null)', () => {
    expect(validateCreateForm('category', { ...filled, name: '   ' })).toEqual({ name: 'Name is required.' });
    expect(validateCreateForm('tag', { ...filled, name: null })).toEqual({ name: 'Name is required.' });
  });

  it("tells the contract's limit of a name too long once trimmed, and lets padding through", () => {
    expect(validateCreateForm('category', { ...filled, name: 'x'.repeat(61) })).toEqual({
      name: 'At most 60 characters.',
    });
    expect(validateCreateForm('category', { ...filled, name: ` ${'x'.repeat(60)} ` })).toEqual({});
  });

  it('sends the name as typed, with the category fields', () => {
    const image = new File(['x'], 'dress.png', { type: 'image/png' });
    expect(categoryCreateSchema.parse({ ...filled, image, sizeGuide: 'S: 86 cm\n' })).toEqual({
      name: ' Evening ',
      description: '',
      nameAr: '',
      descriptionAr: '',
      image,
      tagNames: ['satin'],
      sizeGuide: 'S: 86 cm',
    });
  });

  it('sends a tag with its name and description only', () => {
    expect(tagCreateSchema.parse({ ...filled, name: 'satin', description: null })).toEqual({
      name: 'satin',
      description: '',
    });
  });
});

describe('the category and tag forms in Arabic', () => {
  it('refuses with the Arabic texts, from the same schemas', () => {
    const forms = categoryForms(arCategories, arForms);
    expect(fieldErrors(forms.tagCreateSchema, { ...filled, name: '  ' }, forms.messages)).toEqual({
      name: 'الاسم مطلوب.',
    });
    expect(
      fieldErrors(forms.categoryCreateSchema, { ...filled, name: 'x'.repeat(61) }, forms.messages),
    ).toEqual({
      name: '60 حرف بالكتير.',
    });
    expect(fieldErrors(forms.tagEditSchema, { name: '', description: '' }, forms.messages)).toEqual({
      name: 'الاسم مطلوب.',
    });
  });
});
