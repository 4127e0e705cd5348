/**
 * react-admin adapter for the "orders" resource over the generated request functions (docs/product.md#calls).
 * Records carry `id = orderId` so react-admin can address them; everything else is the contract's shape.
 * Orders are placed by shoppers and never deleted, so only getList, getOne and update (the status) exist.
 */
import type { DataProvider, GetListParams, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { getOrder, listOrders, updateOrderStatus } from '../../../generated/api/orders/orders';
import type { ListOrdersParams, OrderDetail, OrderListItem, OrderStatus } from '../../../generated/models';
import {
  CancelReason as CANCEL_REASONS,
  ListOrdersSort,
  OrderStatus as ORDER_STATUSES,
  type CancelReason,
} from '../../../generated/models';
import { toHttpError } from './http-error';
import { onlyThese } from './unsupported';

export type OrderListRecord = OrderListItem & RaRecord<number>;
export type OrderDetailRecord = OrderDetail & RaRecord<number>;

/**
 * The orders list's page sizes: 25 a page by default, 50 or 100 to choose (the original product's 10 a page made
 * a call centre turn pages all day; docs/decisions/0019-call-centre-orders.md).
 */
export const ORDERS_PER_PAGE = 25;
export const ORDERS_PAGE_SIZES = [25, 50, 100];

/** The filters the orders list understands; anything else in react-admin's filter object is dropped. */
export interface OrdersFilter {
  status?: OrderStatus | '';
  startDate?: string;
  endDate?: string;
  q?: string;
  /** Only cancelled orders with this reason (the saved view "Refused"). */
  cancelReason?: CancelReason | '';
}

const SORT_FIELDS = new Set<string>(Object.values(ListOrdersSort));
const STATUSES = new Set<string>(Object.values(ORDER_STATUSES));
const REASONS = new Set<string>(Object.values(CANCEL_REASONS));

/**
 * react-admin's list parameters → the query of GET /api/admin/orders. Empty filters are omitted, an unknown
 * status or sort field is dropped rather than sent (the server would refuse it with 400), and a page below 1
 * is read as 1.
 */
export function toListOrdersParams(
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
): ListOrdersParams {
  const filter = (params.filter ?? {}) as OrdersFilter;
  const page = Math.max(1, Math.trunc(params.pagination?.page ?? 1) || 1);
  const limit = params.pagination?.perPage ?? ORDERS_PER_PAGE;
  const query: ListOrdersParams = { page, limit };
  if (filter.status && STATUSES.has(filter.status)) query.status = filter.status;
  if (filter.cancelReason && REASONS.has(filter.cancelReason)) query.cancelReason = filter.cancelReason;
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  const q = filter.q?.trim();
  if (q) query.q = q;
  if (params.sort && SORT_FIELDS.has(params.sort.field)) {
    query.sort = params.sort.field as ListOrdersSort;
    query.order = params.sort.order === 'ASC' ? 'asc' : 'desc';
  }
  return query;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toHttpError(error);
  }
}

function toOrderId(id: RaRecord['id']): number {
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId < 1) throw new Error(`Not an order id: ${String(id)}`);
  return orderId;
}

export const ordersDataProvider: DataProvider = onlyThese(
  'orders',
  'orders are placed by shoppers and only their status changes.',
  {
    getList: async (_resource, params: GetListParams) => {
      const page = await call(() => listOrders(toListOrdersParams(params), { signal: params.signal }));
      return {
        data: page.orders.map((order) => ({ ...order, id: order.orderId })),
        total: page.total,
      };
    },
    getOne: async (_resource, params: GetOneParams) => {
      const order = await call(() => getOrder(toOrderId(params.id), { signal: params.signal }));
      return { data: { ...order, id: order.orderId } };
    },
    update: async (_resource, params: UpdateParams) => {
      const status = (params.data as { status?: OrderStatus }).status;
      if (!status || !STATUSES.has(status)) throw new Error('Only the status of an order can be changed.');
      const order = await call(() => updateOrderStatus(toOrderId(params.id), { status }));
      return { data: { ...order, id: order.orderId } };
    },
  } as Partial<DataProvider>,
);
