// listDiscounts, addDiscount, updateDiscount, updateDiscountStatus, deleteDiscount. The public catalogue shows discounted
// prices: each change clears its cache before answering (plugins/cache.ts does it for every admin write). Every write
// leaves its activity entry.
import type { Handlers } from '../../plugins/openapi';
import { changesOf, withActivity } from '../activity';
import {
  addDiscount,
  deleteDiscount,
  findDiscount,
  listDiscounts,
  updateDiscount,
  updateDiscountStatus,
} from './service';

type DiscountView = NonNullable<Awaited<ReturnType<typeof findDiscount>>>;

/** A discount as the log compares it: what it is on, as one value ("category Dresses"). */
const facts = (d: DiscountView | undefined) =>
  d && {
    percentage: d.percentage,
    on: `${d.type} ${d.reference.name}`,
    startDate: d.startDate,
    endDate: d.endDate,
    isActive: d.isActive,
  };
const FIELDS = ['percentage', 'on', 'startDate', 'endDate', 'isActive'] as const;
const labelOf = (d: DiscountView | undefined) => d && `${d.percentage}% · ${d.reference.name}`;

export const handlers = {
  async listDiscounts(request) {
    return listDiscounts(request.db, request.query);
  },

  async addDiscount(request, reply) {
    const created = await withActivity(request, async (tx, note) => {
      const result = await addDiscount(tx, request.body);
      note({
        subjectId: result.data.id,
        label: labelOf(result.data),
        changes: changesOf(null, facts(result.data), FIELDS),
      });
      return result;
    });
    return reply.code(201).send(created);
  },

  async updateDiscount(request) {
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findDiscount(tx, id);
      const result = await updateDiscount(tx, id, request.body);
      note({
        subjectId: id,
        label: labelOf(result.data),
        changes: changesOf(facts(before), facts(result.data), FIELDS),
      });
      return result;
    });
  },

  async updateDiscountStatus(request) {
    const id = request.params.id;
    const { isActive } = request.body;
    return withActivity(request, async (tx, note) => {
      const before = await findDiscount(tx, id);
      const result = await updateDiscountStatus(tx, id, isActive);
      note({ subjectId: id, label: labelOf(before), changes: changesOf(before, result.data, ['isActive']) });
      return result;
    });
  },

  async deleteDiscount(request) {
    const id = request.params.id;
    return withActivity(request, async (tx, note) => {
      const before = await findDiscount(tx, id);
      const result = await deleteDiscount(tx, id);
      note({ subjectId: id, label: labelOf(before) });
      return result;
    });
  },
} satisfies Handlers;
