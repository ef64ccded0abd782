ALTER TABLE "menus" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written data fix (issue 35): the creator of a record still awaiting review (pending or rejected, the only ones a
-- reviewer can approve next) is read back from its 'create' entry in the activity log, so an admin's menu or tenant
-- created before this release cannot be approved by that admin either. Active and inactive records keep null (their
-- review is behind them); so does a record whose log entry is gone.
UPDATE "menus" AS m SET "created_by" = a."user_id"
FROM "activity_logs" AS a
WHERE a."entity" = 'menu' AND a."action" = 'create' AND a."entity_id" = m."id"::text AND a."user_id" IS NOT NULL
  AND m."status" IN ('pending_approval', 'rejected') AND m."created_by" IS NULL;--> statement-breakpoint
UPDATE "tenants" AS t SET "created_by" = a."user_id"
FROM "activity_logs" AS a
WHERE a."entity" = 'tenant' AND a."action" = 'create' AND a."entity_id" = t."id"::text AND a."user_id" IS NOT NULL
  AND t."status" IN ('pending_approval', 'rejected') AND t."created_by" IS NULL;
