-- The read model's copies of the tenant's fields on every menu: status, rating, halal status, kecamatan and folded
-- name (menus.tenant_status, tenant_rating, tenant_halal_status, tenant_district, tenant_name_folded), so that the
-- public menu list filters, sorts and searches on the menu's own row (its indexes and statistics) instead of joining
-- tenants per request. Kept in the same transaction as every write: a menu takes its tenant's fields when inserted or
-- moved, a tenant pushes a change of them to its menus; the app never writes the copies.
-- Lock order: an insert of an active menu takes the tenant row FOR NO KEY UPDATE before the menu row (its count of
-- active menus changes after the statement, tenant-active-menu-count.sql), the order a change of the tenant's status
-- takes, so the two queue instead of deadlocking.
-- History: migrations 0007 (status, rating), 0009 (lock for active menus), 0010 (halal status, kecamatan), 0014 (name).

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
$$;

CREATE OR REPLACE TRIGGER "menus_tenant_fields_trg" BEFORE INSERT OR UPDATE OF "tenant_id", "tenant_status", "tenant_rating", "tenant_halal_status", "tenant_district", "tenant_name_folded"
  ON "menus" FOR EACH ROW EXECUTE FUNCTION "menus_copy_tenant_fields"();

CREATE OR REPLACE FUNCTION "tenants_copy_fields_to_menus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "menus"
    SET "tenant_status" = NEW."status", "tenant_rating" = NEW."rating", "tenant_halal_status" = NEW."halal_status",
      "tenant_district" = NEW."district", "tenant_name_folded" = NEW."name_folded"
    WHERE "tenant_id" = NEW."id" AND ("tenant_status", "tenant_rating", "tenant_halal_status", "tenant_district", "tenant_name_folded")
      IS DISTINCT FROM (NEW."status", NEW."rating", NEW."halal_status", NEW."district", NEW."name_folded");
  RETURN NULL;
END
$$;

-- name_folded is generated from name: a rename is an update of "name", and the AFTER trigger sees the new folded name.
CREATE OR REPLACE TRIGGER "tenants_menu_fields_trg" AFTER UPDATE OF "status", "rating", "halal_status", "district", "name" ON "tenants" FOR EACH ROW
  WHEN ((OLD."status", OLD."rating", OLD."halal_status", OLD."district", OLD."name_folded") IS DISTINCT FROM (NEW."status", NEW."rating", NEW."halal_status", NEW."district", NEW."name_folded"))
  EXECUTE FUNCTION "tenants_copy_fields_to_menus"();
