-- The catalogue in Arabic too: optional Arabic names and descriptions of products and categories, and
-- the Arabic name of a colour. The storefront falls back to the English text where one is empty.
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "color_ar" text;
