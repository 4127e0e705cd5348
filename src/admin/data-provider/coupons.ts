/**
 * The "coupons" resource: GET /api/admin/coupons (the whole list), POST /api/admin/addCoupon,
 * PUT /api/admin/coupons/{id}/status with `{isActive}`, DELETE /api/admin/coupons/{id}; the edit view's save
 * (`meta.edit`) goes whole to PUT /api/admin/coupons/{id}.
 */
import {
  addCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
  updateCouponStatus,
} from '../../../generated/api/coupons/coupons';
import type { Coupon, CouponCreate } from '../../../generated/models';
import { wholeListResource } from './whole-list-resource';

export const couponsDataProvider = wholeListResource<Coupon, CouponCreate>('coupons', {
  // The answer is the list itself.
  list: (signal) => listCoupons(undefined, { signal }),
  create: addCoupon,
  edit: updateCoupon,
  setActive: (id, isActive) => updateCouponStatus(id, { isActive }),
  remove: deleteCoupon,
});
