import { describe, expect, it } from 'vitest';
import {
  dayShifts,
  isOpenNow,
  isTemporarilyClosed,
  jakartaClock,
  jakartaDate,
  openNowClock,
  openingHoursSpecification,
  openingState,
  weekMinute,
  weeklyHours,
} from './opening-hours';
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

  it('answers every instant with its own minute, also when the calls alternate and cross midnight (remembered per minute)', () => {
    // Read straight from Intl, as the clock did before it remembered its last minute.
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const expected = (d: Date) => {
      const get = (type: string) => parts.formatToParts(d).find((p) => p.type === type)?.value ?? '';
      return { day: get('weekday').toLowerCase(), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
    };
    const expectedDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(d);
    const midnight = at('2026-11-30T00:00:00').getTime(); // Sunday → Monday
    const instants = [
      midnight - 1,
      midnight,
      midnight - 1, // back to the minute before: not the remembered one
      midnight + 59_999,
      midnight + 60_000,
      at('2026-11-23T12:30:00').getTime(),
      midnight + 1,
      at('1999-12-31T23:59:30').getTime(),
      at('2000-01-01T00:00:30').getTime(),
    ];
    for (let i = 0; i < 200; i++) instants.push(midnight + Math.round(Math.sin(i) * 3 * 86_400_000) + i * 7_919);
    for (const t of instants) {
      const d = new Date(t);
      expect(jakartaClock(d), d.toISOString()).toEqual(expected(d));
      expect(jakartaDate(d), d.toISOString()).toBe(expectedDate(d));
      // The answer is the caller's own object: changing it changes nothing for the next caller.
      jakartaClock(d).minutes = -1;
      expect(jakartaClock(d).minutes).toBe(expected(d).minutes);
    }
    expect(jakartaClock(new Date(midnight - 1))).toEqual({ day: 'sunday', minutes: 23 * 60 + 59 });
    expect(jakartaClock(new Date(midnight))).toEqual({ day: 'monday', minutes: 0 });
  });

  it('still refuses an invalid date', () => {
    expect(() => jakartaClock(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => jakartaDate(new Date(Number.NaN))).toThrow(RangeError);
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

describe('openingState', () => {
  const hours = everyDay('08:00', '21:00');

  it('is open inside the hours', () => {
    expect(openingState(hours, null, at('2026-11-23T12:00:00'))).toEqual({ status: 'open', label: 'Buka', detail: null });
  });

  it('names the next opening today, tomorrow or on a weekday, in 24-hour time with a dot', () => {
    expect(openingState(hours, null, at('2026-11-23T06:30:00'))).toEqual({ status: 'closed', label: 'Tutup', detail: 'Buka jam 08.00' });
    expect(openingState(hours, null, at('2026-11-23T22:00:00'))?.detail).toBe('Buka besok 08.00');
    // Closed Saturday and Sunday: Friday night names Monday.
    const weekdays: OperatingHours = { ...hours, saturday: { closed: true }, sunday: { closed: true } };
    expect(openingState(weekdays, null, at('2026-11-27T22:00:00'))?.detail).toBe('Buka Senin 08.00');
    // Only Monday: next Monday is a week ahead, named, not "today".
    const onlyMonday: OperatingHours = { monday: { open: '08:00', close: '09:00' } };
    expect(openingState(onlyMonday, null, at('2026-11-23T10:00:00'))?.detail).toBe('Buka Senin 08.00');
  });

  it('gives the next shift of a split day during the break', () => {
    const split: OperatingHours = {
      monday: {
        shifts: [
          { open: '10:00', close: '14:00' },
          { open: '17:00', close: '22:00' },
        ],
      },
    };
    expect(openingState(split, null, at('2026-11-23T11:00:00'))?.status).toBe('open');
    expect(openingState(split, null, at('2026-11-23T15:00:00'))).toEqual({ status: 'closed', label: 'Tutup', detail: 'Buka jam 17.00' });
    expect(openingState(split, null, at('2026-11-23T17:00:00'))?.status).toBe('open');
  });

  it('counts a shift past midnight as open the next morning', () => {
    const late = everyDay('18:00', '02:00');
    expect(openingState(late, null, at('2026-11-24T01:00:00'))?.status).toBe('open');
    expect(openingState(late, null, at('2026-11-24T02:00:00'))).toEqual({ status: 'closed', label: 'Tutup', detail: 'Buka jam 18.00' });
  });

  it('uses Jakarta time whatever the server clock zone is', () => {
    // 2026-11-23T00:30Z is 07:30 Monday in Jakarta (still Sunday evening in the Americas).
    expect(openingState(hours, null, new Date('2026-11-23T00:30:00Z'))?.detail).toBe('Buka jam 08.00');
    expect(openingState(hours, null, new Date('2026-11-23T01:00:00Z'))?.status).toBe('open');
  });

  it('says nothing when no hours are published and the tenant is not closed', () => {
    expect(openingState(null, null, at('2026-11-23T12:00:00'))).toBeNull();
    expect(openingState({}, { temporarilyClosed: false }, at('2026-11-23T12:00:00'))).toBeNull();
  });

  it('says "Tutup sementara" while temporarily closed, with the reopening date when set', () => {
    const now = at('2026-11-23T12:00:00');
    expect(openingState(hours, { temporarilyClosed: true, reopensOn: null }, now)).toEqual({
      status: 'temporarilyClosed',
      label: 'Tutup sementara',
      detail: null,
    });
    expect(openingState(hours, { temporarilyClosed: true, reopensOn: '2026-12-01' }, now)).toEqual({
      status: 'temporarilyClosed',
      label: 'Tutup sementara',
      detail: 'Buka lagi 1 Desember',
    });
    expect(openingState(hours, { temporarilyClosed: true, reopensOn: '2027-01-05' }, now)?.detail).toBe('Buka lagi 5 Januari 2027');
    // Even without hours the closure is shown.
    expect(openingState(null, { temporarilyClosed: true }, now)?.label).toBe('Tutup sementara');
  });

  it('goes back to the hours on the reopening day (a Jakarta day, not a UTC one)', () => {
    const closure = { temporarilyClosed: true, reopensOn: '2026-12-01' };
    expect(openingState(hours, closure, at('2026-11-30T23:59:00'))?.status).toBe('temporarilyClosed');
    // 2026-11-30T17:30Z is already 1 December 00:30 in Jakarta.
    expect(isTemporarilyClosed(closure, new Date('2026-11-30T17:30:00Z'))).toBe(false);
    expect(openingState(hours, closure, at('2026-12-01T09:00:00'))?.status).toBe('open');
    expect(openingState(hours, closure, at('2026-12-02T07:00:00'))?.detail).toBe('Buka jam 08.00');
  });
});

describe('openNowClock', () => {
  it('gives the Jakarta weekday, the time and the date', () => {
    expect(openNowClock(new Date('2026-11-22T18:05:00Z'))).toEqual({ day: 'monday', time: '01:05', today: '2026-11-23' });
  });
});

describe('weekMinute', () => {
  it('counts the minutes of the week from Monday 00.00', () => {
    expect(weekMinute({ day: 'monday', time: '00:00' })).toBe(0);
    expect(weekMinute({ day: 'monday', time: '01:05' })).toBe(65);
    expect(weekMinute({ day: 'wednesday', time: '03:30' })).toBe(2 * 1440 + 210);
    expect(weekMinute({ day: 'sunday', time: '23:59' })).toBe(7 * 1440 - 1);
  });
});
