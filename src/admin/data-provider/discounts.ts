/**
 * The "discounts" resource: GET /api/admin/discounts (the whole list), POST /api/admin/addDiscount,
 * PATCH /api/admin/discounts/{id} with `{isActive}`, DELETE /api/admin/discounts/{id}; the edit view's save
 * (`meta.edit`) goes whole to PUT /api/admin/discounts/{id}.
 */
import {
  addDiscount,
  deleteDiscount,
  listDiscounts,
  updateDiscount,
  updateDiscountStatus,
} from '../../../generated/api/discounts/discounts';
import type { DiscountCreate, DiscountRecord } from '../../../generated/models';
import { wholeListResource } from './whole-list-resource';

export const discountsDataProvider = wholeListResource<DiscountRecord, DiscountCreate>('discounts', {
  list: (signal) => listDiscounts(undefined, { signal }),
  create: addDiscount,
  edit: updateDiscount,
  setActive: (id, isActive) => updateDiscountStatus(id, { isActive }),
  remove: deleteDiscount,
});
