-- tenant_open_weeks: "open now" in its own narrow table, one row per tenant with at least one valid shift (its minutes
-- and hours of the week, operating-week.sql, and its temporary closure), so that "open now" reads this row alone.
-- Written after an insert with hours, or an update that changes the hours or the closure; removed when the hours hold
-- no valid shift. A change of the closure alone (the "Tutup sementara" switch) leaves the hours as they are.
-- History: migration 0012 (columns of tenants, BEFORE triggers), replaced in 0013 by this table and these triggers.

CREATE OR REPLACE FUNCTION "tenants_sync_open_week"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_minutes int4multirange;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."operating_hours" IS NOT DISTINCT FROM OLD."operating_hours" THEN
    UPDATE "tenant_open_weeks" SET "closed_until" = "tenant_closed_until"(NEW."temporarily_closed", NEW."reopens_on")
    WHERE "tenant_id" = NEW."id";
    RETURN NULL;
  END IF;
  open_minutes := "operating_week_minutes"(NEW."operating_hours");
  IF isempty(open_minutes) THEN
    DELETE FROM "tenant_open_weeks" WHERE "tenant_id" = NEW."id";
  ELSE
    INSERT INTO "tenant_open_weeks" ("tenant_id", "minutes", "hours", "closed_until")
    VALUES (NEW."id", open_minutes, "operating_week_hours"(NEW."operating_hours"), "tenant_closed_until"(NEW."temporarily_closed", NEW."reopens_on"))
    ON CONFLICT ("tenant_id") DO UPDATE SET "minutes" = excluded."minutes", "hours" = excluded."hours", "closed_until" = excluded."closed_until";
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE TRIGGER "tenants_open_week_insert_trg" AFTER INSERT ON "tenants" FOR EACH ROW
  WHEN (NEW."operating_hours" IS NOT NULL)
  EXECUTE FUNCTION "tenants_sync_open_week"();

CREATE OR REPLACE TRIGGER "tenants_open_week_update_trg" AFTER UPDATE OF "operating_hours", "temporarily_closed", "reopens_on" ON "tenants" FOR EACH ROW
  WHEN (NEW."operating_hours" IS DISTINCT FROM OLD."operating_hours" OR NEW."temporarily_closed" IS DISTINCT FROM OLD."temporarily_closed"
    OR NEW."reopens_on" IS DISTINCT FROM OLD."reopens_on")
  EXECUTE FUNCTION "tenants_sync_open_week"();
