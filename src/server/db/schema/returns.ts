// Returns, exchanges and refused parcels coming back (docs/business-rules.md#returns-and-exchanges): one row per
// request, its items in return_items. The status moves requested → approved → picked_up → received → refunded or
// exchanged (or refused / cancelled); each step's time is kept for the shopper's timeline.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ORDER_ACTORS } from '../../../shared/order-lifecycle';
import {
  REFUND_METHODS,
  RETURN_CONDITIONS,
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATUSES,
} from '../../../shared/returns';
import { id, timestamptz } from './columns';
import { orderItems, orders } from './orders';
import { variants } from './products';

export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: RETURN_KINDS }).notNull(),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    /** Who asked: the shopper online, staff for her, or the shop itself (a refused parcel). */
    requestedBy: text({ enum: ORDER_ACTORS }).notNull(),
    /** The staff member's username; NULL for the shopper. */
    createdBy: text(),
    note: text(),
    /** The shop's words when it refused the request (the shopper reads them). */
    refuseReason: text(),
    /** The courier's pickup day (a Cairo day). */
    pickupDate: date({ mode: 'string' }),
    /** An exchange's replacement order, created on approval. */
    replacementOrderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    refundMethod: text({ enum: REFUND_METHODS }),
    refundReference: text(),
    refundPiastres: integer(),
    refundedAt: timestamptz(),
    refundedBy: text(),
    approvedAt: timestamptz(),
    refusedAt: timestamptz(),
    cancelledAt: timestamptz(),
    pickedUpAt: timestamptz(),
    receivedAt: timestamptz(),
    /** Refunded or exchanged. */
    closedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('returns_kind_known', sql`${t.kind} IN ('return', 'exchange', 'refusal')`),
    check(
      'returns_status_known',
      sql`${t.status} IN ('requested', 'approved', 'picked_up', 'received', 'refunded', 'exchanged', 'refused', 'cancelled')`,
    ),
    check('returns_requested_by_known', sql`${t.requestedBy} IN ('admin', 'customer', 'system')`),
    check('returns_refund_method_known', sql`${t.refundMethod} IN ('cash', 'wallet', 'bank_transfer')`),
    check('returns_refund_positive', sql`${t.refundPiastres} > 0`),
    // The queue's saved views, newest first; an order's requests; refunds by day (net sales); pickups by day.
    index().on(t.status, t.createdAt, t.id),
    index().on(t.createdAt, t.id),
    index().on(t.orderId),
    index()
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} IS NOT NULL`),
    index()
      .on(t.pickupDate)
      .where(sql`${t.status} = 'approved'`),
    index()
      .on(t.replacementOrderId)
      .where(sql`${t.replacementOrderId} IS NOT NULL`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: id(),
    returnId: integer()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    note: text(),
    /** For an exchange: the colour wanted (NULL once that colour is deleted; its name is kept below). */
    wantedVariantId: integer().references(() => variants.id, { onDelete: 'set null' }),
    wantedColor: text(),
    wantedColorAr: text(),
    wantedSize: text(),
    /** Set when received: restocked (its stock went back) or damaged. */
    condition: text({ enum: RETURN_CONDITIONS }),
  },
  (t) => [
    check('return_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'return_items_reason_known',
      sql`${t.reason} IN ('too_small', 'too_large', 'not_as_pictured', 'defect', 'changed_mind', 'other', 'refused_at_delivery')`,
    ),
    check('return_items_condition_known', sql`${t.condition} IN ('restocked', 'damaged')`),
    index().on(t.returnId),
    index().on(t.orderItemId),
  ],
);
