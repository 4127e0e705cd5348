-- Search reads the Arabic catalogue too: the Arabic name and description of a
-- product, its colours' Arabic names and its categories' Arabic names join the searchable text, normalised like
-- the rest (أ إ آ → ا, ى → ي, ة → ه, no diacritics), so "فستان" finds the dresses. The triggers of 0006 already
-- follow every table read here.
CREATE OR REPLACE FUNCTION morph_product_search_text(product_ref integer) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT morph_search_normalize(concat_ws(' ', p.name, p.description, p.name_ar, p.description_ar,
		(SELECT string_agg(concat_ws(' ', v.color, v.color_ar), ' ') FROM variants v WHERE v.product_id = p.id),
		(SELECT string_agg(t.name, ' ') FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id),
		(SELECT string_agg(concat_ws(' ', c.name, c.name_ar), ' ') FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
		 JOIN categories c ON c.id = ct.category_id WHERE pt.product_id = p.id AND c.is_active)))
	FROM products p WHERE p.id = product_ref
$$;
--> statement-breakpoint
UPDATE "products" SET "search_text" = morph_product_search_text("id");
