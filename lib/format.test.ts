import { describe, expect, it } from 'vitest';
import {
  formatAverageRating,
  formatCount,
  formatDate,
  formatDateTime,
  formatIDR,
  formatLastLogin,
  formatNumber,
  formatRating,
  formatRelativeTime,
  hasRating,
} from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2026-11-22T05:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatIDR (IDR without decimals, id-ID)', () => {
  it('formats 25000 as Rp 25.000', () => {
    const text = formatIDR(25000);
    expect(text).toContain('Rp');
    expect(text).toContain('25.000');
    expect(text).not.toMatch(/,\d/);
    expect(text).toBe('Rp 25.000');
  });
  it('rounds away decimals', () => {
    expect(formatIDR(12500.6)).toBe('Rp 12.501');
    expect(formatIDR('1500000')).toBe('Rp 1.500.000');
  });
  it('formats missing or non-numeric input as Rp 0', () => {
    expect(formatIDR(null)).toBe('Rp 0');
    expect(formatIDR(undefined)).toBe('Rp 0');
    expect(formatIDR('abc')).toBe('Rp 0');
  });
});

describe('formatCount', () => {
  it("reads a capped count as '1.000+' and an exact one as the number", () => {
    expect(formatCount(1000, true)).toBe('1.000+');
    expect(formatCount(1000, false)).toBe('1.000');
    expect(formatCount(37, undefined)).toBe('37');
  });
});

describe('formatNumber', () => {
  it('uses the Indonesian thousands separator', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });
});

describe('formatDate and formatDateTime (Indonesian locale, Asia/Jakarta)', () => {
  it('writes the Indonesian month name', () => {
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('22 November 2026');
    expect(formatDate(new Date('2026-08-17T03:00:00Z'))).toBe('17 Agustus 2026');
    expect(formatDate('2026-05-01T03:00:00Z')).toContain('Mei');
  });
  it('uses Jakarta time (UTC+7) for the day', () => {
    expect(formatDate('2026-11-21T18:00:00Z')).toBe('22 November 2026');
  });
  it("returns '-' for missing or invalid dates", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
  it('formatDateTime shows a short month and the time', () => {
    const text = formatDateTime('2026-11-22T03:05:00Z');
    expect(text).toContain('22 Nov 2026');
    expect(text).toContain('10.05');
  });
});

describe('formatRelativeTime (dashboards)', () => {
  it.each([
    [0, 'Baru saja'],
    [59 * 1000, 'Baru saja'],
    [MINUTE, '1 menit yang lalu'],
    [5 * MINUTE, '5 menit yang lalu'],
    [59 * MINUTE, '59 menit yang lalu'],
    [HOUR, '1 jam yang lalu'],
    [3 * HOUR, '3 jam yang lalu'],
    [23 * HOUR + 59 * MINUTE, '23 jam yang lalu'],
    [DAY, '1 hari yang lalu'],
    [2 * DAY, '2 hari yang lalu'],
    [45 * DAY, '45 hari yang lalu'],
  ])('%i ms ago -> %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });
  it('accepts ISO strings and treats the future as now', () => {
    expect(formatRelativeTime(ago(5 * MINUTE).toISOString(), now)).toBe('5 menit yang lalu');
    expect(formatRelativeTime(new Date(now.getTime() + HOUR), now)).toBe('Baru saja');
  });
});

describe('formatLastLogin (user list)', () => {
  it.each([[null], [undefined], ['not a date']])("%j -> 'Belum pernah login'", (value) => {
    expect(formatLastLogin(value, now)).toBe('Belum pernah login');
  });
  it.each([
    [30 * MINUTE, 'Baru saja'],
    [59 * MINUTE, 'Baru saja'],
    [HOUR, '1 jam yang lalu'],
    [5 * HOUR, '5 jam yang lalu'],
    [DAY, '1 hari yang lalu'],
    [3 * DAY, '3 hari yang lalu'],
    [6 * DAY, '6 hari yang lalu'],
  ])('%i ms ago -> %s', (ms, text) => {
    expect(formatLastLogin(ago(ms), now)).toBe(text);
  });
  it('10 days ago -> a date', () => {
    expect(formatLastLogin(ago(10 * DAY), now)).toBe('12 November 2026');
  });
});

describe('formatRating (fallback 4.5)', () => {
  it.each([[null], [undefined], [''], ['abc']])('%j falls back to 4,5', (value) => {
    expect(formatRating(value)).toBe('4,5');
  });
  it('shows one decimal with a comma', () => {
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating('4.75')).toBe('4,8');
    expect(formatRating(0)).toBe('0,0');
  });
});

describe('formatAverageRating (the dashboard stat cards: 0 when nothing is rated)', () => {
  it('shows one decimal with a comma, and 0,0 without a value', () => {
    expect(formatAverageRating(4.25)).toBe('4,3');
    expect(formatAverageRating(3)).toBe('3,0');
    expect(formatAverageRating(null)).toBe('0,0');
    expect(formatAverageRating(undefined)).toBe('0,0');
    expect(formatAverageRating(Number.NaN)).toBe('0,0');
  });
});

describe('hasRating (public pages show Baru otherwise)', () => {
  it('is false for null, empty and 0, true for a positive rating', () => {
    for (const value of [null, undefined, '', 0, '0', 'abc']) expect(hasRating(value), String(value)).toBe(false);
    for (const value of [4.5, '3.25', 0.5]) expect(hasRating(value), String(value)).toBe(true);
  });
});
