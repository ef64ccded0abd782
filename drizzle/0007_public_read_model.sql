DROP INDEX "menus_search_folded_trgm_idx";--> statement-breakpoint
DROP INDEX "tenants_search_folded_trgm_idx";--> statement-breakpoint
DROP INDEX "tenants_name_folded_trgm_idx";--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "tenant_status" "tenant_status" DEFAULT 'pending_approval' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "tenant_rating" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "search_folded" text GENERATED ALWAYS AS ((' ' || translate(lower("menus"."name" || ' ' || coalesce("menus"."description", '') || ' ' || coalesce("menus"."ingredients", '')), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ,.:!?()[]{}/\-_&+*"''`|<>=~	
̧̀́̂̃̄̆̇̈̊̋̌', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy                            ') || ' ')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "search_folded" text GENERATED ALWAYS AS ((' ' || translate(lower("tenants"."name" || ' ' || coalesce("tenants"."description", '') || ' ' || "tenants"."address" || ' ' || coalesce("tenants"."district", '')), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ,.:!?()[]{}/\-_&+*"''`|<>=~	
̧̀́̂̃̄̆̇̈̊̋̌', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy                            ') || ' ')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "name_folded" text GENERATED ALWAYS AS ((' ' || translate(lower("tenants"."name"), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ,.:!?()[]{}/\-_&+*"''`|<>=~	
̧̀́̂̃̄̆̇̈̊̋̌', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy                            ') || ' ')) STORED NOT NULL;--> statement-breakpoint
-- The read model's copies of the tenant's status and rating on every menu, then the triggers that keep them in the
-- same transaction as every write (the app never writes them).
UPDATE "menus" AS m SET "tenant_status" = t."status", "tenant_rating" = t."rating" FROM "tenants" AS t WHERE t."id" = m."tenant_id";--> statement-breakpoint
CREATE FUNCTION "menus_copy_tenant_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  found_status "tenant_status";
  found_rating numeric(3, 2);
BEGIN
  -- FOR SHARE: a concurrent change of the tenant's status or rating is waited for and its result read, or it waits
  -- until this menu is committed (and its trigger then updates this row too); either way the copy is never stale.
  SELECT t."status", t."rating" INTO found_status, found_rating FROM "tenants" AS t WHERE t."id" = NEW."tenant_id" FOR SHARE;
  IF FOUND THEN
    NEW."tenant_status" := found_status;
    NEW."tenant_rating" := found_rating;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "menus_tenant_fields_trg" BEFORE INSERT OR UPDATE OF "tenant_id", "tenant_status", "tenant_rating" ON "menus" FOR EACH ROW EXECUTE FUNCTION "menus_copy_tenant_fields"();--> statement-breakpoint
CREATE FUNCTION "tenants_copy_fields_to_menus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "menus" SET "tenant_status" = NEW."status", "tenant_rating" = NEW."rating"
    WHERE "tenant_id" = NEW."id" AND ("tenant_status" IS DISTINCT FROM NEW."status" OR "tenant_rating" IS DISTINCT FROM NEW."rating");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tenants_menu_fields_trg" AFTER UPDATE OF "status", "rating" ON "tenants" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."rating" IS DISTINCT FROM NEW."rating") EXECUTE FUNCTION "tenants_copy_fields_to_menus"();--> statement-breakpoint
CREATE INDEX "menus_public_rating_idx" ON "menus" USING btree ("is_available" desc,"tenant_rating" desc nulls last,"created_at" desc,"id") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';--> statement-breakpoint
CREATE INDEX "menus_public_category_rating_idx" ON "menus" USING btree ("category","is_available" desc,"tenant_rating" desc nulls last,"created_at" desc,"id") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';--> statement-breakpoint
CREATE INDEX "menus_public_created_idx" ON "menus" USING btree ("is_available" desc,"created_at" desc,"id") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';--> statement-breakpoint
CREATE INDEX "menus_public_price_idx" ON "menus" USING btree ("is_available" desc,"price","id") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';--> statement-breakpoint
CREATE INDEX "menus_public_name_idx" ON "menus" USING btree ("is_available" desc,lower("name"),"id") WHERE "menus"."status" = 'active' and "menus"."tenant_status" = 'active';--> statement-breakpoint
CREATE INDEX "tenants_public_rating_idx" ON "tenants" USING btree (nullif("rating", 0) desc nulls last,"id") WHERE "tenants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "tenants_public_featured_rating_idx" ON "tenants" USING btree ("is_featured" desc,nullif("rating", 0) desc nulls last,"id") WHERE "tenants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "tenants_public_created_idx" ON "tenants" USING btree ("created_at" desc nulls last,"id") WHERE "tenants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "tenants_public_name_idx" ON "tenants" USING btree (lower("name"),"id") WHERE "tenants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "menus_search_folded_trgm_idx" ON "menus" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_search_folded_trgm_idx" ON "tenants" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_name_folded_trgm_idx" ON "tenants" USING gin ("name_folded" gin_trgm_ops);