/**
 * The "discounts" resource (docs/product.md#calls): GET /api/admin/discounts (the whole list),
 * POST /api/admin/addDiscount, PATCH /api/admin/discounts/{id} with `{isActive}`, DELETE /api/admin/discounts/{id}.
 * The edit view sends `meta.edit`: the whole discount goes to PUT /api/admin/discounts/{id}.
 */
import type { DataProvider } from 'react-admin';
import {
  addDiscount,
  deleteDiscount,
  listDiscounts,
  updateDiscount,
  updateDiscountStatus,
} from '../../../generated/api/discounts/discounts';
import type { DiscountCreate } from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { listLocally } from './local-list';

const unsupported = (method: string) => () =>
  Promise.reject(new Error(`discounts: ${method} is not supported`));

async function all(signal?: AbortSignal) {
  // The answer is the list itself (the spec's client reads an array).
  return listDiscounts(undefined, { signal });
}

export const discountsDataProvider: DataProvider = withHttpErrors({
  getList: async (_resource, params) => listLocally(await all(params.signal), params),
  getOne: async (_resource, params) => {
    const discount = (await all(params.signal)).find((record) => String(record.id) === String(params.id));
    if (!discount) throw Object.assign(new Error(`No discount ${String(params.id)}`), { status: 404 });
    return { data: discount };
  },
  getMany: async (_resource, params) => {
    const wanted = new Set(params.ids.map(String));
    return { data: (await all(params.signal)).filter((record) => wanted.has(String(record.id))) };
  },
  getManyReference: unsupported('getManyReference'),
  // The form has already parsed its values (discount-form.ts): the body goes as it is.
  create: async (_resource, params) => ({ data: (await addDiscount(params.data as DiscountCreate)).data }),
  update: async (_resource, params) => {
    if (params.meta?.edit)
      return { data: (await updateDiscount(Number(params.id), params.data as DiscountCreate)).data };
    const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
    const result = await updateDiscountStatus(Number(params.id), { isActive });
    return { data: { ...params.previousData, id: params.id, isActive: result.data.isActive } };
  },
  updateMany: unsupported('updateMany'),
  delete: async (_resource, params) => {
    await deleteDiscount(Number(params.id));
    return { data: { ...params.previousData, id: params.id } };
  },
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await deleteDiscount(Number(id));
    return { data: params.ids };
  },
} as DataProvider);
