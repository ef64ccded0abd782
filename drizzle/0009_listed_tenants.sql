ALTER TABLE "tenants" ADD COLUMN "active_menu_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The count of each tenant's active menus, then the triggers on menus that keep it in the same transaction as every
-- write. Lock order: a write that changes whether a menu is active takes the tenant row before the menu row (the
-- review and PATCH/DELETE paths lock the tenant first, db/queries/menus.ts; an insert locks it in the BEFORE trigger
-- below), the order a change of the tenant's status takes (tenants_menu_fields_trg updates its menus), so the two
-- queue instead of deadlocking.
UPDATE "tenants" AS t SET "active_menu_count" = c.n
  FROM (SELECT "tenant_id", count(*)::int AS n FROM "menus" WHERE "status" = 'active' GROUP BY "tenant_id") AS c
  WHERE c."tenant_id" = t."id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "menus_copy_tenant_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_status "tenant_status";
  found_rating numeric(3, 2);
BEGIN
  -- FOR SHARE: a concurrent change of the tenant's status or rating is waited for and its result read, or it waits
  -- until this menu is committed (and its trigger then updates this row too); either way the copy is never stale.
  -- An active menu also changes the tenant's active_menu_count after the statement: FOR NO KEY UPDATE then, so two
  -- such inserts queue here instead of both holding a share lock the count's update would have to upgrade.
  IF NEW."status" = 'active' THEN
    SELECT t."status", t."rating" INTO found_status, found_rating FROM "tenants" AS t WHERE t."id" = NEW."tenant_id" FOR NO KEY UPDATE;
  ELSE
    SELECT t."status", t."rating" INTO found_status, found_rating FROM "tenants" AS t WHERE t."id" = NEW."tenant_id" FOR SHARE;
  END IF;
  IF FOUND THEN
    NEW."tenant_status" := found_status;
    NEW."tenant_rating" := found_rating;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "menus_count_active_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The statement's inserted or deleted menus (changed_rows), counted per tenant: a bulk write updates each tenant
  -- once. A tenant deleted in the same statement (its menus cascade) is no longer visible here: nothing to update.
  UPDATE "tenants" AS t SET "active_menu_count" = t."active_menu_count" + (CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END) * d.n
    FROM (SELECT "tenant_id", count(*)::int AS n FROM changed_rows WHERE "status" = 'active' GROUP BY "tenant_id") AS d
    WHERE t."id" = d."tenant_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menus_active_count_insert_trg" AFTER INSERT ON "menus" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_count_active_rows"();--> statement-breakpoint
CREATE TRIGGER "menus_active_count_delete_trg" AFTER DELETE ON "menus" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_count_active_rows"();--> statement-breakpoint
CREATE FUNCTION "menus_count_active_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'active' THEN
    UPDATE "tenants" SET "active_menu_count" = "active_menu_count" - 1 WHERE "id" = OLD."tenant_id";
  END IF;
  IF NEW."status" = 'active' THEN
    UPDATE "tenants" SET "active_menu_count" = "active_menu_count" + 1 WHERE "id" = NEW."tenant_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menus_active_count_update_trg" AFTER UPDATE OF "status", "tenant_id" ON "menus" FOR EACH ROW
  WHEN ((OLD."status" = 'active') IS DISTINCT FROM (NEW."status" = 'active') OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "menus_count_active_updated"();--> statement-breakpoint
CREATE FUNCTION "menus_count_active_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenants" SET "active_menu_count" = 0 WHERE "active_menu_count" <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menus_active_count_truncate_trg" AFTER TRUNCATE ON "menus" FOR EACH STATEMENT
  EXECUTE FUNCTION "menus_count_active_truncated"();--> statement-breakpoint
CREATE INDEX "tenants_listed_stats_idx" ON "tenants" USING btree ("rating","total_orders","active_menu_count") WHERE "tenants"."status" = 'active' and "tenants"."active_menu_count" > 0;--> statement-breakpoint
CREATE INDEX "tenants_listed_sitemap_idx" ON "tenants" USING btree ("id","slug","updated_at") WHERE "tenants"."status" = 'active' and "tenants"."active_menu_count" > 0;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_active_menu_count_positive" CHECK ("tenants"."active_menu_count" >= 0);