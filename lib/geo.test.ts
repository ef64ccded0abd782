import { describe, expect, it } from 'vitest';
import { distanceLabel, distanceMeters, formatDistance, nearParam, roundCoordinate } from './geo';

// Tasikmalaya: Masjid Agung (Jl. Otto Iskandardinata) and the Dadaha sports hall, about 1 km apart.
const MASJID_AGUNG = { latitude: -7.3274, longitude: 108.2207 };
const DADAHA = { latitude: -7.3197, longitude: 108.2146 };

describe('distanceMeters', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMeters(MASJID_AGUNG, MASJID_AGUNG)).toBe(0);
    expect(distanceMeters(MASJID_AGUNG, DADAHA)).toBeCloseTo(distanceMeters(DADAHA, MASJID_AGUNG), 6);
  });

  it('matches known distances', () => {
    // One degree of latitude along a meridian: 111.2 km on the mean sphere.
    expect(distanceMeters({ latitude: 0, longitude: 108 }, { latitude: 1, longitude: 108 })).toBeCloseTo(111_195, -1);
    // One degree of longitude at 7.33° S: cos(7.33°) of that.
    expect(distanceMeters({ latitude: -7.33, longitude: 108 }, { latitude: -7.33, longitude: 109 })).toBeCloseTo(110_286, -2);
    // Across the city: about 1,08 km.
    expect(distanceMeters(MASJID_AGUNG, DADAHA)).toBeGreaterThan(1_050);
    expect(distanceMeters(MASJID_AGUNG, DADAHA)).toBeLessThan(1_100);
    // Tasikmalaya to Jakarta (Monas), about 200 km in a straight line.
    const km = distanceMeters(MASJID_AGUNG, { latitude: -6.1754, longitude: 106.8272 }) / 1000;
    expect(km).toBeGreaterThan(195);
    expect(km).toBeLessThan(205);
  });

  it('stays finite for antipodes', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '10 m'],
    [4, '10 m'],
    [349, '350 m'],
    [994, '990 m'],
    [995, '1,0 km'],
    [1_000, '1,0 km'],
    [1_234, '1,2 km'],
    [1_250, '1,3 km'],
    [9_949, '9,9 km'],
    [9_950, '10 km'],
    [12_345, '12 km'],
    [1_234_567, '1.235 km'],
  ])('%d m → %s', (meters, label) => {
    expect(formatDistance(meters)).toBe(label);
  });

  it('is empty for nonsense', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('distanceLabel', () => {
  it('labels a place with coordinates and nothing otherwise', () => {
    expect(distanceLabel(MASJID_AGUNG, DADAHA)).toBe('1,1 km');
    expect(distanceLabel(MASJID_AGUNG, { latitude: null, longitude: null })).toBeNull();
    expect(distanceLabel(undefined, DADAHA)).toBeNull();
  });
});

describe('nearParam', () => {
  it('rounds to 3 decimals without trailing zeros', () => {
    expect(nearParam({ latitude: -7.327449, longitude: 108.22071 })).toBe('-7.327,108.221');
    expect(nearParam({ latitude: -7.3, longitude: 108.2 })).toBe('-7.3,108.2');
    expect(nearParam({ latitude: -0.0001, longitude: 108.0004 })).toBe('0,108');
    expect(roundCoordinate(108.2205)).toBe(108.221);
  });
});
