/**
 * react-admin adapter for the "activity" resource, the owner's log of admin writes and exports: getList over
 * listActivity (GET /api/admin/activity), newest first as the server keeps it. The records are the contract's
 * entries, whose `id` react-admin uses as it is. Nothing else: the log is only read.
 */
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { listActivity } from '../../../generated/api/activity/activity';
import {
  ActivitySubject as SUBJECTS,
  type ActivityEntry,
  type ActivitySubject,
  type ListActivityParams,
} from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { onlyThese } from './unsupported';

export type ActivityRecord = ActivityEntry & RaRecord<number>;

/** 25 entries a page by default, 50 or 100 to choose (the contract's limit is 100). */
export const ACTIVITY_PER_PAGE = 25;
export const ACTIVITY_PAGE_SIZES = [25, 50, 100];

/** The filters the list understands; anything else in react-admin's filter object is dropped. */
export interface ActivityFilter {
  /** A member's id (a select's value may come as a string from the URL). */
  adminId?: number | string;
  subject?: ActivitySubject | '';
  /** With `subject`, one record's entries (a product's id, an order's id…). */
  subjectId?: string | number;
  /** Cairo days, YYYY-MM-DD (react-admin's DateInput). */
  startDate?: string;
  endDate?: string;
}

const SUBJECT_SET = new Set<string>(Object.values(SUBJECTS));

/**
 * react-admin's list parameters → the query of GET /api/admin/activity: page and perPage as page and limit (1 to
 * 100), the filters set; an unknown subject, a member id that is not one, or an empty value is left out rather
 * than refused by the server.
 */
export function toListActivityParams(
  params: Pick<GetListParams, 'pagination' | 'filter'>,
): ListActivityParams {
  const filter = (params.filter ?? {}) as ActivityFilter;
  const page = Math.max(1, Math.trunc(params.pagination?.page ?? 1) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(params.pagination?.perPage ?? ACTIVITY_PER_PAGE) || 1));
  const query: ListActivityParams = { page, limit };
  const adminId = Number(filter.adminId);
  if (filter.adminId !== '' && Number.isInteger(adminId) && adminId > 0) query.adminId = adminId;
  if (filter.subject && SUBJECT_SET.has(filter.subject)) query.subject = filter.subject;
  const subjectId = String(filter.subjectId ?? '').trim();
  if (subjectId) query.subjectId = subjectId.slice(0, 40);
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  return query;
}

export const activityDataProvider: DataProvider = withHttpErrors(
  onlyThese('activity', 'the log is only read.', {
    getList: async (_resource: string, params: GetListParams) => {
      const page = await listActivity(toListActivityParams(params), { signal: params.signal });
      return { data: page.entries, total: page.total };
    },
  } as Partial<DataProvider>),
);
