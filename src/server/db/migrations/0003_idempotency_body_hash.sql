-- An Idempotency-Key is bound to the body it first came with: the same key with another body is
-- refused instead of answering with the first order. Orders placed before this have no hash.
ALTER TABLE "orders" ADD COLUMN "idempotency_body_hash" text;
