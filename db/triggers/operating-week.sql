-- Helpers for "open now": a tenant's operating hours (tenants.operating_hours, jsonb) as minutes of the week from
-- Monday 00.00 Jakarta time (0-10079), and the hours of the week (0-167) open for at least one minute. The SQL twin of
-- dayShifts() and isOpenNow() (lib/opening-hours.ts): a day's split shifts when it has any, else its open/close; a
-- closed or missing day, a malformed 'HH:MM' and a shift that opens when it closes count for nothing; a shift whose
-- close is before its open runs past midnight into the next day (Sunday's into Monday).
-- operating_week_spans gives the spans [start, end) of the valid shifts, pairs in one array; plpgsql without queries
-- (about 0.1 ms per write of a tenant's hours). tenant_closed_until gives the temporary closure as one date: null when
-- open as usual, the reopening date, or 'infinity' when closed until further notice.
-- Used by tenant-open-weeks.sql. History: migrations 0012 (week functions), 0013 (tenant_closed_until).

CREATE OR REPLACE FUNCTION "operating_week_spans"(hours jsonb) RETURNS int[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
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
$$;

CREATE OR REPLACE FUNCTION "operating_week_minutes"(hours jsonb) RETURNS int4multirange LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  spans constant int[] := "operating_week_spans"(hours);
  result int4multirange := '{}';
BEGIN
  FOR k IN 1 .. coalesce(array_length(spans, 1), 0) BY 2 LOOP
    result := result + int4multirange(int4range(spans[k], spans[k + 1]));
  END LOOP;
  RETURN result;
END
$$;

CREATE OR REPLACE FUNCTION "operating_week_hours"(hours jsonb) RETURNS smallint[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
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
$$;

CREATE OR REPLACE FUNCTION "tenant_closed_until"(temporarily_closed boolean, reopens_on date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN temporarily_closed THEN coalesce(reopens_on, 'infinity'::date) END;
