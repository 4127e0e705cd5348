-- The shop's listing with what a sale changes, so that no catalogue call reads every product at a large brand's
-- size (docs/decisions/0041-listing-prices-and-counts.md):
--
-- * Each row's price after the discount in force (`price_now`, `discounted`), worked out when the row is written
--   and good until the next start or end of a discount aimed at the product (`price_until`; NULL: none ahead). A
--   page sorted or filtered by price walks the price index of those prices. A row whose `price_until` has passed
--   is "unsettled": the catalogue works its price out at the request's time (morph_listing_price), and the jobs
--   reprice it (morph_reprice_listing) within a minute. A discount written, or its products' tags or categories,
--   reprice its products in the statement that makes the change.
-- * Whether the product ever sold (`sold`, from product_sales), so best selling reads the products that never sold
--   from a small partial index instead of comparing every product with every sale.
-- * `catalogue_unlisted`: the products the listing does not hold, for a search's total.
-- * `catalogue_counts`: how many listed products have each key — every product ('*'), each category ('cat:<id>'),
--   tag ('tag:<id>') and facet key ('is:m'). The listing's statement triggers add a row of changes per key, so two
--   orders never wait for each other on one counter row; the jobs fold each key's rows into one. A page whose
--   filter is one key reads its total here instead of counting the products (~50 ms for "size M in stock" at
--   50,000 products).
-- A price after a percentage, as applyPercentage in src/shared/money.ts computes it: the percentage in hundredths
-- (exact for 12.5 %), the amount off rounded half up to the piastre, nothing off at 0, everything at 100.
CREATE FUNCTION morph_discounted_price(price integer, pct numeric) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT (CASE WHEN coalesce(pct, 0) <= 0 THEN price WHEN pct >= 100 THEN 0
		ELSE price - (price::bigint * round(pct * 100)::bigint + 5000) / 10000 END)::int
$$;
--> statement-breakpoint
CREATE FUNCTION morph_listing_price(product_ref integer, price integer, at timestamptz,
		OUT price_now integer, OUT discounted boolean, OUT price_until timestamptz) LANGUAGE sql STABLE AS $$
	-- The discounts aimed at the product (its own, its tags', its categories', as discountCandidatesJsonSql in
	-- src/server/modules/catalogue/pricing.ts), the highest in force at `at` (bestDiscount in src/shared/pricing.ts,
	-- both ends of a window included), the price after it (applyPercentage in src/shared/money.ts), and the first
	-- instant after `at` at which another one could be in force.
	WITH aimed AS (
		SELECT d.percentage, d.start_at, d.end_at FROM discounts d WHERE d.product_id = product_ref AND d.is_active
		UNION ALL
		SELECT d.percentage, d.start_at, d.end_at FROM product_tags pt JOIN discounts d ON d.tag_id = pt.tag_id
			WHERE pt.product_id = product_ref AND d.is_active
		UNION ALL
		SELECT d.percentage, d.start_at, d.end_at FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
			JOIN discounts d ON d.category_id = ct.category_id WHERE pt.product_id = product_ref AND d.is_active
	), best AS (
		SELECT least(coalesce(max(a.percentage) FILTER (WHERE a.start_at <= at AND at <= a.end_at), 0), 100) AS pct,
			least(min(a.start_at) FILTER (WHERE a.start_at > at),
				min(a.end_at) FILTER (WHERE a.end_at >= at) + interval '1 microsecond') AS until
		FROM aimed a
	)
	SELECT morph_discounted_price(price, pct), pct > 0, until FROM best
$$;
--> statement-breakpoint
ALTER TABLE "catalogue_listing" ADD COLUMN "price_now" integer;
--> statement-breakpoint
ALTER TABLE "catalogue_listing" ADD COLUMN "discounted" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "catalogue_listing" ADD COLUMN "price_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "catalogue_listing" ADD COLUMN "sold" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE catalogue_listing l SET (price_now, discounted, price_until) =
	(SELECT p.price_now, p.discounted, p.price_until FROM morph_listing_price(l.product_id, l.price_piastres, clock_timestamp()) p),
	sold = EXISTS (SELECT 1 FROM product_sales s WHERE s.product_id = l.product_id AND s.quantity > 0);
--> statement-breakpoint
ALTER TABLE "catalogue_listing" ALTER COLUMN "price_now" SET NOT NULL;
--> statement-breakpoint
-- The products the shop does not show (inactive, or only in inactive categories): the listing's complement, a few
-- in a live shop. A search's total counts the products whose text matches and that are not here, without
-- joining every match to the listing (4,000 matches of a word: 18 → 9 ms).
CREATE TABLE "catalogue_unlisted" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE
);
--> statement-breakpoint
INSERT INTO catalogue_unlisted (product_id) SELECT p.id FROM products p
WHERE NOT EXISTS (SELECT 1 FROM catalogue_listing l WHERE l.product_id = p.id);
--> statement-breakpoint
-- The listing's rows written as an upsert: a row that did not change is not written again (a size sold out in one
-- colour while another colour still has it changes no key), and the counts see only what changed.
CREATE OR REPLACE FUNCTION morph_refresh_listing(product_refs integer[]) RETURNS void LANGUAGE sql AS $$
	WITH fresh AS (
		SELECT p.id AS product_id, p.created_at, p.price_piastres,
			coalesce((SELECT array_agg(DISTINCT ct.category_id ORDER BY ct.category_id) FROM product_tags pt
				JOIN category_tags ct ON ct.tag_id = pt.tag_id JOIN categories c ON c.id = ct.category_id
				WHERE pt.product_id = p.id AND c.is_active), '{}') AS category_ids,
			coalesce((SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM product_tags pt WHERE pt.product_id = p.id), '{}') AS tag_ids,
			morph_listing_facets(p.id) AS facets,
			pr.price_now, pr.discounted, pr.price_until,
			EXISTS (SELECT 1 FROM product_sales s WHERE s.product_id = p.id AND s.quantity > 0) AS sold
		FROM products p CROSS JOIN LATERAL morph_listing_price(p.id, p.price_piastres, clock_timestamp()) pr
		WHERE p.id = ANY(product_refs) AND p.is_active
			-- Shown: in no inactive category, or in an active one (the one place this rule is written; isVisibleSql reads the rows).
			AND (NOT EXISTS (SELECT 1 FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
					JOIN categories c ON c.id = ct.category_id WHERE pt.product_id = p.id AND NOT c.is_active)
				OR EXISTS (SELECT 1 FROM product_tags pt JOIN category_tags ct ON ct.tag_id = pt.tag_id
					JOIN categories c ON c.id = ct.category_id WHERE pt.product_id = p.id AND c.is_active))
	), gone AS (
		DELETE FROM catalogue_listing l WHERE l.product_id = ANY(product_refs)
			AND l.product_id NOT IN (SELECT f.product_id FROM fresh f)
	), shown AS (
		DELETE FROM catalogue_unlisted u WHERE u.product_id = ANY(product_refs)
			AND u.product_id IN (SELECT f.product_id FROM fresh f)
	), hidden AS (
		INSERT INTO catalogue_unlisted (product_id)
		SELECT p.id FROM products p WHERE p.id = ANY(product_refs) AND p.id NOT IN (SELECT f.product_id FROM fresh f)
		ON CONFLICT DO NOTHING
	)
	INSERT INTO catalogue_listing AS l (product_id, created_at, price_piastres, category_ids, tag_ids, facets,
		price_now, discounted, price_until, sold)
	SELECT * FROM fresh
	ON CONFLICT (product_id) DO UPDATE SET created_at = EXCLUDED.created_at, price_piastres = EXCLUDED.price_piastres,
		category_ids = EXCLUDED.category_ids, tag_ids = EXCLUDED.tag_ids, facets = EXCLUDED.facets,
		price_now = EXCLUDED.price_now, discounted = EXCLUDED.discounted, price_until = EXCLUDED.price_until,
		sold = EXCLUDED.sold
	WHERE (l.created_at, l.price_piastres, l.category_ids, l.tag_ids, l.facets, l.price_now, l.discounted,
			l.price_until, l.sold)
		IS DISTINCT FROM (EXCLUDED.created_at, EXCLUDED.price_piastres, EXCLUDED.category_ids, EXCLUDED.tag_ids,
			EXCLUDED.facets, EXCLUDED.price_now, EXCLUDED.discounted, EXCLUDED.price_until, EXCLUDED.sold)
$$;
--> statement-breakpoint
-- The listed products among `product_refs` priced again at `at` (a row whose price did not change is left).
CREATE FUNCTION morph_reprice_listing(product_refs integer[], at timestamptz) RETURNS integer LANGUAGE sql AS $$
	WITH repriced AS (
		UPDATE catalogue_listing l SET price_now = p.price_now, discounted = p.discounted, price_until = p.price_until
		FROM catalogue_listing x CROSS JOIN LATERAL morph_listing_price(x.product_id, x.price_piastres, at) p
		WHERE x.product_id = ANY(product_refs) AND l.product_id = x.product_id
			AND (l.price_now, l.discounted, l.price_until) IS DISTINCT FROM (p.price_now, p.discounted, p.price_until)
		RETURNING 1
	)
	SELECT count(*)::int FROM repriced
$$;
--> statement-breakpoint
-- The products a discount aims at (its own product, its tag's, its category's).
CREATE FUNCTION morph_discount_products(product_ref integer, tag_ref integer, category_ref integer) RETURNS integer[]
	LANGUAGE sql STABLE AS $$
	SELECT CASE
		WHEN product_ref IS NOT NULL THEN ARRAY[product_ref]
		WHEN tag_ref IS NOT NULL THEN ARRAY(SELECT pt.product_id FROM product_tags pt WHERE pt.tag_id = tag_ref)
		WHEN category_ref IS NOT NULL THEN ARRAY(SELECT pt.product_id FROM category_tags ct
			JOIN product_tags pt ON pt.tag_id = ct.tag_id WHERE ct.category_id = category_ref)
		ELSE '{}'::integer[] END
$$;
--> statement-breakpoint
-- A discount written: the products it aims at, before and after, priced again.
CREATE FUNCTION morph_discount_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	refs integer[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN
		refs := refs || morph_discount_products(OLD.product_id, OLD.tag_id, OLD.category_id);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		refs := refs || morph_discount_products(NEW.product_id, NEW.tag_id, NEW.category_id);
	END IF;
	PERFORM morph_reprice_listing(refs, clock_timestamp());
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "discounts_listing" AFTER INSERT OR UPDATE OR DELETE ON "discounts"
	FOR EACH ROW EXECUTE FUNCTION morph_discount_changed();
--> statement-breakpoint
-- Units sold changed (every order's rollup, morph_rollup_items): the listing's `sold` follows, written only when it
-- flips. A statement trigger, so a rebuild of product_sales is one update of the listing, not one per product.
CREATE FUNCTION morph_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE catalogue_listing l SET sold = NOT l.sold
	WHERE l.product_id IN (SELECT c.product_id FROM changed_sales c)
		AND l.sold IS DISTINCT FROM EXISTS (SELECT 1 FROM product_sales s WHERE s.product_id = l.product_id AND s.quantity > 0);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_sales_listing_insert" AFTER INSERT ON "product_sales"
	REFERENCING NEW TABLE AS changed_sales FOR EACH STATEMENT EXECUTE FUNCTION morph_sales_changed();
--> statement-breakpoint
CREATE TRIGGER "product_sales_listing_update" AFTER UPDATE ON "product_sales"
	REFERENCING NEW TABLE AS changed_sales FOR EACH STATEMENT EXECUTE FUNCTION morph_sales_changed();
--> statement-breakpoint
CREATE TRIGGER "product_sales_listing_delete" AFTER DELETE ON "product_sales"
	REFERENCING OLD TABLE AS changed_sales FOR EACH STATEMENT EXECUTE FUNCTION morph_sales_changed();
--> statement-breakpoint
-- The keys a listed product is counted under (the catalogue's filters name the same: public-catalogue.ts).
CREATE FUNCTION morph_listing_keys(category_ids integer[], tag_ids integer[], facets text[]) RETURNS text[]
	LANGUAGE sql IMMUTABLE AS $$
	SELECT ARRAY['*'] || ARRAY(SELECT 'cat:' || c FROM unnest(category_ids) c)
		|| ARRAY(SELECT 'tag:' || t FROM unnest(tag_ids) t) || facets
$$;
--> statement-breakpoint
-- Not in the Drizzle schema, as the listing: only these functions write it and only the catalogue reads it.
CREATE TABLE "catalogue_counts" (
	"key" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_counts_key_index" ON "catalogue_counts" ("key") INCLUDE ("n");
--> statement-breakpoint
-- Every key's count made again from the listing (after a load with the triggers off, as the bench's generators do).
CREATE FUNCTION morph_rebuild_catalogue_counts() RETURNS void LANGUAGE sql AS $$
	DELETE FROM catalogue_counts;
	INSERT INTO catalogue_counts (key, n)
	SELECT k, count(*) FROM catalogue_listing l, unnest(morph_listing_keys(l.category_ids, l.tag_ids, l.facets)) k
	GROUP BY k;
$$;
--> statement-breakpoint
SELECT morph_rebuild_catalogue_counts();
--> statement-breakpoint
-- Each key's rows folded into one (the jobs, every minute): a row deleted here is added back in the sum, in one
-- statement, so a count read at any moment is the same before and after.
CREATE FUNCTION morph_fold_catalogue_counts() RETURNS integer LANGUAGE sql AS $$
	WITH folded AS (
		DELETE FROM catalogue_counts c
		WHERE c.key IN (SELECT x.key FROM catalogue_counts x GROUP BY x.key HAVING count(*) > 1)
		RETURNING c.key, c.n
	), added AS (
		INSERT INTO catalogue_counts (key, n) SELECT f.key, sum(f.n) FROM folded f GROUP BY f.key HAVING sum(f.n) <> 0
		RETURNING 1
	)
	SELECT count(*)::int FROM folded
$$;
--> statement-breakpoint
CREATE FUNCTION morph_listing_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO catalogue_counts (key, n)
		SELECT k, count(*) FROM added a, unnest(morph_listing_keys(a.category_ids, a.tag_ids, a.facets)) k GROUP BY k;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO catalogue_counts (key, n)
		SELECT k, -count(*) FROM removed r, unnest(morph_listing_keys(r.category_ids, r.tag_ids, r.facets)) k GROUP BY k;
	ELSE
		-- Most updates (a price, `sold`) change no key: only the rows whose keys changed are compared.
		INSERT INTO catalogue_counts (key, n)
		SELECT k, sum(change)::int FROM (
			SELECT morph_listing_keys(a.category_ids, a.tag_ids, a.facets) AS after,
				morph_listing_keys(r.category_ids, r.tag_ids, r.facets) AS before
			FROM added a JOIN removed r ON r.product_id = a.product_id
			WHERE (a.category_ids, a.tag_ids, a.facets) IS DISTINCT FROM (r.category_ids, r.tag_ids, r.facets)
		) changed
		CROSS JOIN LATERAL (
			SELECT unnest(changed.after) AS k, 1 AS change
			UNION ALL
			SELECT unnest(changed.before), -1
		) keys
		GROUP BY k HAVING sum(change) <> 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_listing_counted_insert" AFTER INSERT ON "catalogue_listing"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION morph_listing_counted();
--> statement-breakpoint
CREATE TRIGGER "catalogue_listing_counted_update" AFTER UPDATE ON "catalogue_listing"
	REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION morph_listing_counted();
--> statement-breakpoint
CREATE TRIGGER "catalogue_listing_counted_delete" AFTER DELETE ON "catalogue_listing"
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION morph_listing_counted();
--> statement-breakpoint
-- Pages by price walk the prices shoppers pay (the price before discounts is no longer sorted by); the settled check
-- is read from the index.
DROP INDEX "catalogue_listing_price_index";
--> statement-breakpoint
CREATE INDEX "catalogue_listing_price_now_index" ON "catalogue_listing" ("price_now", "created_at" DESC, "product_id" DESC) INCLUDE ("price_until");
--> statement-breakpoint
CREATE INDEX "catalogue_listing_discounted_index" ON "catalogue_listing" ("created_at" DESC, "product_id" DESC) INCLUDE ("price_until") WHERE "discounted";
--> statement-breakpoint
CREATE INDEX "catalogue_listing_unsold_index" ON "catalogue_listing" ("created_at" DESC, "product_id" DESC) WHERE NOT "sold";
--> statement-breakpoint
CREATE INDEX "catalogue_listing_price_until_index" ON "catalogue_listing" ("price_until") WHERE "price_until" IS NOT NULL;
--> statement-breakpoint
ANALYZE "catalogue_listing";
