-- The shop's search and its new filters.
--
-- morph_search_normalize is the SQL twin of normalizeSearchText in src/shared/search-text.ts: Latin capitals
-- folded (A–Z only: lower() under the "C" collation, whatever the database's locale), Arabic letters folded
-- (أ إ آ ٱ → ا, ى → ي, ة → ه) and diacritics and tatweel removed, English plurals reduced ("dresses" → "dress").
-- tests/api/search.test.ts checks that both give the same text. (regexp_replace, not translate(): translate is
-- ten times slower on PGlite.)
--
-- products.search_text holds a product's searchable text, normalised, made by morph_product_search_text — THE one
-- place that says what a search looks at — and kept up to date by triggers on every table it reads. A search is
-- then a LIKE on one column with a trigram index (for typos, pg_trgm's word_similarity on it), instead of
-- building the text of every product on every search (~250 ms for 2,000 products on PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_search_normalize(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT regexp_replace(regexp_replace(regexp_replace(
		regexp_replace(regexp_replace(regexp_replace(
			regexp_replace(lower(t COLLATE "C"), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
			'[أإآٱ]', 'ا', 'g'), 'ى', 'ي', 'g'), 'ة', 'ه', 'g'),
		'([a-z]{2})ies(?![a-z0-9])', '\1y', 'g'),
		'(ss|sh|ch|x|z)es(?![a-z0-9])', '\1', 'g'),
		'([a-z]{2}[a-hj-rtv-z])s(?![a-z0-9])', '\1', 'g')
$$;
--> statement-breakpoint
-- What a search looks at: the product's name, description and colours, its tags' names and its active
-- categories' names. Arabic catalogue fields (products.name_ar, description_ar; categories.name_ar,
-- description_ar) belong in this list: replace this function and refresh every row (see the end of this file).
CREATE OR REPLACE FUNCTION morph_product_search_text(product_ref integer) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT morph_search_normalize(concat_ws(' ', p.name, p.description,
		(SELECT string_agg(v.color, ' ') FROM variants v WHERE v.product_id = p.id),
		(SELECT string_agg(t.name, ' ') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id),
		(SELECT string_agg(c.name, ' ') FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
		 JOIN categories c ON c.id = ct.category_id WHERE pt.product_id = p.id AND c.is_active)))
	FROM products p WHERE p.id = product_ref
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_refresh_search_text(product_refs integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE products SET search_text = morph_product_search_text(id) WHERE id = ANY(product_refs)
$$;
--> statement-breakpoint
-- One trigger function for every table the text reads: the products whose text a changed row touches.
CREATE OR REPLACE FUNCTION morph_search_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	changed := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	IF TG_TABLE_NAME IN ('products') THEN
		PERFORM morph_refresh_search_text(ARRAY[changed.id]);
	ELSIF TG_TABLE_NAME IN ('variants', 'product_tags') THEN
		PERFORM morph_refresh_search_text(ARRAY[changed.product_id]);
	ELSIF TG_TABLE_NAME = 'tags' THEN
		PERFORM morph_refresh_search_text(ARRAY(SELECT product_id FROM product_tags WHERE tag_id = changed.id));
	ELSIF TG_TABLE_NAME = 'category_tags' THEN
		PERFORM morph_refresh_search_text(ARRAY(SELECT product_id FROM product_tags WHERE tag_id = changed.tag_id));
	ELSIF TG_TABLE_NAME = 'categories' THEN
		PERFORM morph_refresh_search_text(ARRAY(
			SELECT pt.product_id FROM category_tags ct JOIN product_tags pt ON pt.tag_id = ct.tag_id WHERE ct.category_id = changed.id));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A product's own write (not the refresh above, which runs inside a trigger) recomputes its text.
CREATE TRIGGER "products_search_text" AFTER INSERT OR UPDATE ON "products"
	FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION morph_search_text_changed();
--> statement-breakpoint
CREATE TRIGGER "variants_search_text" AFTER INSERT OR UPDATE OR DELETE ON "variants"
	FOR EACH ROW EXECUTE FUNCTION morph_search_text_changed();
--> statement-breakpoint
CREATE TRIGGER "product_tags_search_text" AFTER INSERT OR UPDATE OR DELETE ON "product_tags"
	FOR EACH ROW EXECUTE FUNCTION morph_search_text_changed();
--> statement-breakpoint
CREATE TRIGGER "tags_search_text" AFTER UPDATE ON "tags"
	FOR EACH ROW EXECUTE FUNCTION morph_search_text_changed();
--> statement-breakpoint
CREATE TRIGGER "category_tags_search_text" AFTER INSERT OR UPDATE OR DELETE ON "category_tags"
	FOR EACH ROW EXECUTE FUNCTION morph_search_text_changed();
--> statement-breakpoint
CREATE TRIGGER "categories_search_text" AFTER UPDATE ON "categories"
	FOR EACH ROW EXECUTE FUNCTION morph_search_text_changed();
--> statement-breakpoint
-- Searches: LIKE '%word%' uses this trigram index.
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The size filter and a search for a size ("XL") compare sizes case-insensitively.
CREATE INDEX "sizes_size_lower_idx" ON "sizes" USING btree (lower("size"), "variant_id");
--> statement-breakpoint
-- The in-stock filter: the sizes of a variant that have stock.
CREATE INDEX "sizes_variant_in_stock_idx" ON "sizes" USING btree ("variant_id") WHERE "stock" > 0;
--> statement-breakpoint
-- The text of the products already there.
UPDATE "products" SET "search_text" = morph_product_search_text("id");
