-- Searches at a large shop's size (50,000 products):
--
-- 1. products.search_name: the English and Arabic names alone, normalised like search_text, kept with it by
--    morph_refresh_search_text. The suggestions put the products whose name has every word first; normalising
--    each matching product's name at every keystroke cost ~15 µs a product (60 ms for a common word).
-- 2. search_words: the catalogue's words, for searches with a small typo. A mistyped word ("chifon") is compared
--    with these few thousand words through their trigram index, and the products are then found by the words it is close to
--    ("chiffon") like any other search: comparing it with every product's whole text cost ~35 µs a product (150 ms
--    at 50,000 products). Filled from products.search_text (migrations 0006 and 0010) by a trigger whenever it
--    changes. A word no product uses any more stays: it only makes a typo search look for a word that finds nothing.
--    Not in the Drizzle schema: only this trigger writes the table and only the search reads it.
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_refresh_search_text(product_refs integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE products SET search_text = morph_product_search_text(id),
		search_name = morph_search_normalize(concat_ws(' ', name, name_ar))
	WHERE id = ANY(product_refs)
$$;
--> statement-breakpoint
-- Filled without the products trigger, which would work out every product's search_text again.
ALTER TABLE "products" DISABLE TRIGGER "products_search_text";
--> statement-breakpoint
UPDATE "products" SET "search_name" = morph_search_normalize(concat_ws(' ', "name", "name_ar"));
--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_search_text";
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_index" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = false);
--> statement-breakpoint
-- Words are split at spaces and punctuation (Latin and Arabic), whatever the database's locale: PGlite's C locale
-- does not count Arabic letters as letters, so the split names what separates words, never what makes them.
CREATE FUNCTION morph_add_search_words(t text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM regexp_split_to_table(t, '[\s[:punct:]،؛؟«»]+') AS w WHERE length(w) >= 3
	ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION morph_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM morph_add_search_words(NEW.search_text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "search_text" ON "products"
	FOR EACH ROW EXECUTE FUNCTION morph_search_words_changed();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table("products"."search_text", '[\s[:punct:]،؛؟«»]+') AS w
WHERE length(w) >= 3
ON CONFLICT ("word") DO NOTHING;
