ALTER TABLE "menus" ADD COLUMN "previous_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "revision_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "revision_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "previous_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "revision_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "revision_rejection_reason" text;--> statement-breakpoint
CREATE INDEX "menus_revision_queue_idx" ON "menus" USING btree ("revision_submitted_at") WHERE "menus"."pending_revision" is not null and "menus"."revision_rejection_reason" is null;--> statement-breakpoint
CREATE INDEX "tenants_revision_queue_idx" ON "tenants" USING btree ("revision_submitted_at") WHERE "tenants"."pending_revision" is not null and "tenants"."revision_rejection_reason" is null;