-- Units sold per product, all time, beside the rollups of 0001 and 0002 and kept by the same trigger function:
-- the catalogue's "best selling" order reads one row per product (50,000 rows at most) instead of adding up the
-- monthly rollup (over a million rows at 50,000 products and two years of orders, ~1 s).
CREATE TABLE "product_sales" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_truncate_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM sales_hourly;
	DELETE FROM item_sales_daily;
	DELETE FROM item_sales_monthly;
	DELETE FROM product_sales;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_rebuild_sales_rollups() RETURNS void LANGUAGE sql AS $$
	DELETE FROM sales_hourly;
	DELETE FROM item_sales_daily;
	DELETE FROM item_sales_monthly;
	DELETE FROM product_sales;
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
$$;
--> statement-breakpoint
INSERT INTO product_sales (product_id, quantity)
SELECT product_id, sum(quantity) FROM item_sales_monthly WHERE product_id IS NOT NULL GROUP BY 1;
