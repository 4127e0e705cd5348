-- Each member of the shop's staff has a role (docs/decisions/0030-staff-roles.md); every admin so far was the
-- owner's single account, so existing rows become owners.
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" IN ('owner', 'manager', 'order_desk', 'packer'));