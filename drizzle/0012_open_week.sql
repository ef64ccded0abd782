-- "Open now" from the tenant's own row: its operating hours as minutes of the week from Monday 00.00 Jakarta time
-- (0-10079), and the hours of the week (0-167) open for at least one minute (GIN-indexed: the few tenants open at
-- night, and the planner's estimate of how many are open at an hour). The SQL twin of dayShifts() and isOpenNow()
-- (lib/opening-hours.ts): a day's split shifts when it has any, else its open/close; a closed or missing day, a
-- malformed 'HH:MM' and a shift that opens when it closes count for nothing; a shift whose close is before its open
-- runs past midnight into the next day (Sunday's into Monday).
-- The spans [start, end) of the valid shifts as minutes of the week, pairs in one array. plpgsql without queries: both
-- columns cost about 0.1 ms per write of a tenant's hours (SQL functions over jsonb_array_elements took 0.5 ms).
CREATE FUNCTION "operating_week_spans"(hours jsonb) RETURNS int[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  days constant text[] := array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  spans int[] := '{}';
  day jsonb;
  shifts jsonb;
  shift jsonb;
  o int;
  c int;
BEGIN
  IF jsonb_typeof(hours) IS DISTINCT FROM 'object' THEN RETURN spans; END IF;
  FOR i IN 0..6 LOOP
    day := hours -> days[i + 1];
    CONTINUE WHEN jsonb_typeof(day) IS DISTINCT FROM 'object' OR (day ->> 'closed') = 'true';
    shifts := day -> 'shifts';
    IF jsonb_typeof(shifts) IS DISTINCT FROM 'array' OR jsonb_array_length(shifts) = 0 THEN
      shifts := jsonb_build_array(jsonb_build_object('open', day -> 'open', 'close', day -> 'close'));
    END IF;
    FOR k IN 0 .. jsonb_array_length(shifts) - 1 LOOP
      shift := shifts -> k;
      CONTINUE WHEN jsonb_typeof(shift) IS DISTINCT FROM 'object'
        OR NOT coalesce((shift ->> 'open') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false)
        OR NOT coalesce((shift ->> 'close') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false);
      o := substr(shift ->> 'open', 1, 2)::int * 60 + substr(shift ->> 'open', 4, 2)::int;
      c := substr(shift ->> 'close', 1, 2)::int * 60 + substr(shift ->> 'close', 4, 2)::int;
      CONTINUE WHEN o = c;
      IF c > o THEN
        spans := spans || array[i * 1440 + o, i * 1440 + c];
      ELSE
        spans := spans || array[i * 1440 + o, (i + 1) * 1440];
        IF c > 0 THEN spans := spans || array[((i + 1) % 7) * 1440, ((i + 1) % 7) * 1440 + c]; END IF;
      END IF;
    END LOOP;
  END LOOP;
  RETURN spans;
END
$$;--> statement-breakpoint
CREATE FUNCTION "operating_week_minutes"(hours jsonb) RETURNS int4multirange LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  spans constant int[] := "operating_week_spans"(hours);
  result int4multirange := '{}';
BEGIN
  FOR k IN 1 .. coalesce(array_length(spans, 1), 0) BY 2 LOOP
    result := result + int4multirange(int4range(spans[k], spans[k + 1]));
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint
CREATE FUNCTION "operating_week_hours"(hours jsonb) RETURNS smallint[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  spans constant int[] := "operating_week_spans"(hours);
  open_hours boolean[] := array_fill(false, array[168]);
  result smallint[] := '{}';
BEGIN
  FOR k IN 1 .. coalesce(array_length(spans, 1), 0) BY 2 LOOP
    FOR h IN spans[k] / 60 .. (spans[k + 1] - 1) / 60 LOOP
      open_hours[h + 1] := true;
    END LOOP;
  END LOOP;
  FOR h IN 0..167 LOOP
    IF open_hours[h + 1] THEN result := result || h::smallint; END IF;
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "open_week_minutes" "int4multirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "open_week_hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tenants_open_week_hours_idx" ON "tenants" USING gin ("open_week_hours");--> statement-breakpoint
UPDATE "tenants" SET "open_week_minutes" = "operating_week_minutes"("operating_hours"), "open_week_hours" = "operating_week_hours"("operating_hours")
WHERE "operating_hours" IS NOT NULL;--> statement-breakpoint
-- Kept by triggers in the same transaction as every write (not generated columns: PostgreSQL 15 recomputes those on
-- every update of the row, and each menu write updates its tenant's count of active menus). An update that leaves the
-- hours and both columns alone does not call the function; a direct write of a column is overridden.
CREATE FUNCTION "tenants_set_open_week"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."open_week_minutes" := "operating_week_minutes"(NEW."operating_hours");
  NEW."open_week_hours" := "operating_week_hours"(NEW."operating_hours");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tenants_open_week_insert_trg" BEFORE INSERT ON "tenants" FOR EACH ROW EXECUTE FUNCTION "tenants_set_open_week"();--> statement-breakpoint
CREATE TRIGGER "tenants_open_week_update_trg" BEFORE UPDATE ON "tenants" FOR EACH ROW
  WHEN (NEW."operating_hours" IS DISTINCT FROM OLD."operating_hours" OR NEW."open_week_minutes" IS DISTINCT FROM OLD."open_week_minutes"
    OR NEW."open_week_hours" IS DISTINCT FROM OLD."open_week_hours")
  EXECUTE FUNCTION "tenants_set_open_week"();
