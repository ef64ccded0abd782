-- tenants.menus_folded: the words of a tenant's active menus (each menu's search_folded split on spaces), each once,
-- sorted, between spaces (' ' when none). The tenant search matches a word through the tenant's menus on the tenant's
-- own row (its trigram index) instead of collecting, per search, the ids of every tenant with a matching menu. A search
-- word holds no space, so it matches this text exactly when it matches one of the menus' texts.
-- Kept by triggers on menus once per statement (a bulk write refreshes each tenant once). Lock order: a write that
-- changes an active menu's text or whether a menu is active takes the tenant row before the menu row
-- (db/queries/menus.ts; an insert of an active menu locks it in menus_copy_tenant_fields, menus-read-model.sql).
-- History: migration 0011.

CREATE OR REPLACE FUNCTION "tenant_menu_words"(tenant integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(' ' || string_agg(w.word, ' ' ORDER BY w.word) || ' ', ' ')
  FROM (
    SELECT DISTINCT word FROM "menus" AS m CROSS JOIN LATERAL regexp_split_to_table(m."search_folded", '\s+') AS word
    WHERE m."tenant_id" = tenant AND m."status" = 'active'
  ) AS w
  WHERE w.word <> ''
$$;

CREATE OR REPLACE FUNCTION "tenants_refresh_menu_words"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "tenants" AS t SET "menus_folded" = w.words
  FROM (SELECT i.id, "tenant_menu_words"(i.id) AS words FROM unnest(ids) AS i(id)) AS w
  WHERE t."id" = w.id AND t."menus_folded" IS DISTINCT FROM w.words
$$;

CREATE OR REPLACE FUNCTION "menus_refresh_words_inserted_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tenants_refresh_menu_words"(array(SELECT DISTINCT "tenant_id" FROM changed_rows WHERE "status" = 'active'));
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "menus_words_insert_trg" AFTER INSERT ON "menus" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_refresh_words_inserted_deleted"();

CREATE OR REPLACE TRIGGER "menus_words_delete_trg" AFTER DELETE ON "menus" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_refresh_words_inserted_deleted"();

CREATE OR REPLACE FUNCTION "menus_refresh_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the menus that were or are active and changed their text, their activity or their tenant (a change of the
  -- tenant's status or rating rewrites its menus' copies, and refreshes nothing here).
  PERFORM "tenants_refresh_menu_words"(array(
    SELECT DISTINCT ids.id FROM old_rows AS o JOIN new_rows AS n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES (o."tenant_id"), (n."tenant_id")) AS ids(id)
    WHERE (o."status" = 'active' OR n."status" = 'active')
      AND (o."status" IS DISTINCT FROM n."status" OR o."search_folded" IS DISTINCT FROM n."search_folded" OR o."tenant_id" IS DISTINCT FROM n."tenant_id")
  ));
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "menus_words_update_trg" AFTER UPDATE ON "menus" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "menus_refresh_words_updated"();

CREATE OR REPLACE FUNCTION "menus_refresh_words_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenants" SET "menus_folded" = ' ' WHERE "menus_folded" <> ' ';
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "menus_words_truncate_trg" AFTER TRUNCATE ON "menus" FOR EACH STATEMENT
  EXECUTE FUNCTION "menus_refresh_words_truncated"();
