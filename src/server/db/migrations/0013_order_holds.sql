-- Bounds on the stock unconfirmed orders hold.
--
-- orders.placed_from: the client address an order came from (NULL for orders placed before it).
-- orders.holds_stock: whether the order holds its stock now; an order past the bounds is taken without it and
--   reserves it when staff confirm it. Cancelled orders hold nothing.
-- orders.hold_flags: the signals kept for the confirmation call (src/shared/order-holds.ts).
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "holds_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_placed_from_index" ON "orders" USING btree ("placed_from") WHERE "orders"."status" = 'pending';--> statement-breakpoint
UPDATE "orders" SET "holds_stock" = false WHERE "status" = 'cancelled';
