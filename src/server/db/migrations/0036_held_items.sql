-- The lines of the orders that hold stock now (unconfirmed, status pending, holds_stock), one row per order line,
-- for the bounds on holds (modules/orders/holds.ts): what a size's unconfirmed orders hold was summed over every
-- line ever ordered in that size, joined to its order to see whether it still held. A best-selling size with 1,910
-- lines in its history cost each of its orders 34–43 ms of the order's transaction (1.2 s cold), growing with
-- every sale; here it sums the few lines that hold it now. A row per line, not a running total per size: a total's
-- row would be written by every order for the size, one after another, and in an order the checkout's locks do
-- not follow. Not in the Drizzle schema: nothing but these triggers writes it, and only the orders module reads
-- it. A line of an order that is deleted goes with it (the foreign key).
CREATE TABLE "held_items" (
	"order_item_id" integer PRIMARY KEY REFERENCES "order_items" ("id") ON DELETE CASCADE,
	"variant_id" integer,
	"size" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "held_items_variant_size_index" ON "held_items" ("variant_id", "size") INCLUDE ("quantity");
--> statement-breakpoint
-- Every line that holds stock: here, and after a load made with the triggers off (the bench's generators).
CREATE FUNCTION morph_rebuild_held_items() RETURNS void LANGUAGE sql AS $$
	INSERT INTO held_items (order_item_id, variant_id, size, quantity)
	SELECT i.id, i.variant_id, i.size, i.quantity
	FROM orders o JOIN order_items i ON i.order_id = o.id
	WHERE o.status = 'pending' AND o.holds_stock
	ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
SELECT morph_rebuild_held_items();
--> statement-breakpoint
-- A line inserted into an order that holds stock (a checkout inserts the order, then its lines).
CREATE FUNCTION morph_held_item_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM orders o WHERE o.id = NEW.order_id AND o.status = 'pending' AND o.holds_stock) THEN
		INSERT INTO held_items (order_item_id, variant_id, size, quantity)
		VALUES (NEW.id, NEW.variant_id, NEW.size, NEW.quantity);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_held" AFTER INSERT ON "order_items"
	FOR EACH ROW EXECUTE FUNCTION morph_held_item_added();
--> statement-breakpoint
-- An order that starts or stops holding (confirmed, cancelled, expired, reopened, its stock taken or given back):
-- its lines join or leave. Only its own rows are written, so no two orders wait on each other here.
CREATE FUNCTION morph_order_holding_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status = 'pending' AND NEW.holds_stock THEN
		INSERT INTO held_items (order_item_id, variant_id, size, quantity)
		SELECT i.id, i.variant_id, i.size, i.quantity FROM order_items i WHERE i.order_id = NEW.id
		ON CONFLICT DO NOTHING;
	ELSE
		DELETE FROM held_items h USING order_items i WHERE i.order_id = NEW.id AND h.order_item_id = i.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_holding" AFTER UPDATE OF "status", "holds_stock" ON "orders"
	FOR EACH ROW
	WHEN ((OLD.status = 'pending' AND OLD.holds_stock) IS DISTINCT FROM (NEW.status = 'pending' AND NEW.holds_stock))
	EXECUTE FUNCTION morph_order_holding_changed();
