// What the orders ask of the returns module. The returns module uses the orders (it locks them, creates an
// exchange's replacement order, cancels it), so the orders cannot import it back (no cycles between modules):
// it hands these in at start-up instead (modules/index.ts calls useOrderReturns).
import type { OrderDetail, ReturnWindow, ShopperReturn } from '../../../../generated/models';
import type { DbOrTx, Tx } from '../../db/client';
import type { OrderItemRow, OrderRow } from './repository';

/** Who cancels: the username of the staff member (null for the shopper or the shop's jobs). */
export interface RefusalChange {
  changedBy: string | null;
}

export interface OrderReturns {
  /** The back office's order detail: the order it replaces, and its requests (oldest first). */
  staffView(db: DbOrTx, order: OrderRow): Promise<Pick<OrderDetail, 'replacesOrder' | 'returns'>>;
  /**
   * The shopper's answers: how many of each line may still be asked back (by order item id), the window and
   * her requests (oldest first, never a refused parcel's). `deliveredAt` is the order's latest move to delivered.
   */
  shopperView(
    db: DbOrTx,
    order: OrderRow,
    lines: OrderItemRow[],
    deliveredAt: Date | null,
  ): Promise<{ returnable: Map<number, number>; returnWindow: ReturnWindow; returns: ShopperReturn[] }>;
  /**
   * Inside the transaction that cancels `orders` as refused at delivery: the ids of those whose stock is not
   * given back now but when the parcel is received back (a `refusal` request), when the policy says so.
   */
  keepRefusedStock(tx: Tx, orders: OrderRow[], change: RefusalChange): Promise<Set<number>>;
  /**
   * Inside the transaction that reopens `order` (cancelled as refused at delivery): true when its refusal
   * request was still waiting for the parcel (now cancelled) — the pieces never came back, so the order holds
   * its stock again without taking any.
   */
  reopenRefused(tx: Tx, order: OrderRow): Promise<boolean>;
}

const unset = (): never => {
  throw new Error('The returns module is not wired to the orders (modules/index.ts: useOrderReturns)');
};

let wired: OrderReturns = {
  staffView: unset,
  shopperView: unset,
  keepRefusedStock: unset,
  reopenRefused: unset,
};

export function useOrderReturns(returns: OrderReturns): void {
  wired = returns;
}

export const orderReturns = (): OrderReturns => wired;
