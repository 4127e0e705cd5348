/**
 * The "coupons" resource (docs/product.md#calls): GET /api/admin/coupons (the whole list),
 * POST /api/admin/addCoupon, PUT /api/admin/coupons/{id}/status with `{isActive}`, DELETE /api/admin/coupons/{id}.
 * The edit view sends `meta.edit`: the whole coupon goes to PUT /api/admin/coupons/{id} (updateCoupon).
 */
import type { DataProvider } from 'react-admin';
import {
  addCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
  updateCouponStatus,
} from '../../../generated/api/coupons/coupons';
import type { CouponCreate } from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { listLocally } from './local-list';

const unsupported = (method: string) => () =>
  Promise.reject(new Error(`coupons: ${method} is not supported`));

async function all(signal?: AbortSignal) {
  // The answer is the list itself (the spec's client reads an array).
  return listCoupons(undefined, { signal });
}

export const couponsDataProvider: DataProvider = withHttpErrors({
  getList: async (_resource, params) => listLocally(await all(params.signal), params),
  getOne: async (_resource, params) => {
    const coupon = (await all(params.signal)).find((record) => String(record.id) === String(params.id));
    if (!coupon) throw Object.assign(new Error(`No coupon ${String(params.id)}`), { status: 404 });
    return { data: coupon };
  },
  getMany: async (_resource, params) => {
    const wanted = new Set(params.ids.map(String));
    return { data: (await all(params.signal)).filter((record) => wanted.has(String(record.id))) };
  },
  getManyReference: unsupported('getManyReference'),
  // The form has already parsed its values (coupon-form.ts): the body goes as it is.
  create: async (_resource, params) => ({ data: (await addCoupon(params.data as CouponCreate)).data }),
  update: async (_resource, params) => {
    if (params.meta?.edit)
      return { data: (await updateCoupon(Number(params.id), params.data as CouponCreate)).data };
    const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
    const result = await updateCouponStatus(Number(params.id), { isActive });
    return { data: { ...params.previousData, id: params.id, isActive: result.data.isActive } };
  },
  updateMany: unsupported('updateMany'),
  delete: async (_resource, params) => {
    await deleteCoupon(Number(params.id));
    return { data: { ...params.previousData, id: params.id } };
  },
  deleteMany: async (_resource, params) => {
    for (const id of params.ids) await deleteCoupon(Number(id));
    return { data: params.ids };
  },
} as DataProvider);
