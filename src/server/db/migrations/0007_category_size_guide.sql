-- A category may carry a size guide (issue 12): plain text the product pages of its products show.
ALTER TABLE "categories" ADD COLUMN "size_guide" text;
