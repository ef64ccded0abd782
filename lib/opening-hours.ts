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

/** The weekday and minutes since midnight of `date` in Asia/Jakarta. */
export function jakartaClock(date: Date): { day: Weekday; minutes: number } {
  const parts = weekdayFormat.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = get('weekday').toLowerCase() as Weekday;
  const hour = Number(get('hour')) % 24;
  return { day, minutes: hour * 60 + Number(get('minute')) };
}

function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length]!;
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
