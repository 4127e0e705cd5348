-- The trigram index of products.search_text without GIN's pending list (fastupdate): new and changed rows
-- otherwise wait there, unindexed, until a VACUUM, and PGlite has no autovacuum, so the planner read every
-- product's text for a search with a typo. Product writes are few (the back office), so writing the index at
-- once costs nothing a shopper notices. Rebuilt rather than altered, so the rows already pending are indexed.
DROP INDEX "products_search_text_idx";--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
