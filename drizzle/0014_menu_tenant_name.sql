DROP INDEX "tenants_name_folded_trgm_idx";--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "tenant_name_folded" text DEFAULT ' ' NOT NULL;--> statement-breakpoint
-- The read model's copy of the tenant's folded name (tenants.name_folded) on every menu, beside its status, rating,
-- halal status and kecamatan (migrations 0007 and 0010), kept by the same triggers in the same transaction as every
-- write. The public search matched a menu through its tenant's name with `tenant_id = any(array(...))`, an array the
-- planner only sees when the query runs: it planned every word as if few tenants carried it, so a word in most
-- tenants' names under an explicit sort gathered and sorted most menus (320 ms at 200,000). On the menu's own row the
-- condition has statistics (and a trigram index), so such a word reads the order's index and stops at the page.
UPDATE "menus" AS m SET "tenant_name_folded" = t."name_folded" FROM "tenants" AS t WHERE t."id" = m."tenant_id";--> statement-breakpoint
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
    NEW."tenant_name_folded" := tenant."name_folded";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "menus_tenant_fields_trg" ON "menus";--> statement-breakpoint
CREATE TRIGGER "menus_tenant_fields_trg" BEFORE INSERT OR UPDATE OF "tenant_id", "tenant_status", "tenant_rating", "tenant_halal_status", "tenant_district", "tenant_name_folded"
  ON "menus" FOR EACH ROW EXECUTE FUNCTION "menus_copy_tenant_fields"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tenants_copy_fields_to_menus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "menus"
    SET "tenant_status" = NEW."status", "tenant_rating" = NEW."rating", "tenant_halal_status" = NEW."halal_status",
      "tenant_district" = NEW."district", "tenant_name_folded" = NEW."name_folded"
    WHERE "tenant_id" = NEW."id" AND ("tenant_status", "tenant_rating", "tenant_halal_status", "tenant_district", "tenant_name_folded")
      IS DISTINCT FROM (NEW."status", NEW."rating", NEW."halal_status", NEW."district", NEW."name_folded");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- name_folded is generated from name: a rename is an update of "name", and the AFTER trigger sees the new folded name.
DROP TRIGGER "tenants_menu_fields_trg" ON "tenants";--> statement-breakpoint
CREATE TRIGGER "tenants_menu_fields_trg" AFTER UPDATE OF "status", "rating", "halal_status", "district", "name" ON "tenants" FOR EACH ROW
  WHEN ((OLD."status", OLD."rating", OLD."halal_status", OLD."district", OLD."name_folded") IS DISTINCT FROM (NEW."status", NEW."rating", NEW."halal_status", NEW."district", NEW."name_folded"))
  EXECUTE FUNCTION "tenants_copy_fields_to_menus"();--> statement-breakpoint
CREATE INDEX "menus_tenant_name_folded_trgm_idx" ON "menus" USING gin ("tenant_name_folded" gin_trgm_ops);--> statement-breakpoint
-- The planner estimates a LIKE on this column from its histogram, in steps of one bucket: a rare word found in one of
-- the default 100 buckets' bounds was taken for 1% of all menus (thousands at a city's scale), so under an explicit
-- sort it read the order's index looking for them (200 ms for a word in one tenant's name among 10,000). With 1,000
-- buckets such a word is estimated at 0.1%, and its few menus are fetched through the trigram index and sorted.
ALTER TABLE "menus" ALTER COLUMN "tenant_name_folded" SET STATISTICS 1000;--> statement-breakpoint
-- Statistics now, not at the next autoanalyze: without them every word looks rare, the plan this copy exists to avoid.
ANALYZE "menus";
