/**
 * The category and tag edit forms' rules: the contract's updateCategory and updateTag bodies (generated/zod),
 * behind what a form needs: texts trimmed, the name required ("Name is required."), a text too long told its
 * limit. A category's emptied optional text stays '' (the category data provider sends it so, which removes
 * it); a tag's emptied description is null.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { updateCategoryBody } from '../../../../generated/zod/categories/categories.zod';
import { updateTagBody } from '../../../../generated/zod/tags/tags.zod';
import type { Category } from '../../../../generated/models';
import type { CategoryEditDraft } from '../../data-provider/categories';
import { fieldMessages, optionalText, requiredText, text } from '../../form-rules';
import { CATEGORY_TEXTS } from './category-texts';

// The edit bodies' fields are optional (only what changed goes up); the form checks each one it has.
const category = updateCategoryBody.shape;
const tag = updateTagBody.shape;

export const categoryEditSchema = z.object({
  name: requiredText(CATEGORY_TEXTS.nameRequired).pipe(category.name.unwrap()),
  description: text().pipe(category.description.unwrap()),
  nameAr: text().pipe(category.nameAr.unwrap()),
  descriptionAr: text().pipe(category.descriptionAr.unwrap()),
  sizeGuide: text().pipe(category.sizeGuide.unwrap()),
  tagNames: z.array(z.string()).nullish(),
  // react-admin's ImageInput value ({ rawFile, src, title }); the data provider takes the file out of it.
  image: z.custom<CategoryEditDraft['image']>().optional(),
  removeImage: z.boolean().nullish(),
});

export type CategoryEditValues = z.output<typeof categoryEditSchema>;

export const tagEditSchema = z.object({
  name: requiredText(CATEGORY_TEXTS.nameRequired).pipe(tag.name.unwrap()),
  description: optionalText().pipe(tag.description),
});

// Only lengths can be refused past "Name is required.": fieldMessages tells the limit.
const messages = fieldMessages({});

export const categoryEditResolver = zodResolver(categoryEditSchema, messages);
export const tagEditResolver = zodResolver(tagEditSchema, messages);

/** Only the fields that differ from the category go up. */
export function categoryChanges(saved: Category, values: CategoryEditValues): CategoryEditDraft {
  const draft: CategoryEditDraft = {};
  if (values.name !== saved.name) draft.name = values.name;
  if (values.description !== (saved.description ?? '')) draft.description = values.description;
  // The optional texts: a change, or an emptied one (which removes it).
  for (const key of ['nameAr', 'descriptionAr', 'sizeGuide'] as const) {
    if (values[key] !== (saved[key] ?? '')) draft[key] = values[key];
  }
  const tagNames = values.tagNames ?? [];
  const before = saved.tags.map((t) => t.name.toLowerCase()).sort();
  const after = tagNames.map((name) => name.toLowerCase()).sort();
  if (before.join('\n') !== after.join('\n')) draft.tagNames = tagNames;
  if (values.image) draft.image = values.image;
  else if (values.removeImage) draft.removeImage = true;
  return draft;
}
