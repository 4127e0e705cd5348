-- Where each size's last stock change stands (the catalogue cache keeps the newest stock it hears of).
--
-- sizes.stock_seq: set from size_stock_changes whenever stock changes, by a BEFORE UPDATE trigger, which runs
--   once the row is locked: two changes of one size get increasing numbers in the order they commit, whoever
--   makes them (orders, cancellations, the back office).
CREATE SEQUENCE "public"."size_stock_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "stock_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION morph_size_stock_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_seq := nextval('size_stock_changes');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sizes_stock_seq BEFORE UPDATE OF stock ON sizes
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION morph_size_stock_seq();
