import { describe, expect, it } from 'vitest';
import {
  currentTodaySpot,
  formatCoordinate,
  geolocationErrorMessage,
  mapsLink,
  numberInputValue,
  parseCoordinatePair,
  withNumberInputs,
} from './local-facts-input';

describe('parseCoordinatePair', () => {
  it('reads the pair Google Maps copies', () => {
    expect(parseCoordinatePair('-7.3274, 108.2207')).toEqual({ latitude: -7.3274, longitude: 108.2207 });
    expect(parseCoordinatePair('  -7.32740012,108.22070049 ')).toEqual({ latitude: -7.3274, longitude: 108.2207 });
    expect(parseCoordinatePair('(-7.3274, 108.2207)')).toEqual({ latitude: -7.3274, longitude: 108.2207 });
    expect(parseCoordinatePair('-7.3274 108.2207')).toEqual({ latitude: -7.3274, longitude: 108.2207 });
    expect(parseCoordinatePair('−7.3274; 108.2207')).toEqual({ latitude: -7.3274, longitude: 108.2207 });
  });

  it('puts a pair given longitude first back in order', () => {
    expect(parseCoordinatePair('108.2207, -7.3274')).toEqual({ latitude: -7.3274, longitude: 108.2207 });
  });

  it('refuses single numbers, decimal commas, words and places outside Indonesia', () => {
    expect(parseCoordinatePair('-7.3274')).toBeNull();
    expect(parseCoordinatePair('-7,3274')).toBeNull();
    expect(parseCoordinatePair('Jl. Cihideung 12')).toBeNull();
    expect(parseCoordinatePair('48.8584, 2.2945')).toBeNull();
    expect(parseCoordinatePair('-7.3274, 108.2207, 5')).toBeNull();
    expect(parseCoordinatePair('')).toBeNull();
  });
});

describe('number inputs', () => {
  it('blank becomes null and a decimal comma a point', () => {
    expect(numberInputValue('')).toBeNull();
    expect(numberInputValue('  ')).toBeNull();
    expect(numberInputValue('-7,3274')).toBe('-7.3274');
    expect(numberInputValue(' 25 ')).toBe('25');
    expect(numberInputValue('abc')).toBe('abc');
    expect(numberInputValue(null)).toBeNull();
    expect(numberInputValue(12)).toBe(12);
  });

  it('prepares only the number fields', () => {
    expect(withNumberInputs({ name: ' ', latitude: '', longitude: '108,2', minOrder: '10', cuisine: '' })).toEqual({
      name: ' ',
      latitude: null,
      longitude: '108.2',
      minOrder: '10',
      cuisine: '',
    });
  });

  it('formats a coordinate with at most 6 decimals', () => {
    expect(formatCoordinate(-7.327400123)).toBe('-7.3274');
    expect(formatCoordinate(108.2207)).toBe('108.2207');
  });
});

describe('geolocationErrorMessage', () => {
  it('tells denied, unsupported and failed apart', () => {
    expect(geolocationErrorMessage(1)).toMatch(/Izin lokasi ditolak/);
    expect(geolocationErrorMessage(null)).toMatch(/tidak mendukung/);
    expect(geolocationErrorMessage(2)).toMatch(/tidak dapat ditentukan/);
    expect(geolocationErrorMessage(3)).toMatch(/Waktu/);
  });
});

describe('currentTodaySpot', () => {
  // 2026-03-10 23:30 in Jakarta (UTC+7) is 16:30 UTC; 00:30 the next day is 17:30 UTC.
  const lateEvening = new Date('2026-03-10T16:30:00Z');
  const afterMidnight = new Date('2026-03-10T17:30:00Z');

  it('keeps the spot on the Jakarta date it was set for and drops it after midnight', () => {
    const tenant = { todaySpot: 'Depan Masjid Agung', todaySpotOn: '2026-03-10' };
    expect(currentTodaySpot(tenant, lateEvening)).toBe('Depan Masjid Agung');
    expect(currentTodaySpot(tenant, afterMidnight)).toBeNull();
    expect(currentTodaySpot({ todaySpot: null, todaySpotOn: null }, lateEvening)).toBeNull();
    expect(currentTodaySpot(null, lateEvening)).toBeNull();
  });
});

describe('mapsLink', () => {
  it('points a maps app at the coordinates', () => {
    expect(mapsLink(-7.3274, 108.2207)).toBe('https://www.google.com/maps/search/?api=1&query=-7.3274,108.2207');
  });
});
