// Orders with a snapshot of everything the shopper was shown: lines keep name, image, colour, size, SKU and
// prices, so an order stays readable after its product is edited or deleted.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { CANCEL_REASONS, ORDER_ACTORS, ORDER_LANGUAGES } from '../../../shared/order-lifecycle';
import { HOLD_FLAGS } from '../../../shared/order-holds';
import { id, timestamptz } from './columns';
import { coupons } from './coupons';
import { products, variants } from './products';

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['CASH_ON_DELIVERY', 'CREDIT_CARD', 'SmartWallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text().notNull().unique(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    anotherMobile: text(),
    address: text().notNull(),
    anotherAddress: text(),
    city: text().notNull(),
    shippingPiastres: integer().notNull(),
    subtotalPiastres: integer().notNull(),
    productDiscountPiastres: integer().notNull().default(0),
    couponDiscountPiastres: integer().notNull().default(0),
    totalPiastres: integer().notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    couponPercentage: numeric({ precision: 5, scale: 2, mode: 'number' }),
    paymentMethod: text({ enum: paymentMethods }).notNull().default('CASH_ON_DELIVERY'),
    idempotencyKey: text().unique(),
    /** SHA-256 of the body the key first came with: the same key with another body is refused. */
    idempotencyBodyHash: text(),
    /** The per-order secret that opens the shopper's confirmation page; NULL for orders placed before it. */
    orderKey: text(),
    /** The language the shopper ordered in. */
    language: text({ enum: ORDER_LANGUAGES }).notNull().default('en'),
    /** Why it was cancelled; NULL when it is not, or was cancelled through the spec's plain status update. */
    cancelReason: text({ enum: CANCEL_REASONS }),
    /** The shopper confirmed online: the order no longer expires. */
    customerConfirmedAt: timestamptz(),
    /** The client address it was placed from (NULL: placed before it was kept, or by staff). */
    placedFrom: text(),
    /**
     * Whether the order holds its stock now. An order over the bounds on holds by unconfirmed orders is taken
     * without it and reserves on confirmation; a cancelled order holds nothing.
     */
    holdsStock: boolean().notNull().default(true),
    /** Signals for the confirmation call, set when it was placed (shared/order-holds.ts). */
    /** An exchange's replacement order: the order whose items it replaces. */
    replacesOrderId: integer().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /**
     * What the shopper already paid for this order's items (an exchange's replacement: the price of the items she
     * sent back), taken off its total so the courier collects only what is new (a shipping fee, when charged).
     */
    creditPiastres: integer().notNull().default(0),
    holdFlags: text({ enum: HOLD_FLAGS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'orders_status_known',
      sql`${t.status} IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_language_known', sql`${t.language} IN ('en', 'ar')`),
    check(
      'orders_cancel_reason_known',
      sql`${t.cancelReason} IN ('customer_cancelled', 'no_answer', 'refused_at_delivery', 'fake_order', 'out_of_stock', 'other', 'not_confirmed')`,
    ),
    check(
      'orders_amounts_non_negative',
      sql`${t.shippingPiastres} >= 0 AND ${t.subtotalPiastres} >= 0 AND ${t.productDiscountPiastres} >= 0 AND ${t.couponDiscountPiastres} >= 0 AND ${t.totalPiastres} >= 0 AND ${t.creditPiastres} >= 0`,
    ),
    // The dashboard reads orders by time, and by status over time.
    // Each list order ends with the id, the list's tie-break, so a page's ids come from the index alone.
    index().on(t.createdAt, t.id),
    index().on(t.status, t.createdAt, t.id),
    index().on(t.totalPiastres, t.id),
    index().on(t.couponId),
    // Orders per mobile number (the fake-order limits, modules/orders/limits.ts).
    index().on(t.phone, t.createdAt),
    // What unconfirmed orders from one address hold (the bounds on holds, modules/orders/holds.ts).
    // The back office's search (any part of the name or email): trigram indexes, without GIN's pending list
    // (PGlite has no autovacuum to empty it). Part of a mobile is found among the distinct mobiles (order_phones,
    // migration 0033), so the orders' own phone has no trigram index to keep up on every checkout (migration 0035).
    index('orders_customer_name_trgm_index')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_email_trgm_index')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('orders_pending_placed_from_index')
      .on(t.placedFrom)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** NULL once the product is deleted ("Deleted Product"). */
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => variants.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    /** The Arabic name the shop had written then (NULL: none; Arabic texts show the English). */
    productNameAr: text(),
    imageUrl: text(),
    color: text().notNull(),
    /** The colour's Arabic name then (NULL: none). */
    colorAr: text(),
    size: text().notNull(),
    sku: text(),
    quantity: integer().notNull(),
    unitPricePiastres: integer().notNull(),
    discountPercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotalPiastres: integer().notNull(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'order_items_amounts_non_negative',
      sql`${t.unitPricePiastres} >= 0 AND ${t.lineTotalPiastres} >= 0`,
    ),
    index().on(t.orderId),
    index().on(t.productId),
    index().on(t.variantId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** NULL for the order's creation. */
    fromStatus: text({ enum: orderStatuses }),
    toStatus: text({ enum: orderStatuses }).notNull(),
    /** The admin's username; NULL when the shopper or a job made the change (see actor). */
    changedBy: text(),
    changedAt: timestamptz().notNull().defaultNow(),
    /** Who made the change. */
    actor: text({ enum: ORDER_ACTORS }).notNull().default('admin'),
    /** Why, for a cancellation. */
    reason: text({ enum: CANCEL_REASONS }),
  },
  (t) => [
    index().on(t.orderId, t.changedAt),
    // The dashboard's refusals by governorate: did the order reach shipped? (migration 0009)
    index('order_status_history_shipped_index')
      .on(t.orderId)
      .where(sql`${t.toStatus} = 'shipped'`),
    check('order_status_history_actor_known', sql`${t.actor} IN ('admin', 'customer', 'system')`),
  ],
);

/** The back office's internal notes on an order. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** The admin's username, or 'system'. */
    author: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);
