/**
 * The category and tag forms' rules. Create (the Add Category page): the contract's addCategory body
 * (generated/zod), one schema per kind; the name is refused when blank once trimmed but goes up as typed (the
 * data provider trims it), the image and the tag names belong to categories only. Edit: the updateCategory and
 * updateTag bodies, texts trimmed, the name required ("Name is required."), a text too long told its limit. A
 * category's emptied optional text stays '' (the category data provider sends it so, which removes it); a
 * tag's emptied description is null.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { addCategoryBody, updateCategoryBody } from '../../../../generated/zod/categories/categories.zod';
import { updateTagBody } from '../../../../generated/zod/tags/tags.zod';
import type { Category } from '../../../../generated/models';
import type { CategoryEditDraft } from '../../data-provider/categories';
import { fieldErrors, fieldMessages, optionalText, requiredText, text } from '../../form-rules';
import { type CategoryKind } from './category-texts';
import { useMemo } from 'react';
import { CATEGORIES_EN, useCategoriesText, type CategoriesText } from '../../i18n/categories';
import { FORMS_EN, useFormsText, type FormsText } from '../../i18n/forms';

const add = addCategoryBody.shape;
// The edit bodies' fields are optional (only what changed goes up); the form checks each one it has.
const category = updateCategoryBody.shape;
const tag = updateTagBody.shape;

/**
 * The create and edit schemas, in the language of the texts given: only lengths can be refused past "Name is
 * required.", and fieldMessages tells the limit. The English exports below are these, built from the English.
 */
export function categoryForms(t: Pick<CategoriesText, 'nameRequired'>, forms: Pick<FormsText, 'atMost'>) {
  const messages = fieldMessages({}, forms);

  /** The name as typed: checked trimmed by the contract's rule (blank: "Name is required."), sent untrimmed. */
  const typedName = z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const typed = value ?? '';
      const checked = requiredText(t.nameRequired).pipe(add.name).safeParse(typed, messages);
      for (const issue of checked.error?.issues ?? [])
        ctx.issues.push({ code: 'custom', message: issue.message, input: typed });
      return checked.success ? typed : z.NEVER;
    });

  const categoryCreateSchema = z.object({
    name: typedName,
    description: text().pipe(add.description.unwrap()),
    nameAr: text().pipe(add.nameAr.unwrap()),
    descriptionAr: text().pipe(add.descriptionAr.unwrap()),
    image: add.image.nullable(),
    tagNames: z.array(z.string()),
    sizeGuide: text().pipe(add.sizeGuide.unwrap()),
  });

  /** A tag has a name and a description only: the category's fields left in the form do not go up. */
  const tagCreateSchema = z.object({
    name: typedName,
    description: text().pipe(add.description.unwrap()),
  });

  const categoryEditSchema = z.object({
    name: requiredText(t.nameRequired).pipe(category.name.unwrap()),
    description: text().pipe(category.description.unwrap()),
    nameAr: text().pipe(category.nameAr.unwrap()),
    descriptionAr: text().pipe(category.descriptionAr.unwrap()),
    sizeGuide: text().pipe(category.sizeGuide.unwrap()),
    tagNames: z.array(z.string()).nullish(),
    // react-admin's ImageInput value ({ rawFile, src, title }); the data provider takes the file out of it.
    image: z.custom<CategoryEditDraft['image']>().optional(),
    removeImage: z.boolean().nullish(),
  });

  const tagEditSchema = z.object({
    name: requiredText(t.nameRequired).pipe(tag.name.unwrap()),
    description: optionalText().pipe(tag.description),
  });

  return {
    messages,
    categoryCreateSchema,
    tagCreateSchema,
    categoryEditSchema,
    tagEditSchema,
    /** The Add Category page's check, by the kind being created: its output is what the page sends. */
    createResolvers: {
      category: zodResolver(categoryCreateSchema, messages),
      tag: zodResolver(tagCreateSchema, messages),
    } satisfies Record<CategoryKind, unknown>,
    categoryEditResolver: zodResolver(categoryEditSchema, messages),
    tagEditResolver: zodResolver(tagEditSchema, messages),
  };
}

const english = categoryForms(CATEGORIES_EN, FORMS_EN);
const messages = english.messages;

export const categoryCreateSchema = english.categoryCreateSchema;
export const tagCreateSchema = english.tagCreateSchema;
export const createResolvers = english.createResolvers;
export const categoryEditSchema = english.categoryEditSchema;
export const tagEditSchema = english.tagEditSchema;
export const categoryEditResolver = english.categoryEditResolver;
export const tagEditResolver = english.tagEditResolver;

/** The forms' checks in the back office's language. */
export function useCategoryForms() {
  const t = useCategoriesText();
  const forms = useFormsText();
  return useMemo(() => categoryForms(t, forms), [t, forms]);
}

export type CategoryCreateValues = z.input<typeof categoryCreateSchema>;

export const EMPTY_CATEGORY_FORM = {
  name: '',
  description: '',
  nameAr: '',
  descriptionAr: '',
  image: null,
  tagNames: [],
  sizeGuide: '',
} satisfies CategoryCreateValues;

/** The field errors the Add Category form shows for these values (empty when they can be sent). */
export function validateCreateForm(kind: CategoryKind, values: CategoryCreateValues): Record<string, string> {
  return fieldErrors(kind === 'category' ? categoryCreateSchema : tagCreateSchema, values, messages);
}

export type CategoryEditValues = z.output<typeof categoryEditSchema>;

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
