-- The search's suggestions put first the products whose name (English or Arabic, products.search_name) has every
-- word typed. A colour's name is in the text of thousands of products and in few names: with this index those
-- few are found without reading every product whose text matches.
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);
