-- Dashboard rollups (owned by the dashboard module; not in the Drizzle schema on purpose: nothing but these
-- triggers writes them, and only src/server/modules/dashboard reads them).
--
-- Why: PGlite runs about 3 million rows/s, so grouping 100,000 orders by Cairo month or hour takes >100 ms. The
-- dashboard must answer in ≤ 50 ms at that size, so sales are kept pre-aggregated, per Cairo hour and per Cairo
-- day × product × colour × size, by triggers: every path that writes orders (checkout, status changes, seeds,
-- SQL by hand) keeps them right inside its own transaction.
--
-- Sales are orders in processing, shipped or delivered (docs/business-rules.md#sales-figures). Orders are created pending, so placing
-- an order never touches these rows: only an admin's status change does, and concurrent checkouts never wait on
-- them. Buckets are Cairo local time (timestamp without time zone): a whole-day filter is a plain comparison,
-- and the hour repeated when summer time ends falls in the one Cairo hour it belongs to.
CREATE TABLE "sales_hourly" (
	"cairo_hour" timestamp PRIMARY KEY NOT NULL,
	"order_count" integer NOT NULL,
	"total_piastres" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_sales_daily" (
	"cairo_day" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"image_url" text,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_piastres" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "item_sales_daily_key" ON "item_sales_daily" USING btree ("cairo_day", coalesce("product_id", 0), "product_name", "color", "size");
--> statement-breakpoint
CREATE FUNCTION morph_is_sale(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT status IN ('processing', 'shipped', 'delivered')
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes back (sign -1) one order's total in its Cairo hour.
CREATE FUNCTION morph_rollup_order(created timestamptz, total integer, sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO sales_hourly AS h (cairo_hour, order_count, total_piastres)
	VALUES (date_trunc('hour', created AT TIME ZONE 'Africa/Cairo'), sign, sign * total::bigint)
	ON CONFLICT (cairo_hour) DO UPDATE
	SET order_count = h.order_count + EXCLUDED.order_count, total_piastres = h.total_piastres + EXCLUDED.total_piastres
$$;
--> statement-breakpoint
-- Adds or takes back the lines of one order (all of them, or the one line `only_item`) in their Cairo day.
CREATE FUNCTION morph_rollup_items(order_ref integer, created timestamptz, sign integer, only_item integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO item_sales_daily AS d (cairo_day, product_id, product_name, image_url, color, size, quantity, total_piastres)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, oi.product_name, max(oi.image_url), oi.color, oi.size,
	       sign * sum(oi.quantity)::integer, sign * sum(oi.line_total_piastres)::bigint
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, oi.product_name, oi.color, oi.size
	ON CONFLICT (cairo_day, coalesce(product_id, 0), product_name, color, size) DO UPDATE
	SET quantity = d.quantity + EXCLUDED.quantity, total_piastres = d.total_piastres + EXCLUDED.total_piastres,
	    image_url = coalesce(EXCLUDED.image_url, d.image_url)
$$;
--> statement-breakpoint
CREATE FUNCTION morph_orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND morph_is_sale(OLD.status) THEN
		PERFORM morph_rollup_order(OLD.created_at, OLD.total_piastres, -1);
		PERFORM morph_rollup_items(OLD.id, OLD.created_at, -1, NULL);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND morph_is_sale(NEW.status) THEN
		PERFORM morph_rollup_order(NEW.created_at, NEW.total_piastres, 1);
		-- On INSERT the lines come afterwards (order_items_rollup adds them).
		IF TG_OP = 'UPDATE' THEN
			PERFORM morph_rollup_items(NEW.id, NEW.created_at, 1, NULL);
		END IF;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION morph_order_items_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	parent orders%ROWTYPE;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT * INTO parent FROM orders WHERE id = NEW.order_id;
		IF FOUND AND morph_is_sale(parent.status) THEN
			PERFORM morph_rollup_items(NEW.order_id, parent.created_at, 1, NEW.id);
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- DELETE rather than TRUNCATE: a TRUNCATE naming the rollups too (tests empty every table) must not clash.
CREATE FUNCTION morph_truncate_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM sales_hourly;
	DELETE FROM item_sales_daily;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rebuilds both rollups from the orders (after a bulk load with the triggers disabled).
CREATE FUNCTION morph_rebuild_sales_rollups() RETURNS void LANGUAGE sql AS $$
	TRUNCATE sales_hourly, item_sales_daily;
	INSERT INTO sales_hourly (cairo_hour, order_count, total_piastres)
	SELECT date_trunc('hour', created_at AT TIME ZONE 'Africa/Cairo'), count(*), sum(total_piastres)
	FROM orders WHERE morph_is_sale(status) GROUP BY 1;
	INSERT INTO item_sales_daily (cairo_day, product_id, product_name, image_url, color, size, quantity, total_piastres)
	SELECT (o.created_at AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, oi.product_name, max(oi.image_url), oi.color, oi.size,
	       sum(oi.quantity), sum(oi.line_total_piastres)
	FROM orders o JOIN order_items oi ON oi.order_id = o.id
	WHERE morph_is_sale(o.status)
	GROUP BY 1, 2, 3, 5, 6;
$$;
--> statement-breakpoint
-- BEFORE DELETE: an order's lines are still there to take back (their cascade delete comes after).
CREATE TRIGGER "orders_sales_rollup_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION morph_orders_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_rollup" AFTER INSERT OR UPDATE OF "status", "total_piastres", "created_at" ON "orders" FOR EACH ROW EXECUTE FUNCTION morph_orders_rollup();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_rollup" AFTER INSERT ON "order_items" FOR EACH ROW EXECUTE FUNCTION morph_order_items_rollup();
--> statement-breakpoint
CREATE TRIGGER "orders_truncate_rollups" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION morph_truncate_rollups();
--> statement-breakpoint
-- The orders list filters by status and sorts by date (index (status, created_at) exists) and searches by
-- phone and email; the history and preview read lines by order (indexes exist).
CREATE INDEX "orders_total_piastres_index" ON "orders" USING btree ("total_piastres");
