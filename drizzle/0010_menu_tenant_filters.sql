ALTER TABLE "menus" ADD COLUMN "tenant_halal_status" "halal_status" DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "tenant_district" varchar(100);--> statement-breakpoint
-- The read model's copies of the tenant's halal status and kecamatan (the public filters on the tenant) on every menu,
-- beside its status and rating (migration 0007), kept by the same triggers in the same transaction as every write.
UPDATE "menus" AS m SET "tenant_halal_status" = t."halal_status", "tenant_district" = t."district" FROM "tenants" AS t WHERE t."id" = m."tenant_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "menus_copy_tenant_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant "tenants"%ROWTYPE;
BEGIN
  -- FOR SHARE: a concurrent change of the tenant's copied fields is waited for and its result read, or it waits until
  -- this menu is committed (and its trigger then updates this row too); either way the copy is never stale.
  -- An active menu also changes the tenant's active_menu_count after the statement: FOR NO KEY UPDATE then, so two
  -- such inserts queue here instead of both holding a share lock the count's update would have to upgrade.
  IF NEW."status" = 'active' THEN
    SELECT * INTO tenant FROM "tenants" AS t WHERE t."id" = NEW."tenant_id" FOR NO KEY UPDATE;
  ELSE
    SELECT * INTO tenant FROM "tenants" AS t WHERE t."id" = NEW."tenant_id" FOR SHARE;
  END IF;
  IF FOUND THEN
    NEW."tenant_status" := tenant."status";
    NEW."tenant_rating" := tenant."rating";
    NEW."tenant_halal_status" := tenant."halal_status";
    NEW."tenant_district" := tenant."district";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "menus_tenant_fields_trg" ON "menus";--> statement-breakpoint
CREATE TRIGGER "menus_tenant_fields_trg" BEFORE INSERT OR UPDATE OF "tenant_id", "tenant_status", "tenant_rating", "tenant_halal_status", "tenant_district"
  ON "menus" FOR EACH ROW EXECUTE FUNCTION "menus_copy_tenant_fields"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tenants_copy_fields_to_menus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "menus"
    SET "tenant_status" = NEW."status", "tenant_rating" = NEW."rating", "tenant_halal_status" = NEW."halal_status", "tenant_district" = NEW."district"
    WHERE "tenant_id" = NEW."id" AND ("tenant_status", "tenant_rating", "tenant_halal_status", "tenant_district")
      IS DISTINCT FROM (NEW."status", NEW."rating", NEW."halal_status", NEW."district");
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "tenants_menu_fields_trg" ON "tenants";--> statement-breakpoint
CREATE TRIGGER "tenants_menu_fields_trg" AFTER UPDATE OF "status", "rating", "halal_status", "district" ON "tenants" FOR EACH ROW
  WHEN ((OLD."status", OLD."rating", OLD."halal_status", OLD."district") IS DISTINCT FROM (NEW."status", NEW."rating", NEW."halal_status", NEW."district"))
  EXECUTE FUNCTION "tenants_copy_fields_to_menus"();--> statement-breakpoint
CREATE INDEX "menus_public_halal_idx" ON "menus" USING btree ("tenant_halal_status","category","price") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';--> statement-breakpoint
CREATE INDEX "menus_public_district_idx" ON "menus" USING btree ("tenant_district","category","price") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';