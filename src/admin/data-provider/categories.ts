/**
 * The "categories" and "tags" resources share the admin calls of docs/product.md#calls: addCategory (multipart, with a
 * `type`), PUT /api/admin/category/{id} with `{isActive, type}`, and DELETE /api/admin/{type}/{id}.
 * Lists come whole from the public endpoints without `active=true` (every category or tag).
 * The edit views send `meta.edit`: PATCH /api/admin/categories/{id} (multipart: the fields that
 * changed) or PATCH /api/admin/tags/{id} (JSON).
 */
import type { DataProvider, RaRecord } from 'react-admin';
import {
  addCategory,
  deleteCategoryOrTag,
  listCategories,
  updateCategory,
  updateCategoryStatus,
} from '../../../generated/api/categories/categories';
import { updateTag } from '../../../generated/api/tags/tags';
import type {
  CategoryCreateForm,
  CategoryType,
  CategoryUpdateForm,
  TagUpdate,
} from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { listLocally } from './local-list';
import { fileOf, type FileValue } from './product-payload';

/** What the category page's form sends (tag names and image only for categories). */
export interface CategoryDraft {
  name: string;
  description?: string | null;
  /** Arabic name and description: categories only. */
  nameAr?: string | null;
  descriptionAr?: string | null;
  image?: FileValue;
  tagNames?: string[] | null;
  /** Categories only: the size guide shown on the category's product pages. */
  sizeGuide?: string | null;
}

export function toCategoryCreateForm(type: CategoryType, draft: CategoryDraft): CategoryCreateForm {
  const form: CategoryCreateForm = { name: draft.name.trim(), type };
  const description = draft.description?.trim();
  if (description) form.description = description;
  if (type === 'category') {
    const image = fileOf(draft.image);
    if (image) form.image = image;
    const nameAr = draft.nameAr?.trim();
    if (nameAr) form.nameAr = nameAr;
    const descriptionAr = draft.descriptionAr?.trim();
    if (descriptionAr) form.descriptionAr = descriptionAr;
    form.tagNames = JSON.stringify(draft.tagNames ?? []);
    const sizeGuide = draft.sizeGuide?.trim();
    if (sizeGuide) form.sizeGuide = sizeGuide;
  }
  return form;
}

/** What the category edit view sends: every field optional (only those given change). */
export interface CategoryEditDraft {
  name?: string;
  description?: string | null;
  image?: FileValue;
  removeImage?: boolean;
  tagNames?: string[] | null;
  /** Arabic name and description, and the size guide: empty removes them. */
  nameAr?: string | null;
  descriptionAr?: string | null;
  sizeGuide?: string | null;
}

/** The multipart body of updateCategory; one more optional field is one more line here. */
export function toCategoryUpdateForm(draft: CategoryEditDraft): CategoryUpdateForm {
  const form: CategoryUpdateForm = {};
  if (draft.name !== undefined) form.name = draft.name.trim();
  if (draft.description !== undefined) form.description = draft.description?.trim() ?? '';
  if (draft.tagNames != null) form.tagNames = JSON.stringify(draft.tagNames);
  if (draft.nameAr !== undefined) form.nameAr = draft.nameAr?.trim() ?? '';
  if (draft.descriptionAr !== undefined) form.descriptionAr = draft.descriptionAr?.trim() ?? '';
  if (draft.sizeGuide !== undefined) form.sizeGuide = draft.sizeGuide?.trim() ?? '';
  const image = fileOf(draft.image);
  if (image) form.image = image;
  else if (draft.removeImage) form.removeImage = 'true';
  return form;
}

export function toTagUpdate(draft: { name?: string; description?: string | null }): TagUpdate {
  const body: TagUpdate = {};
  if (draft.name !== undefined) body.name = draft.name.trim();
  if (draft.description !== undefined) body.description = draft.description?.trim() || null;
  return body;
}

const unsupported = (method: string) => () =>
  Promise.reject(new Error(`${method} is not supported for categories and tags`));

export function categoryOrTagProvider(
  type: CategoryType,
  list: (signal?: AbortSignal) => Promise<RaRecord[]>,
): DataProvider {
  const one = async (id: RaRecord['id'], signal?: AbortSignal) => {
    const found = (await list(signal)).find((record) => String(record.id) === String(id));
    if (!found) throw Object.assign(new Error(`No ${type} ${String(id)}`), { status: 404 });
    return found;
  };
  return withHttpErrors({
    getList: async (_resource, params) => listLocally(await list(params.signal), params),
    getOne: async (_resource, params) => ({ data: await one(params.id, params.signal) }),
    getMany: async (_resource, params) => {
      const wanted = new Set(params.ids.map(String));
      return { data: (await list(params.signal)).filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: unsupported('getManyReference'),
    create: async (_resource, params) => {
      const created = await addCategory(toCategoryCreateForm(type, params.data as CategoryDraft));
      return { data: created.data };
    },
    // The lists' switch changes the active flag (docs/product.md#active-flags); the edit views the rest.
    update: async (_resource, params) => {
      if (params.meta?.edit && type === 'category')
        return {
          data: (
            await updateCategory(Number(params.id), toCategoryUpdateForm(params.data as CategoryEditDraft))
          ).data,
        };
      if (params.meta?.edit)
        return { data: (await updateTag(Number(params.id), toTagUpdate(params.data as TagUpdate))).data };
      const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
      const result = await updateCategoryStatus(Number(params.id), { isActive, type });
      return { data: { ...params.previousData, id: params.id, isActive: result.data.isActive } };
    },
    updateMany: unsupported('updateMany'),
    delete: async (_resource, params) => {
      await deleteCategoryOrTag(type, Number(params.id));
      return { data: { ...params.previousData, id: params.id } };
    },
    deleteMany: async (_resource, params) => {
      for (const id of params.ids) await deleteCategoryOrTag(type, Number(id));
      return { data: params.ids };
    },
  } as DataProvider);
}

export const categoriesDataProvider = categoryOrTagProvider(
  'category',
  async (signal) => (await listCategories(undefined, { signal })).categories,
);
