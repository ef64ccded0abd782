CREATE TYPE "public"."halal_status" AS ENUM('certified', 'self_declared', 'not_halal', 'unknown');--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "halal_status" "halal_status" DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "halal_certificate_number" varchar(32);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "payment_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tenants_status_halal_idx" ON "tenants" USING btree ("status","halal_status");--> statement-breakpoint
-- The old yes/no flag carried no certificate, so "yes" becomes the seller's own claim.
UPDATE "tenants" SET "halal_status" = CASE WHEN "is_halal" THEN 'self_declared'::"halal_status" WHEN NOT "is_halal" THEN 'not_halal'::"halal_status" ELSE 'unknown'::"halal_status" END;--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "is_halal";--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_halal_certificate_only_certified" CHECK (("tenants"."halal_status" = 'certified') = ("tenants"."halal_certificate_number" is not null));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_halal_certificate_format" CHECK ("tenants"."halal_certificate_number" ~ '^ID[0-9]{10,20}$');--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_payment_methods_known" CHECK ("tenants"."payment_methods" <@ array['cash', 'qris', 'gopay', 'ovo', 'dana', 'shopeepay', 'bank_transfer']::text[]);