-- The dashboard at 50,000 products and a million orders (docs/decisions/0034-dashboard-at-scale.md). Owned by the
-- dashboard module, not in the Drizzle schema: nothing but these triggers writes the tables, only it reads them.
--
-- 1. Sales per product (not per colour and size) per Cairo day, per Cairo month and for all time, kept by the
--    same function as the rollups of 0001, 0002 and 0016. One row per product and bucket: a live product is its
--    id whatever name its lines carry; a deleted one (null id) is its name as sold. The item rollups hold a row per
--    colour and size, 15 times as many: all time read 1.4 million rows.
CREATE TABLE "product_sales_daily" (
	"cairo_day" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"image_url" text,
	"quantity" integer NOT NULL,
	"total_piastres" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_sales_daily_key" ON "product_sales_daily" USING btree ("cairo_day", coalesce("product_id", 0), (CASE WHEN "product_id" IS NULL THEN "product_name" ELSE '' END));
--> statement-breakpoint
CREATE TABLE "product_sales_monthly" (
	"cairo_month" date NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"image_url" text,
	"quantity" integer NOT NULL,
	"total_piastres" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_sales_monthly_key" ON "product_sales_monthly" USING btree ("cairo_month", coalesce("product_id", 0), (CASE WHEN "product_id" IS NULL THEN "product_name" ELSE '' END));
--> statement-breakpoint
CREATE TABLE "product_sales_all" (
	"product_id" integer,
	"product_name" text NOT NULL,
	"image_url" text,
	"quantity" integer NOT NULL,
	"total_piastres" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_sales_all_key" ON "product_sales_all" USING btree (coalesce("product_id", 0), (CASE WHEN "product_id" IS NULL THEN "product_name" ELSE '' END));
--> statement-breakpoint
-- All time is one row per product already: the best first straight from an index, by sales or by units.
CREATE INDEX "product_sales_all_total_index" ON "product_sales_all" USING btree ("total_piastres" DESC, "quantity" DESC) WHERE "quantity" > 0;
--> statement-breakpoint
CREATE INDEX "product_sales_all_quantity_index" ON "product_sales_all" USING btree ("quantity" DESC, "total_piastres" DESC) WHERE "quantity" > 0;
--> statement-breakpoint
-- A range that is one month or one day (last month, today) is one row per product too: its best by either order.
CREATE INDEX "product_sales_daily_total_index" ON "product_sales_daily" USING btree ("cairo_day", "total_piastres" DESC, "quantity" DESC) WHERE "quantity" > 0;
--> statement-breakpoint
CREATE INDEX "product_sales_daily_quantity_index" ON "product_sales_daily" USING btree ("cairo_day", "quantity" DESC, "total_piastres" DESC) WHERE "quantity" > 0;
--> statement-breakpoint
CREATE INDEX "product_sales_monthly_total_index" ON "product_sales_monthly" USING btree ("cairo_month", "total_piastres" DESC, "quantity" DESC) WHERE "quantity" > 0;
--> statement-breakpoint
CREATE INDEX "product_sales_monthly_quantity_index" ON "product_sales_monthly" USING btree ("cairo_month", "quantity" DESC, "total_piastres" DESC) WHERE "quantity" > 0;
--> statement-breakpoint
-- Sales by variant reads the colours and sizes of a few products only (the best-selling ones): by product first.
CREATE INDEX "item_sales_daily_product_index" ON "item_sales_daily" USING btree (coalesce("product_id", 0), "product_name", "cairo_day");
--> statement-breakpoint
CREATE INDEX "item_sales_monthly_product_index" ON "item_sales_monthly" USING btree (coalesce("product_id", 0), "product_name", "cairo_month");
--> statement-breakpoint
-- 0016's function, with the three product rollups added.
CREATE OR REPLACE FUNCTION morph_rollup_items(order_ref integer, created timestamptz, sign integer, only_item integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO item_sales_daily AS d (cairo_day, product_id, product_name, image_url, color, size, quantity, total_piastres)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, oi.product_name, max(oi.image_url), oi.color, oi.size,
	       sign * sum(oi.quantity)::integer, sign * sum(oi.line_total_piastres)::bigint
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, oi.product_name, oi.color, oi.size
	ON CONFLICT (cairo_day, coalesce(product_id, 0), product_name, color, size) DO UPDATE
	SET quantity = d.quantity + EXCLUDED.quantity, total_piastres = d.total_piastres + EXCLUDED.total_piastres,
	    image_url = coalesce(EXCLUDED.image_url, d.image_url);
	INSERT INTO item_sales_monthly AS m (cairo_month, product_id, product_name, image_url, color, size, quantity, total_piastres)
	SELECT date_trunc('month', created AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, oi.product_name, max(oi.image_url), oi.color, oi.size,
	       sign * sum(oi.quantity)::integer, sign * sum(oi.line_total_piastres)::bigint
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, oi.product_name, oi.color, oi.size
	ON CONFLICT (cairo_month, coalesce(product_id, 0), product_name, color, size) DO UPDATE
	SET quantity = m.quantity + EXCLUDED.quantity, total_piastres = m.total_piastres + EXCLUDED.total_piastres,
	    image_url = coalesce(EXCLUDED.image_url, m.image_url);
	INSERT INTO product_sales AS s (product_id, quantity)
	SELECT oi.product_id, sign * sum(oi.quantity)::integer
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item) AND oi.product_id IS NOT NULL
	GROUP BY oi.product_id
	ON CONFLICT (product_id) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity;
	INSERT INTO product_sales_daily AS d (cairo_day, product_id, product_name, image_url, quantity, total_piastres)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, max(oi.product_name), max(oi.image_url),
	       sign * sum(oi.quantity)::integer, sign * sum(oi.line_total_piastres)::bigint
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END
	ON CONFLICT (cairo_day, coalesce(product_id, 0), (CASE WHEN product_id IS NULL THEN product_name ELSE '' END)) DO UPDATE
	SET quantity = d.quantity + EXCLUDED.quantity, total_piastres = d.total_piastres + EXCLUDED.total_piastres,
	    product_name = EXCLUDED.product_name, image_url = coalesce(EXCLUDED.image_url, d.image_url);
	INSERT INTO product_sales_monthly AS m (cairo_month, product_id, product_name, image_url, quantity, total_piastres)
	SELECT date_trunc('month', created AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, max(oi.product_name), max(oi.image_url),
	       sign * sum(oi.quantity)::integer, sign * sum(oi.line_total_piastres)::bigint
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END
	ON CONFLICT (cairo_month, coalesce(product_id, 0), (CASE WHEN product_id IS NULL THEN product_name ELSE '' END)) DO UPDATE
	SET quantity = m.quantity + EXCLUDED.quantity, total_piastres = m.total_piastres + EXCLUDED.total_piastres,
	    product_name = EXCLUDED.product_name, image_url = coalesce(EXCLUDED.image_url, m.image_url);
	INSERT INTO product_sales_all AS a (product_id, product_name, image_url, quantity, total_piastres)
	SELECT oi.product_id, max(oi.product_name), max(oi.image_url),
	       sign * sum(oi.quantity)::integer, sign * sum(oi.line_total_piastres)::bigint
	FROM order_items oi
	WHERE oi.order_id = order_ref AND (only_item IS NULL OR oi.id = only_item)
	GROUP BY oi.product_id, CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END
	ON CONFLICT (coalesce(product_id, 0), (CASE WHEN product_id IS NULL THEN product_name ELSE '' END)) DO UPDATE
	SET quantity = a.quantity + EXCLUDED.quantity, total_piastres = a.total_piastres + EXCLUDED.total_piastres,
	    product_name = EXCLUDED.product_name, image_url = coalesce(EXCLUDED.image_url, a.image_url);
$$;
--> statement-breakpoint
-- 2. Orders per coupon per Cairo day (every order not cancelled, as the coupon usage counts them). Kept by a
--    trigger deferred to the commit, as order_counts (0015): every checkout with a coupon touches its day's row,
--    and an immediate trigger would make each such checkout wait for the one before until it commits.
CREATE TABLE "coupon_usage_daily" (
	"cairo_day" date NOT NULL,
	"coupon_id" integer NOT NULL,
	"orders" integer NOT NULL,
	PRIMARY KEY ("cairo_day", "coupon_id")
);
--> statement-breakpoint
CREATE FUNCTION morph_count_coupon(created timestamptz, coupon integer, order_status text, sign integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO coupon_usage_daily AS c (cairo_day, coupon_id, orders)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, coupon, sign
	WHERE coupon IS NOT NULL AND order_status <> 'cancelled'
	ON CONFLICT (cairo_day, coupon_id) DO UPDATE SET orders = c.orders + EXCLUDED.orders
$$;
--> statement-breakpoint
CREATE FUNCTION morph_coupon_usage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM morph_count_coupon(OLD.created_at, OLD.coupon_id, OLD.status, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM morph_count_coupon(NEW.created_at, NEW.coupon_id, NEW.status, 1);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_coupon_usage" AFTER INSERT OR UPDATE OF "status", "coupon_id", "created_at" OR DELETE ON "orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION morph_coupon_usage();
--> statement-breakpoint
-- 3. Each product's lowest size stock, and whether it is active, for the low-stock list: the most urgent products
--    and how many there are without reading the 750,000 sizes of 50,000 products. Kept by triggers deferred to the
--    commit: a checkout changes stock, and the product's row is held at its commit only. The row is locked before
--    the minimum is read, in a statement of its own, so a writer that waited reads what the one before committed.
CREATE TABLE "product_stock_floor" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"min_stock" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_stock_floor_low_index" ON "product_stock_floor" USING btree ("min_stock", "product_id") WHERE "is_active";
--> statement-breakpoint
CREATE FUNCTION morph_refresh_stock_floor(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF pid IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO product_stock_floor (product_id, is_active, min_stock) VALUES (pid, FALSE, 0) ON CONFLICT DO NOTHING;
	PERFORM 1 FROM product_stock_floor WHERE product_id = pid FOR UPDATE;
	UPDATE product_stock_floor f SET is_active = x.is_active, min_stock = x.min_stock
	FROM (SELECT p.is_active, min(s.stock) AS min_stock
	      FROM products p JOIN variants v ON v.product_id = p.id JOIN sizes s ON s.variant_id = v.id
	      WHERE p.id = pid GROUP BY p.id) x
	WHERE f.product_id = pid;
	IF NOT FOUND THEN
		-- The product, or its last size, is gone.
		DELETE FROM product_stock_floor WHERE product_id = pid;
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION morph_sizes_stock_floor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A size whose variant is gone (deleted with it) is handled by the variant's own trigger.
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM morph_refresh_stock_floor((SELECT v.product_id FROM variants v WHERE v.id = OLD.variant_id));
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.variant_id <> OLD.variant_id) THEN
		PERFORM morph_refresh_stock_floor((SELECT v.product_id FROM variants v WHERE v.id = NEW.variant_id));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sizes_stock_floor" AFTER INSERT OR UPDATE OF "stock", "variant_id" OR DELETE ON "sizes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION morph_sizes_stock_floor();
--> statement-breakpoint
CREATE FUNCTION morph_variants_stock_floor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM morph_refresh_stock_floor(OLD.product_id);
	IF TG_OP = 'UPDATE' THEN
		PERFORM morph_refresh_stock_floor(NEW.product_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variants_stock_floor" AFTER UPDATE OF "product_id" OR DELETE ON "variants"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION morph_variants_stock_floor();
--> statement-breakpoint
CREATE FUNCTION morph_products_stock_floor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE product_stock_floor SET is_active = NEW.is_active WHERE product_id = NEW.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_floor" AFTER UPDATE OF "is_active" ON "products" FOR EACH ROW EXECUTE FUNCTION morph_products_stock_floor();
--> statement-breakpoint
-- 4. Refusals per Cairo day and governorate (the order's city): orders that went out — shipped or delivered now,
--    refused at the door, or cancelled after their history reached shipped — and those refused at delivery. A
--    status change only moves these figures once an order has gone out, so a checkout (a pending order) writes
--    nothing here. Immediate triggers: only staff change these statuses, and the history is read as it stands.
CREATE TABLE "refusals_daily" (
	"cairo_day" date NOT NULL,
	"governorate" text NOT NULL,
	"shipped" integer NOT NULL,
	"refused" integer NOT NULL,
	PRIMARY KEY ("cairo_day", "governorate")
);
--> statement-breakpoint
-- Whether an order in this state went out, and was refused (1 or 0 each); `reached` says its history has shipped.
CREATE FUNCTION morph_went_out(order_status text, reason text, reached boolean) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN order_status IN ('shipped', 'delivered')
	              OR (order_status = 'cancelled' AND (reason = 'refused_at_delivery' OR reached)) THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION morph_count_refusal(created timestamptz, city text, shipped integer, refused integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO refusals_daily AS r (cairo_day, governorate, shipped, refused)
	SELECT (created AT TIME ZONE 'Africa/Cairo')::date, city, shipped, refused
	WHERE shipped <> 0 OR refused <> 0
	ON CONFLICT (cairo_day, governorate) DO UPDATE
	SET shipped = r.shipped + EXCLUDED.shipped, refused = r.refused + EXCLUDED.refused
$$;
--> statement-breakpoint
CREATE FUNCTION morph_orders_refusals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	reached boolean;
	order_ref integer;
BEGIN
	IF TG_OP = 'DELETE' THEN order_ref := OLD.id; ELSE order_ref := NEW.id; END IF;
	-- The history is the same before and after this row's change: read it once.
	SELECT EXISTS (SELECT 1 FROM order_status_history h
	               WHERE h.order_id = order_ref AND h.to_status = 'shipped') INTO reached;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM morph_count_refusal(OLD.created_at, OLD.city, -morph_went_out(OLD.status, OLD.cancel_reason, reached),
			-(OLD.status = 'cancelled' AND OLD.cancel_reason IS NOT DISTINCT FROM 'refused_at_delivery')::integer);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM morph_count_refusal(NEW.created_at, NEW.city, morph_went_out(NEW.status, NEW.cancel_reason, reached),
			(NEW.status = 'cancelled' AND NEW.cancel_reason IS NOT DISTINCT FROM 'refused_at_delivery')::integer);
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- BEFORE DELETE, as the sales rollup: the order's history is still there (its cascade delete comes after).
CREATE TRIGGER "orders_refusals_delete" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION morph_orders_refusals();
--> statement-breakpoint
CREATE TRIGGER "orders_refusals" AFTER INSERT OR UPDATE OF "status", "cancel_reason", "city", "created_at" ON "orders" FOR EACH ROW EXECUTE FUNCTION morph_orders_refusals();
--> statement-breakpoint
-- A shipped step added to or taken from an order's history moves a cancelled order in or out, when it is the
-- only one (the order's own state decides otherwise).
CREATE FUNCTION morph_history_refusals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	step order_status_history%ROWTYPE;
	parent orders%ROWTYPE;
	others boolean;
BEGIN
	IF TG_OP = 'INSERT' THEN step := NEW; ELSE step := OLD; END IF;
	IF step.to_status <> 'shipped' THEN
		RETURN NULL;
	END IF;
	SELECT * INTO parent FROM orders WHERE id = step.order_id;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	SELECT EXISTS (SELECT 1 FROM order_status_history h
	               WHERE h.order_id = step.order_id AND h.to_status = 'shipped' AND h.id <> step.id) INTO others;
	IF others OR morph_went_out(parent.status, parent.cancel_reason, FALSE) = morph_went_out(parent.status, parent.cancel_reason, TRUE) THEN
		RETURN NULL;
	END IF;
	PERFORM morph_count_refusal(parent.created_at, parent.city, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END, 0);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_status_history_refusals" AFTER INSERT OR DELETE ON "order_status_history" FOR EACH ROW EXECUTE FUNCTION morph_history_refusals();
--> statement-breakpoint
-- 5. Each product's categories (those sharing one of its tags, each pair once), for sales by category: working
--    them out per request from the tags cost more than the sales themselves (50,000 products for all time).
--    Kept by triggers on product_tags and category_tags that set a product's (a category's) pairs again from the
--    tags as they stand, so whatever order a cascade fires them in, the last one leaves the pairs right.
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	PRIMARY KEY ("product_id", "category_id")
);
--> statement-breakpoint
CREATE INDEX "product_categories_category_index" ON "product_categories" USING btree ("category_id");
--> statement-breakpoint
CREATE FUNCTION morph_refresh_product_categories(pid integer) RETURNS void LANGUAGE sql AS $$
	DELETE FROM product_categories WHERE product_id = pid;
	INSERT INTO product_categories (product_id, category_id)
	SELECT DISTINCT pt.product_id, ct.category_id
	FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
	WHERE pt.product_id = pid
	ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION morph_refresh_category_products(cid integer) RETURNS void LANGUAGE sql AS $$
	DELETE FROM product_categories WHERE category_id = cid;
	INSERT INTO product_categories (product_id, category_id)
	SELECT DISTINCT pt.product_id, ct.category_id
	FROM category_tags ct JOIN product_tags pt ON pt.tag_id = ct.tag_id
	WHERE ct.category_id = cid
	ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION morph_product_tags_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM morph_refresh_product_categories(OLD.product_id);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
		PERFORM morph_refresh_product_categories(NEW.product_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_tags_categories" AFTER INSERT OR UPDATE OR DELETE ON "product_tags" FOR EACH ROW EXECUTE FUNCTION morph_product_tags_categories();
--> statement-breakpoint
CREATE FUNCTION morph_category_tags_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM morph_refresh_category_products(OLD.category_id);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.category_id <> OLD.category_id) THEN
		PERFORM morph_refresh_category_products(NEW.category_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "category_tags_products" AFTER INSERT OR UPDATE OR DELETE ON "category_tags" FOR EACH ROW EXECUTE FUNCTION morph_category_tags_products();
--> statement-breakpoint
-- Every pair again (after a bulk load with the triggers off).
CREATE FUNCTION morph_rebuild_product_categories() RETURNS void LANGUAGE sql AS $$
	DELETE FROM product_categories;
	INSERT INTO product_categories (product_id, category_id)
	SELECT DISTINCT pt.product_id, ct.category_id FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id;
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
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The product rollups from the item rollups, the coupons' and the refusals' from the orders.
CREATE FUNCTION morph_rebuild_product_rollups() RETURNS void LANGUAGE sql AS $$
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
$$;
--> statement-breakpoint
-- Every product's floor again (after a bulk load with the triggers off).
CREATE FUNCTION morph_rebuild_stock_floor() RETURNS void LANGUAGE sql AS $$
	DELETE FROM product_stock_floor;
	INSERT INTO product_stock_floor (product_id, is_active, min_stock)
	SELECT p.id, p.is_active, min(s.stock)
	FROM products p JOIN variants v ON v.product_id = p.id JOIN sizes s ON s.variant_id = v.id
	GROUP BY p.id;
$$;
--> statement-breakpoint
-- After a bulk load with the triggers off (tests/bench/generate-scale.ts), from the item rollups and the orders.
CREATE OR REPLACE FUNCTION morph_rebuild_sales_rollups() RETURNS void LANGUAGE sql AS $$
	DELETE FROM sales_hourly;
	DELETE FROM item_sales_daily;
	DELETE FROM item_sales_monthly;
	DELETE FROM product_sales;
	DELETE FROM product_sales_daily;
	DELETE FROM product_sales_monthly;
	DELETE FROM product_sales_all;
	DELETE FROM coupon_usage_daily;
	INSERT INTO sales_hourly (cairo_hour, order_count, total_piastres)
	SELECT date_trunc('hour', created_at AT TIME ZONE 'Africa/Cairo'), count(*), sum(total_piastres)
	FROM orders WHERE morph_is_sale(status) GROUP BY 1;
	INSERT INTO item_sales_daily (cairo_day, product_id, product_name, image_url, color, size, quantity, total_piastres)
	SELECT (o.created_at AT TIME ZONE 'Africa/Cairo')::date, oi.product_id, oi.product_name, max(oi.image_url), oi.color, oi.size,
	       sum(oi.quantity), sum(oi.line_total_piastres)
	FROM orders o JOIN order_items oi ON oi.order_id = o.id
	WHERE morph_is_sale(o.status)
	GROUP BY 1, 2, 3, 5, 6;
	INSERT INTO item_sales_monthly (cairo_month, product_id, product_name, image_url, color, size, quantity, total_piastres)
	SELECT date_trunc('month', cairo_day)::date, product_id, product_name, max(image_url), color, size, sum(quantity), sum(total_piastres)
	FROM item_sales_daily
	GROUP BY 1, 2, 3, 5, 6;
	INSERT INTO product_sales (product_id, quantity)
	SELECT product_id, sum(quantity) FROM item_sales_monthly WHERE product_id IS NOT NULL GROUP BY 1;
	SELECT morph_rebuild_product_rollups();
$$;
--> statement-breakpoint
SELECT morph_rebuild_product_rollups();
--> statement-breakpoint
SELECT morph_rebuild_stock_floor();
--> statement-breakpoint
SELECT morph_rebuild_product_categories();
--> statement-breakpoint
-- The planner's figures for the new tables now, not at autovacuum's next pass (PGlite has none).
ANALYZE product_sales_daily, product_sales_monthly, product_sales_all, coupon_usage_daily, product_stock_floor, refusals_daily,
	product_categories;
