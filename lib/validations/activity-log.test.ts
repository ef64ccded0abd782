import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { listActivityLogsQuerySchema, parseDateFilter } from './activity-log';

describe('activity-log date filters', () => {
  it.each([
    '0000-01-01',
    '+275760-09-13',
    '275760-09-13',
    '1969-12-31',
    '10000-01-01',
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '1',
    'kemarin',
    '2025-01-01T25:00',
    '2025-01-01 10:00',
  ])('refuses %j', (value) => {
    expect(parseDateFilter(value, 'start')).toBeNull();
    expect(fieldErrors(listActivityLogsQuerySchema.safeParse({ from: value }).error!)).toEqual({ from: 'Tanggal awal tidak valid' });
  });
  it('a bare date is a whole Jakarta day', () => {
    expect(parseDateFilter('2025-02-28', 'start')?.toISOString()).toBe('2025-02-27T17:00:00.000Z');
    expect(parseDateFilter('2025-02-28', 'end')?.toISOString()).toBe('2025-02-28T16:59:59.999Z');
    expect(parseDateFilter('2024-02-29', 'start')).not.toBeNull();
  });
  it('keeps full ISO timestamps as given', () => {
    expect(parseDateFilter('2025-01-01T10:00:00.000Z', 'end')?.toISOString()).toBe('2025-01-01T10:00:00.000Z');
    expect(parseDateFilter('2025-01-01T10:00+07:00', 'start')?.toISOString()).toBe('2025-01-01T03:00:00.000Z');
  });
  it.each(['0x1', '+1', '1e2'])('userId %j is not an id', (userId) => {
    expect(listActivityLogsQuerySchema.safeParse({ userId }).success).toBe(false);
  });
});
