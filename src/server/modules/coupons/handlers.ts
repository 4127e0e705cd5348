// addCoupon, listCoupons, updateCoupon, updateCouponStatus, deleteCoupon. Every write leaves its activity entry.
import type { Handlers } from '../../plugins/openapi';
import { changesOf, withActivity } from '../activity';
import {
  addCoupon,
  deleteCoupon,
  findCoupon,
  listCoupons,
  updateCoupon,
  updateCouponStatus,
} from './service';

/** What the log keeps of a coupon's edit. */
const FIELDS = [
  'code',
  'description',
  'percentage',
  'minOrderValue',
  'maxUsage',
  'startDate',
  'endDate',
  'isActive',
] as const;

export const handlers = {
  async addCoupon(request, reply) {
    const created = await withActivity(request, async (tx, note) => {
      const result = await addCoupon(tx, request.body);
      note({
        subjectId: result.data.id,
        label: result.data.code,
        changes: changesOf(null, result.data, FIELDS),
      });
      return result;
    });
    return reply.code(201).send(created);
  },

  async listCoupons(request) {
    return listCoupons(request.db, request.query);
  },

  async updateCoupon(request) {
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findCoupon(tx, id);
      const result = await updateCoupon(tx, id, request.body);
      note({ subjectId: id, label: result.data.code, changes: changesOf(before, result.data, FIELDS) });
      return result;
    });
  },

  async updateCouponStatus(request) {
    const id = request.params.id;
    const { isActive } = request.body;
    return withActivity(request, async (tx, note) => {
      const before = await findCoupon(tx, id);
      const result = await updateCouponStatus(tx, id, isActive);
      note({ subjectId: id, label: before?.code, changes: changesOf(before, result.data, ['isActive']) });
      return result;
    });
  },

  async deleteCoupon(request) {
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findCoupon(tx, id);
      const result = await deleteCoupon(tx, id);
      note({ subjectId: id, label: before?.code });
      return result;
    });
  },
} satisfies Handlers;
