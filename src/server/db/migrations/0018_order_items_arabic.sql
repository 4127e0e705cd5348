-- An order line keeps the Arabic name of its product and colour as they were when it was bought, beside the
-- English: an Arabic order's pages, messages and packing slip name them in Arabic. Lines of earlier orders take
-- the catalogue's current Arabic names (NULL where the shop wrote none, or the product is gone).
ALTER TABLE "order_items" ADD COLUMN "product_name_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "color_ar" text;--> statement-breakpoint
UPDATE "order_items" SET "product_name_ar" = NULLIF(btrim("products"."name_ar"), '')
  FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
UPDATE "order_items" SET "color_ar" = NULLIF(btrim("variants"."color_ar"), '')
  FROM "variants" WHERE "variants"."id" = "order_items"."variant_id";
