// listActivity: the owner's pages of the activity log.
import type { Handlers } from '../../plugins/openapi';
import { cairoDaysFilter } from '../cairo-days-filter';
import { listEntries } from './repository';

export const handlers = {
  async listActivity(request) {
    const { page = 1, limit = 10, adminId, subject, subjectId, startDate, endDate } = request.query;
    const { from, to } = cairoDaysFilter({ startDate, endDate });
    const { rows, total } = await listEntries(
      request.db,
      { adminId, subject, subjectId, from, to },
      { offset: (page - 1) * limit, limit },
    );
    return { entries: rows, total, totalPages: Math.ceil(total / limit), currentPage: page };
  },
} satisfies Handlers;
