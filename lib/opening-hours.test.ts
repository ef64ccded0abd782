import { describe, expect, it } from 'vitest';
import { dayShifts, isOpenNow, jakartaClock, openingHoursSpecification, weeklyHours } from './opening-hours';
import type { OperatingHours } from './validations/tenant';

/** A wall-clock time in Jakarta (UTC+7, no daylight saving). 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}+07:00`);

const everyDay = (open: string, close: string): OperatingHours => ({
  monday: { open, close },
  tuesday: { open, close },
  wednesday: { open, close },
  thursday: { open, close },
  friday: { open, close },
  saturday: { open, close },
  sunday: { open, close },
});

describe('jakartaClock', () => {
  it('reads the weekday and minutes in Asia/Jakarta, not in UTC', () => {
    // 2026-11-22T20:30Z is Monday 03:30 in Jakarta.
    expect(jakartaClock(new Date('2026-11-22T20:30:00Z'))).toEqual({ day: 'monday', minutes: 3 * 60 + 30 });
    expect(jakartaClock(at('2026-11-23T00:00:00'))).toEqual({ day: 'monday', minutes: 0 });
  });
});

describe('isOpenNow', () => {
  const hours = everyDay('07:00', '21:00');

  it('is open inside the hours and closed outside, close time exclusive', () => {
    expect(isOpenNow(hours, at('2026-11-23T07:00:00'))).toBe(true);
    expect(isOpenNow(hours, at('2026-11-23T20:59:00'))).toBe(true);
    expect(isOpenNow(hours, at('2026-11-23T21:00:00'))).toBe(false);
    expect(isOpenNow(hours, at('2026-11-23T06:59:00'))).toBe(false);
  });

  it('uses Jakarta time whatever the server clock zone is', () => {
    // 23:30 UTC on Sunday is 06:30 Monday in Jakarta: closed; 00:30 UTC Monday is 07:30 Jakarta: open.
    expect(isOpenNow(hours, new Date('2026-11-22T23:30:00Z'))).toBe(false);
    expect(isOpenNow(hours, new Date('2026-11-23T00:30:00Z'))).toBe(true);
  });

  it('treats a closed day as closed all day', () => {
    const closedMonday: OperatingHours = { ...hours, monday: { open: '07:00', close: '21:00', closed: true } };
    expect(isOpenNow(closedMonday, at('2026-11-23T12:00:00'))).toBe(false);
    expect(isOpenNow(closedMonday, at('2026-11-24T12:00:00'))).toBe(true);
  });

  it('treats a missing day as closed', () => {
    const { sunday: _sunday, ...noSunday } = hours;
    expect(isOpenNow(noSunday, at('2026-11-22T12:00:00'))).toBe(false);
  });

  it('supports split shifts and is closed during the break', () => {
    const split: OperatingHours = {
      ...hours,
      friday: {
        open: '08:00',
        close: '23:00',
        shifts: [
          { open: '08:00', close: '11:30' },
          { open: '13:00', close: '23:00' },
        ],
      },
    };
    expect(isOpenNow(split, at('2026-11-27T09:00:00'))).toBe(true);
    expect(isOpenNow(split, at('2026-11-27T12:00:00'))).toBe(false);
    expect(isOpenNow(split, at('2026-11-27T13:00:00'))).toBe(true);
    expect(isOpenNow(split, at('2026-11-27T23:00:00'))).toBe(false);
  });

  it('keeps a shift that runs past midnight open into the next morning', () => {
    const late = everyDay('18:00', '02:00');
    expect(isOpenNow(late, at('2026-11-23T23:00:00'))).toBe(true);
    expect(isOpenNow(late, at('2026-11-24T01:30:00'))).toBe(true);
    expect(isOpenNow(late, at('2026-11-24T02:00:00'))).toBe(false);
    const onlyMonday: OperatingHours = { monday: { open: '18:00', close: '02:00' } };
    // Sunday night has no shift, so Monday 01:00 is closed; Tuesday 01:00 belongs to Monday's shift.
    expect(isOpenNow(onlyMonday, at('2026-11-23T01:00:00'))).toBe(false);
    expect(isOpenNow(onlyMonday, at('2026-11-24T01:00:00'))).toBe(true);
  });

  it('returns null when no hours are published', () => {
    expect(isOpenNow(null, at('2026-11-23T12:00:00'))).toBeNull();
    expect(isOpenNow({}, at('2026-11-23T12:00:00'))).toBeNull();
  });
});

describe('dayShifts and weeklyHours', () => {
  it('ignores malformed shifts', () => {
    expect(dayShifts({ open: '25:00', close: '10:00' })).toEqual([]);
    expect(dayShifts({ open: '10:00', close: '10:00' })).toEqual([]);
  });

  it('lists every weekday Monday first with Indonesian labels', () => {
    const rows = weeklyHours({ monday: { open: '07:00', close: '21:00' }, tuesday: { open: '07:00', close: '21:00', closed: true } });
    expect(rows.map((r) => r.label)).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(rows[0]!.text).toBe('07.00 - 21.00');
    expect(rows[1]!.text).toBe('Tutup');
    expect(rows[6]!.text).toBe('Tutup');
  });
});

describe('openingHoursSpecification', () => {
  it('groups days that share a shift and lists split shifts separately', () => {
    const spec = openingHoursSpecification({
      monday: { open: '08:00', close: '17:00' },
      tuesday: { open: '08:00', close: '17:00' },
      wednesday: { open: '08:00', close: '17:00', closed: true },
      friday: {
        open: '08:00',
        close: '23:00',
        shifts: [
          { open: '08:00', close: '11:30' },
          { open: '13:00', close: '23:00' },
        ],
      },
    });
    expect(spec).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '08:00', closes: '11:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '13:00', closes: '23:00' },
    ]);
  });
});
