/**
 * The "products" resource over the generated admin catalogue calls (spec §7 "Admin catalogue").
 * - getList: a page of 10 by default (`{products, totalPages, total}`), every product, active or not.
 * - create: addProduct, then addVariants once per colour that has a filled size (spec §5).
 * - update: `meta.statusOnly` → PATCH toggle-status with `{isActive}`; otherwise the multipart PUT.
 *   A slug given as id is first resolved to the product's id.
 * - delete: DELETE /api/admin/product/{id}.
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import {
  addProduct,
  addVariants,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  toggleProductStatus,
  updateProduct,
} from '../../../generated/api/products/products';
import { ListAdminProductsSort, type ListAdminProductsParams, type Product } from '../../../generated/models';
import { withHttpErrors } from './http-error';
import {
  toProductCreateForm,
  toProductUpdateForm,
  toVariantCreateForms,
  type ProductDraft,
} from './product-payload';

export type ProductRecord = Product & RaRecord<number>;

/** Spec §9: the admin products screen shows 10 a page. */
export const PRODUCTS_PER_PAGE = 10;

/** Reported while a product and its variants upload: `done` of `total` calls have finished. */
export type UploadProgress = (done: number, total: number) => void;

const SORTS = new Set<string>(Object.values(ListAdminProductsSort));

export function toListAdminProductsParams(
  params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
): ListAdminProductsParams {
  const query: ListAdminProductsParams = {
    page: Math.max(1, params.pagination?.page ?? 1),
    limit: params.pagination?.perPage ?? PRODUCTS_PER_PAGE,
  };
  const q = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  if (q) query.q = q;
  if (params.sort && SORTS.has(params.sort.field)) {
    query.sort = params.sort.field as ListAdminProductsSort;
    query.order = params.sort.order === 'ASC' ? 'asc' : 'desc';
  }
  return query;
}

/** The numeric id of a product given its id or its slug (spec §7: "A slug is first resolved to an id"). */
async function resolveProductId(id: RaRecord['id'], signal?: AbortSignal): Promise<number> {
  const asNumber = Number(id);
  if (Number.isInteger(asNumber) && asNumber > 0) return asNumber;
  return (await getAdminProduct(String(id), { signal })).id;
}

const unsupported = (method: string) => () =>
  Promise.reject(new Error(`products: ${method} is not supported`));

export const productsDataProvider: DataProvider = withHttpErrors({
  getList: async (_resource, params) => {
    const page = await listAdminProducts(toListAdminProductsParams(params), { signal: params.signal });
    return { data: page.products, total: page.total };
  },
  getOne: async (_resource, params) => ({
    data: await getAdminProduct(String(params.id), { signal: params.signal }),
  }),
  getMany: async (_resource, params) => ({
    data: await Promise.all(params.ids.map((id) => getAdminProduct(String(id), { signal: params.signal }))),
  }),
  getManyReference: unsupported('getManyReference'),
  create: async (_resource, params) => {
    const draft = params.data as ProductDraft;
    const onProgress = params.meta?.onProgress as UploadProgress | undefined;
    const variantForms = (productId: number) => toVariantCreateForms(productId, draft.variants);
    const total = 1 + variantForms(0).length;
    onProgress?.(0, total);
    const created = await addProduct(toProductCreateForm(draft));
    onProgress?.(1, total);
    // One colour after another: the server numbers their positions in the order they arrive.
    let done = 1;
    for (const form of variantForms(created.data.id)) {
      await addVariants(form);
      onProgress?.(++done, total);
    }
    return { data: { ...params.data, id: created.data.id, slug: created.data.slug } };
  },
  update: async (_resource, params) => {
    const id = await resolveProductId(params.id);
    if (params.meta?.statusOnly) {
      const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
      const result = await toggleProductStatus(String(id), { isActive });
      return { data: { ...params.previousData, id, isActive: result.data.isActive } };
    }
    const saved = await updateProduct(String(id), toProductUpdateForm(params.data as ProductDraft));
    return { data: saved.data };
  },
  updateMany: unsupported('updateMany'),
  delete: async (_resource, params) => {
    const id = await resolveProductId(params.id);
    await deleteProduct(String(id));
    return { data: { ...params.previousData, id } as ProductRecord };
  },
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await deleteProduct(String(await resolveProductId(id)));
    return { data: params.ids };
  },
} as DataProvider);
