/**
 * react-admin adapter for the "returns" resource (the returns and exchanges queue) over the generated request
 * functions: getList (listReturns: page, limit, view, kind, q, orderId), getOne (getReturn), create
 * (createReturn, staff recording a request for the shopper), and one custom method per step of a request
 * (approve, refuse, pickup day, picked up, receive, refund, cancel), each answering the request as it is now.
 * A request is never edited or deleted otherwise. Records are the contract's `Return`, whose `id` react-admin
 * uses as it is.
 */
import type { CreateParams, DataProvider, GetListParams, GetOneParams, RaRecord } from 'react-admin';
import {
  approveReturn,
  cancelReturn,
  createReturn,
  getReturn,
  listReturns,
  markReturnPickedUp,
  receiveReturn,
  refundReturn,
  refuseReturn,
  scheduleReturnPickup,
} from '../../../generated/api/returns/returns';
import {
  ReturnKind as KINDS,
  ReturnView as VIEWS,
  type ListReturnsParams,
  type Return,
  type ReturnApprove,
  type ReturnCreate,
  type ReturnKind,
  type ReturnPickup,
  type ReturnReceive,
  type ReturnRefund,
  type ReturnRefuse,
  type ReturnView,
} from '../../../generated/models';
import { withHttpErrors } from './http-error';
import { onlyThese } from './unsupported';

export type ReturnRecord = Return & RaRecord<number>;

/** 25 requests a page by default, 50 or 100 to choose (the contract's limit is 100). */
export const RETURNS_PER_PAGE = 25;
export const RETURNS_PAGE_SIZES = [25, 50, 100];

/** The filters the queue understands; anything else in react-admin's filter object is dropped. */
export interface ReturnsFilter {
  view?: ReturnView | '';
  kind?: ReturnKind | '';
  q?: string;
  /** Only this order's requests (a number, or its text from the URL). */
  orderId?: number | string;
}

const VIEW_SET = new Set<string>(Object.values(VIEWS));
const KIND_SET = new Set<string>(Object.values(KINDS));

/**
 * react-admin's list parameters → the query of GET /api/admin/returns: page and perPage as page and limit (1 to
 * 100), the filters set; an unknown view or kind, an order id that is not one, or an empty value is left out
 * rather than refused by the server. The queue is newest first on the server: there is no sort to send.
 */
export function toListReturnsParams(params: Pick<GetListParams, 'pagination' | 'filter'>): ListReturnsParams {
  const filter = (params.filter ?? {}) as ReturnsFilter;
  const page = Math.max(1, Math.trunc(params.pagination?.page ?? 1) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(params.pagination?.perPage ?? RETURNS_PER_PAGE) || 1));
  const query: ListReturnsParams = { page, limit };
  if (filter.view && VIEW_SET.has(filter.view)) query.view = filter.view;
  if (filter.kind && KIND_SET.has(filter.kind)) query.kind = filter.kind;
  const orderId = Number(filter.orderId);
  if (filter.orderId !== '' && Number.isInteger(orderId) && orderId > 0) query.orderId = orderId;
  const q = typeof filter.q === 'string' ? filter.q.trim().slice(0, 100) : '';
  if (q) query.q = q;
  return query;
}

function toReturnId(id: RaRecord['id']): number {
  const returnId = Number(id);
  if (!Number.isInteger(returnId) || returnId < 1) throw new Error(`Not a request id: ${String(id)}`);
  return returnId;
}

/** A step's parameters: the request's id, and the step's body where it has one. */
export interface ReturnStepParams<Body = undefined> {
  id: RaRecord['id'];
  data: Body;
}

/** The steps of a request, each a call of the contract answering the request as it is now. */
export interface ReturnSteps {
  approveReturn: (
    resource: 'returns',
    params: ReturnStepParams<ReturnApprove>,
  ) => Promise<{ data: ReturnRecord }>;
  refuseReturn: (
    resource: 'returns',
    params: ReturnStepParams<ReturnRefuse>,
  ) => Promise<{ data: ReturnRecord }>;
  scheduleReturnPickup: (
    resource: 'returns',
    params: ReturnStepParams<ReturnPickup>,
  ) => Promise<{ data: ReturnRecord }>;
  markReturnPickedUp: (resource: 'returns', params: ReturnStepParams) => Promise<{ data: ReturnRecord }>;
  receiveReturn: (
    resource: 'returns',
    params: ReturnStepParams<ReturnReceive>,
  ) => Promise<{ data: ReturnRecord }>;
  refundReturn: (
    resource: 'returns',
    params: ReturnStepParams<ReturnRefund>,
  ) => Promise<{ data: ReturnRecord }>;
  cancelReturn: (resource: 'returns', params: ReturnStepParams) => Promise<{ data: ReturnRecord }>;
}

export type ReturnStep = keyof ReturnSteps;

/** The back office's data provider as the returns screens call it: react-admin's methods and the steps. */
export type ReturnsDataProvider = DataProvider & ReturnSteps;

const one = async (request: Promise<Return>) => ({ data: (await request) as ReturnRecord });

const steps: ReturnSteps = {
  approveReturn: (_resource, { id, data }) => one(approveReturn(toReturnId(id), data)),
  refuseReturn: (_resource, { id, data }) => one(refuseReturn(toReturnId(id), data)),
  scheduleReturnPickup: (_resource, { id, data }) => one(scheduleReturnPickup(toReturnId(id), data)),
  markReturnPickedUp: (_resource, { id }) => one(markReturnPickedUp(toReturnId(id))),
  receiveReturn: (_resource, { id, data }) => one(receiveReturn(toReturnId(id), data)),
  refundReturn: (_resource, { id, data }) => one(refundReturn(toReturnId(id), data)),
  cancelReturn: (_resource, { id }) => one(cancelReturn(toReturnId(id))),
};

export const returnsDataProvider = withHttpErrors({
  ...onlyThese('returns', 'a request only moves through its steps (approve, refuse, receive, refund…).', {
    getList: async (_resource: string, params: GetListParams) => {
      const page = await listReturns(toListReturnsParams(params), { signal: params.signal });
      return { data: page.returns, total: page.total };
    },
    getOne: async (_resource: string, params: GetOneParams) => ({
      data: await getReturn(toReturnId(params.id), { signal: params.signal }),
    }),
    getMany: async (_resource: string, params: { ids: RaRecord['id'][]; signal?: AbortSignal }) => ({
      data: await Promise.all(params.ids.map((id) => getReturn(toReturnId(id), { signal: params.signal }))),
    }),
    create: async (_resource: string, params: CreateParams) => ({
      data: await createReturn(params.data as ReturnCreate),
    }),
  } as Partial<DataProvider>),
  ...steps,
} as ReturnsDataProvider);
