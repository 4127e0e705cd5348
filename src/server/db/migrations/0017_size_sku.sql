-- A size may carry its own SKU (the one-screen product form has a SKU per colour and size); empty: the colour's.
ALTER TABLE "sizes" ADD COLUMN "sku" text DEFAULT '' NOT NULL;