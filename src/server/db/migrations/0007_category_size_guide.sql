-- A category may carry a size guide: plain text the product pages of its products show.
ALTER TABLE "categories" ADD COLUMN "size_guide" text;
