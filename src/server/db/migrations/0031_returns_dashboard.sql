-- The dashboard's returns figures (getReturnsSummary): units sold per Cairo day and size, the units of exchanges'
-- replacement orders, and the units asked back, so the return rate over any range reads a few rows per day, never
-- the orders or their lines. Owned by the dashboard module, not in the Drizzle schema (as 0001, 0002, 0028): nothing
-- but these triggers writes the tables, only it reads them.
--
-- 1. Units sold (orders in processing, shipped or delivered, replacements included, as every other rollup) per
--    Cairo day of the order and size: a day holds one row per size sold (a dozen), so two years are ~10,000 rows
--    where the item rollups hold 1.4 million. The total sold and the sold units of each size come from it.
CREATE TABLE "size_sales_daily" (
	"cairo_day" date NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	PRIMARY KEY ("cairo_day", "size")
);
--> statement-breakpoint
-- 2. The units of exchanges' replacement orders (orders.replaces_order_id set) in a sales status, per Cairo day,
--    product (a live one by its id, a deleted one by its name as sold, as product_sales_daily) and size. They send
--    again units sold once already, so the returns figures take them off what the rollups count as sold. Few rows:
--    a replacement order is one per exchange.
CREATE TABLE "replacement_sales_daily" (
	"cairo_day" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "replacement_sales_daily_key" ON "replacement_sales_daily" USING btree ("cairo_day", coalesce("product_id", 0), (CASE WHEN "product_id" IS NULL THEN "product_name" ELSE '' END), "size");
--> statement-breakpoint
-- The byProduct rows read the replacements of ten products: by product first.
CREATE INDEX "replacement_sales_daily_product_index" ON "replacement_sales_daily" USING btree (coalesce("product_id", 0), "cairo_day");
--> statement-breakpoint
-- 3. The units asked back, per Cairo day of the request, kind, reason, product (as product_sales_daily) and
--    size: the items of requests of kind return or exchange that are not refused or cancelled. Returns are a small
--    share of the orders, but adding them up from the requests probes an order line per item (its product and
--    size): 50,000 requests for all time cost ~250 ms; these rows are read without a join. Kept by triggers on
--    the requests (status, kind, day; before a delete, while the items are there) and on their items. Orders are
--    never deleted; an order deleted by hand would take its lines' items with it before its requests.
CREATE TABLE "returned_units_daily" (
	"cairo_day" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "returned_units_daily_key" ON "returned_units_daily" USING btree ("cairo_day", "kind", "reason", coalesce("product_id", 0), (CASE WHEN "product_id" IS NULL THEN "product_name" ELSE '' END), "size");
--> statement-breakpoint
CREATE FUNCTION morph_is_returned(kind text, status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT kind IN ('return', 'exchange') AND status NOT IN ('refused', 'cancelled')
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) the items of one request (all of them, or the one item `only_item`, read
-- as it is now), or one item given by its values (`item_line`, `item_quantity`, `item_reason`: an item changed or
-- deleted, whose row no longer says what it was).
CREATE FUNCTION morph_rollup_returned(return_ref integer, created timestamptz, request_kind text, sign integer, only_item integer,
	item_line integer DEFAULT NULL, item_quantity integer DEFAULT NULL, item_reason text DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
	INSERT INTO returned_units_daily AS d (cairo_day, kind, reason, product_id, product_name, size, quantity)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, request_kind, i.reason, oi.product_id, max(oi.product_name), oi.size,
	       sign * sum(i.quantity)::integer
	FROM (SELECT ri.order_item_id, ri.quantity, ri.reason FROM return_items ri
	      WHERE item_line IS NULL AND ri.return_id = return_ref AND (only_item IS NULL OR ri.id = only_item)
	      UNION ALL
	      SELECT item_line, item_quantity, item_reason WHERE item_line IS NOT NULL) i
	JOIN order_items oi ON oi.id = i.order_item_id
	GROUP BY i.reason, oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END, oi.size
	ON CONFLICT (cairo_day, kind, reason, coalesce(product_id, 0), (CASE WHEN product_id IS NULL THEN product_name ELSE '' END), size) DO UPDATE
	SET quantity = d.quantity + EXCLUDED.quantity, product_name = EXCLUDED.product_name;
$$;
--> statement-breakpoint
-- A request's status, kind or day changed, or the request is deleted (before its items are).
CREATE FUNCTION morph_returns_returned_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
	   AND morph_is_returned(OLD.kind, OLD.status) = morph_is_returned(NEW.kind, NEW.status)
	   AND (NOT morph_is_returned(NEW.kind, NEW.status) OR (OLD.kind = NEW.kind AND OLD.created_at = NEW.created_at)) THEN
		RETURN NULL;
	END IF;
	IF morph_is_returned(OLD.kind, OLD.status) THEN
		PERFORM morph_rollup_returned(OLD.id, OLD.created_at, OLD.kind, -1, NULL);
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	IF morph_is_returned(NEW.kind, NEW.status) THEN
		PERFORM morph_rollup_returned(NEW.id, NEW.created_at, NEW.kind, 1, NULL);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- An item added, changed or deleted on its own (a request's deletion took its items back already: its row is
-- gone when the cascade deletes them, so nothing is taken twice).
CREATE FUNCTION morph_return_items_returned_units() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	parent returns%ROWTYPE;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		SELECT * INTO parent FROM returns WHERE id = OLD.return_id;
		IF FOUND AND morph_is_returned(parent.kind, parent.status) THEN
			PERFORM morph_rollup_returned(OLD.return_id, parent.created_at, parent.kind, -1, NULL, OLD.order_item_id, OLD.quantity, OLD.reason);
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT * INTO parent FROM returns WHERE id = NEW.return_id;
		IF FOUND AND morph_is_returned(parent.kind, parent.status) THEN
			PERFORM morph_rollup_returned(NEW.return_id, parent.created_at, parent.kind, 1, NEW.id);
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION morph_truncate_returned_units() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM returned_units_daily;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "returns_returned_units_delete" BEFORE DELETE ON "returns" FOR EACH ROW EXECUTE FUNCTION morph_returns_returned_units();
--> statement-breakpoint
CREATE TRIGGER "returns_returned_units" AFTER UPDATE OF "status", "kind", "created_at" ON "returns" FOR EACH ROW EXECUTE FUNCTION morph_returns_returned_units();
--> statement-breakpoint
CREATE TRIGGER "return_items_returned_units" AFTER INSERT OR DELETE OR UPDATE OF "return_id", "order_item_id", "quantity", "reason" ON "return_items" FOR EACH ROW EXECUTE FUNCTION morph_return_items_returned_units();
--> statement-breakpoint
CREATE TRIGGER "returns_truncate_returned_units" AFTER TRUNCATE ON "returns" FOR EACH STATEMENT EXECUTE FUNCTION morph_truncate_returned_units();
--> statement-breakpoint
-- From the requests (after a bulk load with the triggers off).
CREATE FUNCTION morph_rebuild_returned_units() RETURNS void LANGUAGE sql AS $$
	DELETE FROM returned_units_daily;
	INSERT INTO returned_units_daily (cairo_day, kind, reason, product_id, product_name, size, quantity)
	SELECT (r.created_at AT TIME ZONE 'Africa/Cairo')::date, r.kind, ri.reason, oi.product_id, max(oi.product_name), oi.size, sum(ri.quantity)
	FROM returns r JOIN return_items ri ON ri.return_id = r.id JOIN order_items oi ON oi.id = ri.order_item_id
	WHERE morph_is_returned(r.kind, r.status)
	GROUP BY 1, 2, 3, oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END, oi.size
	ORDER BY 1;
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) the lines of one order (all of them, or the one line `only_item`).
CREATE FUNCTION morph_rollup_units(order_ref integer, created timestamptz, replacement boolean, sign integer, only_item integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO size_sales_daily AS d (cairo_day, size, quantity)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, oi.size, sign * sum(oi.quantity)::integer
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.size
	ON CONFLICT (cairo_day, size) DO UPDATE SET quantity = d.quantity + EXCLUDED.quantity;
	INSERT INTO replacement_sales_daily AS r (cairo_day, product_id, product_name, size, quantity)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, max(oi.product_name), oi.size,
	       sign * sum(oi.quantity)::integer
	FROM order_items oi
	WHERE replacement AND oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END, oi.size
	ON CONFLICT (cairo_day, coalesce(product_id, 0), (CASE WHEN product_id IS NULL THEN product_name ELSE '' END), size) DO UPDATE
	SET quantity = r.quantity + EXCLUDED.quantity, product_name = EXCLUDED.product_name;
$$;
--> statement-breakpoint
-- An order's status, day or replacement mark changed, or the order is deleted (before its lines are): its lines
-- leave the old bucket and join the new one. Nothing is written when the answer cannot change (processing →
-- shipped, pending → cancelled), so a status change touches no row it does not need.
CREATE FUNCTION morph_orders_unit_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
	   AND morph_is_sale(OLD.status) = morph_is_sale(NEW.status)
	   AND (NOT morph_is_sale(NEW.status)
	        OR (OLD.created_at = NEW.created_at
	            AND (OLD.replaces_order_id IS NULL) = (NEW.replaces_order_id IS NULL))) THEN
		RETURN NULL;
	END IF;
	IF morph_is_sale(OLD.status) THEN
		PERFORM morph_rollup_units(OLD.id, OLD.created_at, OLD.replaces_order_id IS NOT NULL, -1, NULL);
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	IF morph_is_sale(NEW.status) THEN
		PERFORM morph_rollup_units(NEW.id, NEW.created_at, NEW.replaces_order_id IS NOT NULL, 1, NULL);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A line added to an order already in a sales status (an order inserted as processing: its lines come after it).
CREATE FUNCTION morph_order_items_unit_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	parent orders%ROWTYPE;
BEGIN
	SELECT * INTO parent FROM orders WHERE id = NEW.order_id;
	IF FOUND AND morph_is_sale(parent.status) THEN
		PERFORM morph_rollup_units(NEW.order_id, parent.created_at, parent.replaces_order_id IS NOT NULL, 1, NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_unit_rollups_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION morph_orders_unit_rollups();
--> statement-breakpoint
CREATE TRIGGER "orders_unit_rollups" AFTER UPDATE OF "status", "created_at", "replaces_order_id" ON "orders" FOR EACH ROW EXECUTE FUNCTION morph_orders_unit_rollups();
--> statement-breakpoint
CREATE TRIGGER "order_items_unit_rollups" AFTER INSERT ON "order_items" FOR EACH ROW EXECUTE FUNCTION morph_order_items_unit_rollups();
--> statement-breakpoint
-- After a bulk load with the triggers off: sizes from the item rollup (rebuilt first), replacements from the orders.
CREATE FUNCTION morph_rebuild_unit_rollups() RETURNS void LANGUAGE sql AS $$
	DELETE FROM size_sales_daily;
	DELETE FROM replacement_sales_daily;
	INSERT INTO size_sales_daily (cairo_day, size, quantity)
	SELECT cairo_day, size, sum(quantity) FROM item_sales_daily GROUP BY 1, 2 ORDER BY 1, 2;
	INSERT INTO replacement_sales_daily (cairo_day, product_id, product_name, size, quantity)
	SELECT (o.created_at AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, max(oi.product_name), oi.size, sum(oi.quantity)
	FROM orders o JOIN order_items oi ON oi.order_id = o.id
	WHERE o.replaces_order_id IS NOT NULL AND morph_is_sale(o.status)
	GROUP BY 1, oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END, oi.size;
$$;
--> statement-breakpoint
-- 0028's function, with the unit and returned-unit rollups rebuilt at its end (morph_rebuild_sales_rollups calls it last).
CREATE OR REPLACE FUNCTION morph_rebuild_product_rollups() RETURNS void LANGUAGE sql AS $$
	DELETE FROM product_sales_daily;
	DELETE FROM product_sales_monthly;
	DELETE FROM product_sales_all;
	DELETE FROM coupon_usage_daily;
	DELETE FROM refusals_daily;
	INSERT INTO product_sales_daily (cairo_day, product_id, product_name, image_url, quantity, total_piastres)
	SELECT cairo_day, product_id, max(product_name), max(image_url), sum(quantity), sum(total_piastres)
	FROM item_sales_daily
	GROUP BY cairo_day, product_id, CASE WHEN product_id IS NULL THEN product_name ELSE '' END
	-- A day's (a month's) rows together on disk, as the triggers leave them: a range reads few pages.
	ORDER BY cairo_day, product_id;
	INSERT INTO product_sales_monthly (cairo_month, product_id, product_name, image_url, quantity, total_piastres)
	SELECT cairo_month, product_id, max(product_name), max(image_url), sum(quantity), sum(total_piastres)
	FROM item_sales_monthly
	GROUP BY cairo_month, product_id, CASE WHEN product_id IS NULL THEN product_name ELSE '' END
	ORDER BY cairo_month, product_id;
	INSERT INTO product_sales_all (product_id, product_name, image_url, quantity, total_piastres)
	SELECT product_id, max(product_name), max(image_url), sum(quantity), sum(total_piastres)
	FROM product_sales_monthly
	GROUP BY product_id, CASE WHEN product_id IS NULL THEN product_name ELSE '' END;
	INSERT INTO coupon_usage_daily (cairo_day, coupon_id, orders)
	SELECT (created_at AT TIME ZONE 'Africa/Cairo')::date, coupon_id, count(*)
	FROM orders WHERE coupon_id IS NOT NULL AND status <> 'cancelled' GROUP BY 1, 2;
	INSERT INTO refusals_daily (cairo_day, governorate, shipped, refused)
	SELECT (o.created_at AT TIME ZONE 'Africa/Cairo')::date, o.city,
	       sum(morph_went_out(o.status, o.cancel_reason,
	           o.status = 'cancelled' AND EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.to_status = 'shipped'))),
	       count(*) FILTER (WHERE o.status = 'cancelled' AND o.cancel_reason = 'refused_at_delivery')
	FROM orders o WHERE o.status IN ('shipped', 'delivered', 'cancelled')
	GROUP BY 1, 2;
	SELECT morph_rebuild_unit_rollups();
	SELECT morph_rebuild_returned_units();
$$;
--> statement-breakpoint
-- Emptied with the orders, as the other rollups (DELETE: a TRUNCATE naming them too must not clash).
CREATE OR REPLACE FUNCTION morph_truncate_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM sales_hourly;
	DELETE FROM item_sales_daily;
	DELETE FROM item_sales_monthly;
	DELETE FROM product_sales;
	DELETE FROM product_sales_daily;
	DELETE FROM product_sales_monthly;
	DELETE FROM product_sales_all;
	DELETE FROM coupon_usage_daily;
	DELETE FROM refusals_daily;
	DELETE FROM size_sales_daily;
	DELETE FROM replacement_sales_daily;
	RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT morph_rebuild_unit_rollups();
--> statement-breakpoint
SELECT morph_rebuild_returned_units();
--> statement-breakpoint
ANALYZE size_sales_daily, replacement_sales_daily, returned_units_daily;
