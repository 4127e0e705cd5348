-- The shop's listing at a large brand's size: catalogue_listing holds one narrow row per product the shop shows
-- (active, and in an active category unless in none), with what the catalogue filters and sorts by: when it was
-- added, its price before discounts, its active categories, its tags, and its facets — one key per colour
-- ('c:black') and size ('s:m'), and the same with stock ('i:' for any, 'ic:black', 'is:m'). A page, its count and
-- every filter then read this table and its indexes (GIN for the arrays), never the products' variants and sizes
-- one product at a time: at 50,000 products a count with "size M in stock" went from ~550 ms to ~20 ms. A colour
-- in a size is not a key (it would triple the keys, and every count reads them): the catalogue narrows by both
-- keys, then checks that one variant has both.
--
-- Kept by triggers on everything it reads, in the statement that changes it: a product's row, its tags, a
-- category's tags and state, its variants and sizes. A size's stock changes it only when it crosses zero, so an
-- order touches it only when it sells a size's last unit. Not in the Drizzle schema: only these triggers write it
-- and only the catalogue reads it.
CREATE TABLE "catalogue_listing" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	"price_piastres" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"tag_ids" integer[] NOT NULL,
	"facets" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_listing_newest_index" ON "catalogue_listing" ("created_at" DESC, "product_id" DESC);
--> statement-breakpoint
CREATE INDEX "catalogue_listing_price_index" ON "catalogue_listing" ("price_piastres", "created_at" DESC, "product_id" DESC);
--> statement-breakpoint
-- Without fastupdate, as the search's index: PGlite has no autovacuum to empty a pending list.
CREATE INDEX "catalogue_listing_category_ids_index" ON "catalogue_listing" USING gin ("category_ids") WITH (fastupdate = false);
--> statement-breakpoint
CREATE INDEX "catalogue_listing_tag_ids_index" ON "catalogue_listing" USING gin ("tag_ids") WITH (fastupdate = false);
--> statement-breakpoint
CREATE INDEX "catalogue_listing_facets_index" ON "catalogue_listing" USING gin ("facets") WITH (fastupdate = false);
--> statement-breakpoint
-- The best-selling order walks the products by units sold.
CREATE INDEX "product_sales_quantity_index" ON "product_sales" ("quantity" DESC, "product_id");
--> statement-breakpoint
-- The filters' list of colours and sizes walks their distinct lower-cased names, with the spelling shown.
CREATE INDEX "variants_color_lower_color_index" ON "variants" (lower("color"), "color");
--> statement-breakpoint
CREATE INDEX "sizes_size_lower_size_index" ON "sizes" (lower("size"), "size");
--> statement-breakpoint
-- A product's facet keys (the catalogue's filters build theirs the same way: facetFilterSql in public-catalogue.ts).
CREATE FUNCTION morph_listing_facets(product_ref integer) RETURNS text[] LANGUAGE sql STABLE AS $$
	SELECT coalesce(array_agg(DISTINCT f ORDER BY f), '{}') FROM (
		SELECT 'c:' || lower(v.color) AS f FROM variants v WHERE v.product_id = product_ref
		UNION ALL
		SELECT unnest(ARRAY['s:' || lower(sz.size)]
			|| CASE WHEN sz.stock > 0 THEN ARRAY['i:', 'ic:' || lower(v.color), 'is:' || lower(sz.size)] ELSE '{}'::text[] END)
		FROM variants v JOIN sizes sz ON sz.variant_id = v.id WHERE v.product_id = product_ref
	) keys
$$;
--> statement-breakpoint
CREATE FUNCTION morph_refresh_listing(product_refs integer[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM catalogue_listing WHERE product_id = ANY(product_refs);
	INSERT INTO catalogue_listing (product_id, created_at, price_piastres, category_ids, tag_ids, facets)
	SELECT p.id, p.created_at, p.price_piastres,
		coalesce((SELECT array_agg(DISTINCT ct.category_id ORDER BY ct.category_id) FROM product_tags pt
			JOIN category_tags ct ON ct.tag_id = pt.tag_id JOIN categories c ON c.id = ct.category_id
			WHERE pt.product_id = p.id AND c.is_active), '{}'),
		coalesce((SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM product_tags pt WHERE pt.product_id = p.id), '{}'),
		morph_listing_facets(p.id)
	FROM products p
	WHERE p.id = ANY(product_refs) AND p.is_active
		-- Shown: in no inactive category, or in an active one (the one place this rule is written; isVisibleSql reads the rows).
		AND (NOT EXISTS (SELECT 1 FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
				JOIN categories c ON c.id = ct.category_id WHERE pt.product_id = p.id AND NOT c.is_active)
			OR EXISTS (SELECT 1 FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
				JOIN categories c ON c.id = ct.category_id WHERE pt.product_id = p.id AND c.is_active))
$$;
--> statement-breakpoint
-- One trigger function for every table the listing reads: the products a changed row touches.
CREATE FUNCTION morph_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	IF TG_TABLE_NAME = 'products' THEN
		IF TG_OP <> 'DELETE' THEN
			PERFORM morph_refresh_listing(ARRAY[changed.id]);
		END IF;
	ELSIF TG_TABLE_NAME IN ('variants', 'product_tags') THEN
		PERFORM morph_refresh_listing(ARRAY[changed.product_id]);
		IF TG_OP = 'UPDATE' AND OLD.product_id IS DISTINCT FROM NEW.product_id THEN
			PERFORM morph_refresh_listing(ARRAY[OLD.product_id]);
		END IF;
	ELSIF TG_TABLE_NAME = 'sizes' THEN
		PERFORM morph_refresh_listing(ARRAY(SELECT v.product_id FROM variants v WHERE v.id = changed.variant_id));
		IF TG_OP = 'UPDATE' AND OLD.variant_id IS DISTINCT FROM NEW.variant_id THEN
			PERFORM morph_refresh_listing(ARRAY(SELECT v.product_id FROM variants v WHERE v.id = OLD.variant_id));
		END IF;
	ELSIF TG_TABLE_NAME = 'category_tags' THEN
		PERFORM morph_refresh_listing(ARRAY(SELECT product_id FROM product_tags WHERE tag_id = changed.tag_id));
	ELSIF TG_TABLE_NAME = 'categories' THEN
		PERFORM morph_refresh_listing(ARRAY(
			SELECT pt.product_id FROM category_tags ct JOIN product_tags pt ON pt.tag_id = ct.tag_id WHERE ct.category_id = changed.id));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_listing" AFTER INSERT OR UPDATE OF "is_active", "created_at", "price_piastres" ON "products"
	FOR EACH ROW EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
CREATE TRIGGER "product_tags_listing" AFTER INSERT OR UPDATE OR DELETE ON "product_tags"
	FOR EACH ROW EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
CREATE TRIGGER "category_tags_listing" AFTER INSERT OR UPDATE OR DELETE ON "category_tags"
	FOR EACH ROW EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
CREATE TRIGGER "categories_listing" AFTER UPDATE OF "is_active" ON "categories"
	FOR EACH ROW EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
CREATE TRIGGER "variants_listing" AFTER INSERT OR UPDATE OF "color", "product_id" OR DELETE ON "variants"
	FOR EACH ROW EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
CREATE TRIGGER "sizes_listing" AFTER INSERT OR UPDATE OF "size", "variant_id" OR DELETE ON "sizes"
	FOR EACH ROW EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
-- Stock: only when a size runs out or comes back.
CREATE TRIGGER "sizes_listing_stock" AFTER UPDATE OF "stock" ON "sizes"
	FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)) EXECUTE FUNCTION morph_listing_changed();
--> statement-breakpoint
SELECT morph_refresh_listing(ARRAY(SELECT id FROM products));
--> statement-breakpoint
ANALYZE "catalogue_listing";
