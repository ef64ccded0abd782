// Operating hours in Asia/Jakarta: "open now", the shifts of a weekday, and schema.org opening hours. Pure, no server imports.
import { SITE, WEEKDAYS, WEEKDAY_LABELS, type Weekday } from './constants';
import type { DayHours, OperatingHours } from './validations/tenant';

export interface Shift {
  /** 'HH:MM' */
  open: string;
  /** 'HH:MM'; a close at or before open means the shift runs past midnight. */
  close: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM', or null when malformed. */
export function toMinutes(value: string | undefined | null): number | null {
  if (!value) return null;
  const m = TIME.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The well-formed shifts of one day; none when the day is closed or missing. Split shifts win over open/close. */
export function dayShifts(day: DayHours | null | undefined): Shift[] {
  if (!day || day.closed) return [];
  const candidates = day.shifts && day.shifts.length > 0 ? day.shifts : [{ open: day.open ?? '', close: day.close ?? '' }];
  return candidates.filter((s) => toMinutes(s.open) !== null && toMinutes(s.close) !== null && s.open !== s.close);
}

/** True when the tenant publishes hours for at least one day. */
export function hasOperatingHours(hours: OperatingHours | null | undefined): hours is OperatingHours {
  return !!hours && WEEKDAYS.some((d) => hours[d] !== undefined);
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE.timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * `compute(date)` remembered for the UTC minute of `date`: Asia/Jakarta's offset has been a whole number of minutes
 * since 1924 (+07:00 since 1964), so one UTC minute is one local minute. A page of 50 menu cards asks for the same
 * minute's clock about 100 times, and `formatToParts` costs 7-14 µs a call; the remembered answer costs nothing.
 * Invalid dates are not remembered.
 */
function perMinute<T>(compute: (date: Date) => T): (date: Date) => T {
  let minute = Number.NaN;
  let value: T;
  return (date) => {
    const m = Math.floor(date.getTime() / 60_000);
    if (m !== minute) {
      value = compute(date);
      minute = m;
    }
    return value;
  };
}

const clockAt = perMinute((date: Date): { day: Weekday; minutes: number } => {
  const parts = weekdayFormat.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = get('weekday').toLowerCase() as Weekday;
  const hour = Number(get('hour')) % 24;
  return { day, minutes: hour * 60 + Number(get('minute')) };
});

/** The weekday and minutes since midnight of `date` in Asia/Jakarta. */
export function jakartaClock(date: Date): { day: Weekday; minutes: number } {
  const { day, minutes } = clockAt(date);
  return { day, minutes };
}

/** The weekday before `day` (Monday's is Sunday). */
export function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length]!;
}

function nextDay(day: Weekday, steps = 1): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + steps) % WEEKDAYS.length]!;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const dateAt = perMinute((date: Date) => dateFormat.format(date));

/** The calendar date of `date` in Asia/Jakarta, 'YYYY-MM-DD'. */
export function jakartaDate(date: Date): string {
  return dateAt(date);
}

/** The current Jakarta clock as the public "open now" filter needs it (computed in JS so it can be injected). */
export interface OpenNowClock {
  day: Weekday;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** 'YYYY-MM-DD' in Asia/Jakarta. */
  today: string;
}

export function openNowClock(date: Date): OpenNowClock {
  const { day, minutes } = jakartaClock(date);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { day, time, today: jakartaDate(date) };
}

/** The clock's minute of the week from Monday 00.00 (0-10079), as tenant_open_weeks.minutes counts them. */
export function weekMinute(clock: Pick<OpenNowClock, 'day' | 'time'>): number {
  return WEEKDAYS.indexOf(clock.day) * 24 * 60 + (toMinutes(clock.time) ?? 0);
}

/**
 * Whether the tenant is open at `date` (Asia/Jakarta). Closed days and missing days are closed; a day may have
 * several shifts; a shift whose close is at or before its open runs past midnight into the next day.
 * Returns null when no hours are published at all (unknown, not "closed").
 */
export function isOpenNow(hours: OperatingHours | null | undefined, date: Date = new Date()): boolean | null {
  if (!hasOperatingHours(hours)) return null;
  const { day, minutes } = jakartaClock(date);
  for (const shift of dayShifts(hours[day])) {
    const open = toMinutes(shift.open)!;
    const close = toMinutes(shift.close)!;
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  // Yesterday's overnight shifts still running after midnight.
  for (const shift of dayShifts(hours[previousDay(day)])) {
    const open = toMinutes(shift.open)!;
    const close = toMinutes(shift.close)!;
    if (close <= open && minutes < close) return true;
  }
  return false;
}

export interface WeekdayHoursRow {
  day: Weekday;
  label: string;
  shifts: Shift[];
  /** 'Tutup' or '07.00 - 21.00' / '08.00 - 11.30, 13.00 - 23.00'. */
  text: string;
}

function displayTime(value: string): string {
  return value.replace(':', '.');
}

export interface TemporaryClosure {
  temporarilyClosed?: boolean | null;
  /** 'YYYY-MM-DD': the first day open again; the closure ends when that day starts in Jakarta. */
  reopensOn?: string | null;
}

/** Whether the "Tutup sementara" switch is in force at `date` (it lapses on `reopensOn`). */
export function isTemporarilyClosed(closure: TemporaryClosure | null | undefined, date: Date): boolean {
  if (!closure?.temporarilyClosed) return false;
  return !closure.reopensOn || closure.reopensOn > jakartaDate(date);
}

const reopenFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const reopenFormatWithYear = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** '1 Desember' ('1 Januari 2028' when not this year in Jakarta). */
function displayReopenDate(reopensOn: string, date: Date): string {
  const day = new Date(`${reopensOn}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return reopensOn;
  return (reopensOn.slice(0, 4) === jakartaDate(date).slice(0, 4) ? reopenFormat : reopenFormatWithYear).format(day);
}

export type OpeningState =
  | { status: 'open'; label: 'Buka'; detail: null }
  | { status: 'closed'; label: 'Tutup'; detail: string | null }
  | { status: 'temporarilyClosed'; label: 'Tutup sementara'; detail: string | null };

/** 'Buka jam 17.00' today, 'Buka besok 08.00', 'Buka Senin 08.00'; null when no shift starts within a week. */
function nextOpening(hours: OperatingHours, date: Date): string | null {
  const { day, minutes } = jakartaClock(date);
  for (let offset = 0; offset <= 7; offset++) {
    const weekday = nextDay(day, offset);
    const opens = dayShifts(hours[weekday])
      .map((s) => toMinutes(s.open)!)
      .filter((open) => offset > 0 || open > minutes)
      .sort((a, b) => a - b);
    if (opens.length === 0) continue;
    const first = opens[0]!;
    const time = `${String(Math.floor(first / 60)).padStart(2, '0')}.${String(first % 60).padStart(2, '0')}`;
    if (offset === 0) return `Buka jam ${time}`;
    if (offset === 1) return `Buka besok ${time}`;
    // A week ahead is the same weekday as today: name it rather than say "today".
    return `Buka ${WEEKDAY_LABELS[weekday]} ${time}`;
  }
  return null;
}

/**
 * Open or closed at `date` in Asia/Jakarta, with the next opening when closed; "Tutup sementara" (and "Buka lagi
 * 1 Desember") while the temporary closure is in force. Null when nothing can be said: no hours and no closure.
 */
export function openingState(
  hours: OperatingHours | null | undefined,
  closure: TemporaryClosure | null | undefined,
  date: Date = new Date(),
): OpeningState | null {
  if (isTemporarilyClosed(closure, date)) {
    return {
      status: 'temporarilyClosed',
      label: 'Tutup sementara',
      detail: closure?.reopensOn ? `Buka lagi ${displayReopenDate(closure.reopensOn, date)}` : null,
    };
  }
  const open = isOpenNow(hours, date);
  if (open === null || !hours) return null;
  if (open) return { status: 'open', label: 'Buka', detail: null };
  return { status: 'closed', label: 'Tutup', detail: nextOpening(hours, date) };
}

/** One row per weekday, Monday first, for the hours table. */
export function weeklyHours(hours: OperatingHours | null | undefined): WeekdayHoursRow[] {
  return WEEKDAYS.map((day) => {
    const shifts = dayShifts(hours?.[day]);
    const text = shifts.length === 0 ? 'Tutup' : shifts.map((s) => `${displayTime(s.open)} - ${displayTime(s.close)}`).join(', ');
    return { day, label: WEEKDAY_LABELS[day], shifts, text };
  });
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** schema.org openingHoursSpecification: one entry per distinct shift, listing the days that share it. */
export function openingHoursSpecification(hours: OperatingHours | null | undefined): OpeningHoursSpecification[] {
  const byShift = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEKDAYS) {
    for (const shift of dayShifts(hours?.[day])) {
      const key = `${shift.open}-${shift.close}`;
      const entry = byShift.get(key) ?? { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: shift.open, closes: shift.close };
      entry.dayOfWeek.push(SCHEMA_DAYS[day]);
      byShift.set(key, entry);
    }
  }
  return [...byShift.values()];
}
