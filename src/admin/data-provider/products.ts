/**
 * The "products" resource over the generated admin catalogue calls (docs/product.md#calls).
 * - getList: a page of 10 by default (`{products, totalPages, total}`), every product, active or not.
 * - create: createProductWithVariants, one call and one transaction for the product, every colour that has a
 *   colour name (with its filled sizes) and every picture (docs/product.md#add-product).
 * - create with `meta.duplicateOf`: POST duplicate (a hidden copy of that product).
 * - update: `meta.statusOnly` → PATCH toggle-status with `{isActive}`; `meta.stockOnly` → PATCH stock with
 *   `{sizes: [{id, stock}]}`; otherwise the multipart PUT. A slug given as id is first resolved to the id.
 * - updateMany (`{isActive}`) and deleteMany: one bulkUpdateProducts call, all or nothing.
 * - delete: DELETE /api/admin/product/{id}.
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import {
  bulkUpdateProducts,
  createProductWithVariants,
  deleteProduct,
  duplicateProduct,
  getAdminProduct,
  listAdminProducts,
  toggleProductStatus,
  updateProduct,
  updateProductStock,
} from '../../../generated/api/products/products';
import {
  ListAdminProductsSort,
  type ListAdminProductsParams,
  type Product,
  type ProductStockUpdate,
} from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { toProductUpdateForm, toProductWithVariantsForm, type ProductDraft } from './product-payload';

export type ProductRecord = Product & RaRecord<number>;

/** docs/product.md#constants-and-limits: the admin products screen shows 10 a page. */
export const PRODUCTS_PER_PAGE = 10;

const SORTS = new Set<string>(Object.values(ListAdminProductsSort));
/** List columns whose sort the server calls by another name. */
const SORT_ALIASES: Record<string, ListAdminProductsSort> = { totalStock: 'stock' };

/** The list's filters as the contract's query parameters. */
export interface ProductFilter {
  q?: string;
  categoryId?: number | string;
  tagId?: number | string;
  active?: boolean | 'true' | 'false';
  lowStock?: number | string | boolean;
  discount?: boolean | 'true' | 'false';
}

/** "Low stock" without a number: a size at or below this (the dashboard's default threshold). */
export const LOW_STOCK_THRESHOLD = 5;

const flag = (value: unknown): 'true' | 'false' | undefined =>
  value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : undefined;

const positiveId = (value: unknown): number | undefined => {
  const n = Number(value);
  return value !== '' && value != null && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function toListAdminProductsParams(
  params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
): ListAdminProductsParams {
  const query: ListAdminProductsParams = {
    page: Math.max(1, params.pagination?.page ?? 1),
    limit: params.pagination?.perPage ?? PRODUCTS_PER_PAGE,
  };
  const filter = (params.filter ?? {}) as ProductFilter;
  const q = typeof filter.q === 'string' ? filter.q.trim().slice(0, 100) : '';
  if (q) query.q = q;
  const categoryId = positiveId(filter.categoryId);
  if (categoryId) query.categoryId = categoryId;
  const tagId = positiveId(filter.tagId);
  if (tagId) query.tagId = tagId;
  const active = flag(filter.active);
  if (active) query.active = active;
  const discount = flag(filter.discount);
  if (discount) query.discount = discount;
  if (filter.lowStock === true || filter.lowStock === 'true') query.lowStock = LOW_STOCK_THRESHOLD;
  else if (filter.lowStock !== undefined && filter.lowStock !== false && filter.lowStock !== '') {
    const n = Number(filter.lowStock);
    if (Number.isInteger(n) && n >= 0 && n <= 1000) query.lowStock = n;
  }
  const field = params.sort ? (SORT_ALIASES[params.sort.field] ?? params.sort.field) : undefined;
  if (params.sort && field && SORTS.has(field)) {
    query.sort = field as ListAdminProductsSort;
    query.order = params.sort.order === 'ASC' ? 'asc' : 'desc';
  }
  return query;
}

/** The numeric id of a product given its id or its slug (docs/product.md#calls: "A slug is first resolved to an id"). */
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
    if (params.meta?.duplicateOf !== undefined) {
      const id = await resolveProductId(params.meta.duplicateOf as RaRecord['id']);
      return { data: (await duplicateProduct(String(id))).data };
    }
    const created = await createProductWithVariants(toProductWithVariantsForm(params.data as ProductDraft));
    return { data: created.data };
  },
  update: async (_resource, params) => {
    const id = await resolveProductId(params.id);
    if (params.meta?.statusOnly) {
      const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
      const result = await toggleProductStatus(String(id), { isActive });
      return { data: { ...params.previousData, id, isActive: result.data.isActive } };
    }
    if (params.meta?.stockOnly) {
      const { sizes } = params.data as ProductStockUpdate;
      return { data: (await updateProductStock(String(id), { sizes })).data };
    }
    const saved = await updateProduct(String(id), toProductUpdateForm(params.data as ProductDraft));
    return { data: saved.data };
  },
  updateMany: async (_resource, params) => {
    const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
    const ids = await Promise.all(params.ids.map((id) => resolveProductId(id)));
    const result = await bulkUpdateProducts({ action: isActive ? 'activate' : 'deactivate', ids });
    return { data: result.data.ids };
  },
  delete: async (_resource, params) => {
    const id = await resolveProductId(params.id);
    await deleteProduct(String(id));
    return { data: { ...params.previousData, id } as ProductRecord };
  },
  deleteMany: async (_resource, params) => {
    const ids = await Promise.all(params.ids.map((id) => resolveProductId(id)));
    await bulkUpdateProducts({ action: 'delete', ids });
    return { data: params.ids };
  },
} as DataProvider);
