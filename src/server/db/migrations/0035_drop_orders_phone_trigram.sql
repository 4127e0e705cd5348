-- The back office finds part of a mobile among the distinct mobiles (order_phones, migration 0033), not in the
-- orders' own phone: its trigram index was read by no query and kept up on every checkout.
DROP INDEX IF EXISTS "orders_phone_trgm_index";
