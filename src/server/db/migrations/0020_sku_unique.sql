-- A SKU names one colour or one size in the whole shop, whatever its case ('' is none: a size then takes its
-- colour's). Existing duplicates are mended first, so the indexes can be built on any shop's data:
-- - a size whose SKU is its own colour's loses it (it takes the colour's anyway);
-- - of several colours or sizes with one SKU, the first (colours before sizes, then the oldest) keeps it and each
--   other gets the first free "-2", "-3", … after it (within the back office's 60 characters).
UPDATE "sizes" s SET "sku" = '' FROM "variants" v
  WHERE s."variant_id" = v."id" AND s."sku" <> '' AND lower(s."sku") = lower(v."sku");--> statement-breakpoint
DO $$
DECLARE
  r record;
  n integer;
  candidate text;
BEGIN
  FOR r IN
    SELECT 1 AS rank, v."id", v."sku" FROM "variants" v
      WHERE v."sku" <> '' AND EXISTS (
        SELECT 1 FROM "variants" o WHERE o."sku" <> '' AND lower(o."sku") = lower(v."sku") AND o."id" < v."id")
    UNION ALL
    SELECT 2, s."id", s."sku" FROM "sizes" s
      WHERE s."sku" <> '' AND (
        EXISTS (SELECT 1 FROM "variants" o WHERE o."sku" <> '' AND lower(o."sku") = lower(s."sku"))
        OR EXISTS (
          SELECT 1 FROM "sizes" o WHERE o."sku" <> '' AND lower(o."sku") = lower(s."sku") AND o."id" < s."id"))
    ORDER BY 1, 2
  LOOP
    n := 2;
    LOOP
      candidate := left(r."sku", 60 - length('-' || n)) || '-' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "variants" WHERE lower("sku") = lower(candidate))
        AND NOT EXISTS (SELECT 1 FROM "sizes" WHERE lower("sku") = lower(candidate));
      n := n + 1;
    END LOOP;
    IF r.rank = 1 THEN
      UPDATE "variants" SET "sku" = candidate WHERE "id" = r."id";
    ELSE
      UPDATE "sizes" SET "sku" = candidate WHERE "id" = r."id";
    END IF;
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "sizes_sku_unique" ON "sizes" USING btree (lower("sku")) WHERE "sizes"."sku" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "variants_sku_unique" ON "variants" USING btree (lower("sku")) WHERE "variants"."sku" <> '';--> statement-breakpoint
-- Across the two tables (a size's SKU that is a colour's, or the reverse) no index can say it: this trigger does,
-- raising the same unique_violation. It first takes a transaction lock on the SKU, so two writers giving one SKU
-- to a colour and to a size at once are checked one after the other, on any instance.
CREATE OR REPLACE FUNCTION morph_sku_unique() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."sku" = '' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('morph:sku'), hashtext(lower(NEW."sku")));
  IF (TG_TABLE_NAME = 'variants' AND EXISTS (
        SELECT 1 FROM "sizes" WHERE "sku" <> '' AND lower("sku") = lower(NEW."sku")))
     OR (TG_TABLE_NAME = 'sizes' AND EXISTS (
        SELECT 1 FROM "variants" WHERE "sku" <> '' AND lower("sku") = lower(NEW."sku"))) THEN
    RAISE EXCEPTION 'SKU % is already used', NEW."sku"
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'sku_unique';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER variants_sku_unique BEFORE INSERT OR UPDATE OF sku ON variants
  FOR EACH ROW EXECUTE FUNCTION morph_sku_unique();--> statement-breakpoint
CREATE TRIGGER sizes_sku_unique BEFORE INSERT OR UPDATE OF sku ON sizes
  FOR EACH ROW EXECUTE FUNCTION morph_sku_unique();
