/**
 * The "categories" and "tags" resources share the admin calls of spec §7: addCategory (multipart, with a
 * `type`), PUT /api/admin/category/{id} with `{isActive, type}`, and DELETE /api/admin/{type}/{id}.
 * Lists come whole from the public endpoints without `active=true` (every category or tag).
 */
import type { DataProvider, RaRecord } from 'react-admin';
import {
  addCategory,
  deleteCategoryOrTag,
  listCategories,
  updateCategoryStatus,
} from '../../../generated/api/categories/categories';
import type { CategoryCreateForm, CategoryType } from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { listLocally } from './local-list';
import { fileOf, type FileValue } from './product-payload';

/** What the category page's form sends (tag names and image only for categories). */
export interface CategoryDraft {
  name: string;
  description?: string | null;
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
    form.tagNames = JSON.stringify(draft.tagNames ?? []);
    const sizeGuide = draft.sizeGuide?.trim();
    if (sizeGuide) form.sizeGuide = sizeGuide;
  }
  return form;
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
    // Only the active flag of a category or tag can change (spec §2, §4).
    update: async (_resource, params) => {
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
