import { describe, expect, it } from 'vitest';
import { clockTimeToText, textToClockTime } from './clock-time';

describe('opening hours text', () => {
  it('shows a stored time the id-ID way, 24-hour with a dot', () => {
    expect(clockTimeToText('08:00')).toBe('08.00');
    expect(clockTimeToText('21:30')).toBe('21.30');
    expect(clockTimeToText(undefined)).toBe('');
  });

  it('stores typed text as HH:MM whatever the separator', () => {
    expect(textToClockTime('10.30')).toBe('10:30');
    expect(textToClockTime('10,30')).toBe('10:30');
    expect(textToClockTime(' 10:30 ')).toBe('10:30');
  });

  it('keeps a half-typed or wrong value as typed, for the schema to reject', () => {
    expect(textToClockTime('10.')).toBe('10:');
    expect(textToClockTime('jam 8')).toBe('jam 8');
  });
});
