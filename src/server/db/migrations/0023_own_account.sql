-- A member's own account (modules/auth): where each session was started, and the ADMIN_PASSWORD last applied to
-- the owner, so that a start with the same variable does not undo a password she changed since.
ALTER TABLE "admins" ADD COLUMN "bootstrap_password_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "os" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;