-- The shop's search and its new filters (issue 12 items 2 and 3, issue 14).
--
-- morph_search_normalize is the SQL twin of normalizeSearchText in src/shared/search-text.ts: Latin capitals
-- folded (A–Z, whatever the database's locale), Arabic letters folded (أ إ آ ٱ → ا, ى → ي, ة → ه) and
-- diacritics and tatweel removed, English plurals reduced ("dresses" → "dress"). tests/api/search.test.ts checks
-- that both give the same text. pg_trgm matches words with small typos when nothing matches exactly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_search_normalize(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT regexp_replace(regexp_replace(regexp_replace(
		translate(
			regexp_replace(translate(t, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
			'أإآٱىة', 'اااايه'),
		'([a-z]{2})ies(?![a-z0-9])', '\1y', 'g'),
		'(ss|sh|ch|x|z)es(?![a-z0-9])', '\1', 'g'),
		'([a-z]{2}[a-hj-rtv-z])s(?![a-z0-9])', '\1', 'g')
$$;
--> statement-breakpoint
-- Suggestions while typing look for the typed text inside product names (LIKE '%text%' uses a trigram index).
CREATE INDEX "products_name_search_idx" ON "products" USING gin (morph_search_normalize("name") gin_trgm_ops);
--> statement-breakpoint
-- The size filter and a search for a size ("XL") compare sizes case-insensitively.
CREATE INDEX "sizes_size_lower_idx" ON "sizes" USING btree (lower("size"), "variant_id");
--> statement-breakpoint
-- The in-stock filter: the sizes of a variant that have stock.
CREATE INDEX "sizes_variant_in_stock_idx" ON "sizes" USING btree ("variant_id") WHERE "stock" > 0;
