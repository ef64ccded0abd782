-- tenants.active_menu_count: the number of the tenant's active menus, kept by triggers on menus in the same
-- transaction as every write, so that "listed tenants" (active, with at least one active menu) is a condition on the
-- tenant's own row with partial indexes (tenants_listed_*_idx) instead of an EXISTS over menus per tenant.
-- Inserts and deletes are counted once per statement and tenant (transition tables); an update per row only when it
-- changes whether the menu is active or its tenant. Lock order: see menus-read-model.sql.
-- History: migration 0009.

CREATE OR REPLACE FUNCTION "menus_count_active_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The statement's inserted or deleted menus (changed_rows), counted per tenant: a bulk write updates each tenant
  -- once. A tenant deleted in the same statement (its menus cascade) is no longer visible here: nothing to update.
  UPDATE "tenants" AS t SET "active_menu_count" = t."active_menu_count" + (CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END) * d.n
    FROM (SELECT "tenant_id", count(*)::int AS n FROM changed_rows WHERE "status" = 'active' GROUP BY "tenant_id") AS d
    WHERE t."id" = d."tenant_id";
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "menus_active_count_insert_trg" AFTER INSERT ON "menus" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_count_active_rows"();

CREATE OR REPLACE TRIGGER "menus_active_count_delete_trg" AFTER DELETE ON "menus" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_count_active_rows"();

CREATE OR REPLACE FUNCTION "menus_count_active_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'active' THEN
    UPDATE "tenants" SET "active_menu_count" = "active_menu_count" - 1 WHERE "id" = OLD."tenant_id";
  END IF;
  IF NEW."status" = 'active' THEN
    UPDATE "tenants" SET "active_menu_count" = "active_menu_count" + 1 WHERE "id" = NEW."tenant_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "menus_active_count_update_trg" AFTER UPDATE OF "status", "tenant_id" ON "menus" FOR EACH ROW
  WHEN ((OLD."status" = 'active') IS DISTINCT FROM (NEW."status" = 'active') OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "menus_count_active_updated"();

CREATE OR REPLACE FUNCTION "menus_count_active_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenants" SET "active_menu_count" = 0 WHERE "active_menu_count" <> 0;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "menus_active_count_truncate_trg" AFTER TRUNCATE ON "menus" FOR EACH STATEMENT
  EXECUTE FUNCTION "menus_count_active_truncated"();
