-- Every mobile that has ordered, once, for the back office's search by part of a mobile (its last four digits, say).
-- Searched on the orders themselves, "0000" matched the trigram "000" in some 8,000 of a million orders, each read
-- from the orders table to be checked (85 ms p95); checked here, in a narrow table of distinct mobiles, the few
-- mobiles that hold the digits then find their orders through orders_phone_created_at_index. Not in the Drizzle
-- schema: nothing but the trigger writes it, and only the orders module reads it. A mobile stays when its orders
-- go: it then finds no order.
CREATE TABLE "order_phones" (
	"phone" text PRIMARY KEY
);
--> statement-breakpoint
CREATE INDEX "order_phones_phone_trgm_index" ON "order_phones" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Every mobile of the orders there are: here, and after a load made with the triggers off (the bench's generators).
CREATE FUNCTION morph_rebuild_order_phones() RETURNS void LANGUAGE sql AS $$
	INSERT INTO order_phones (phone) SELECT DISTINCT phone FROM orders ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
SELECT morph_rebuild_order_phones();
--> statement-breakpoint
-- Per row: a checkout inserts one order, and a mobile already known costs one probe of the primary key.
CREATE FUNCTION morph_order_phone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_phones (phone) VALUES (NEW.phone) ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_phone_known" AFTER INSERT OR UPDATE OF "phone" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION morph_order_phone();
