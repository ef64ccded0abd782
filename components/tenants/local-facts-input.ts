// Pure helpers of the tenant form's local facts: coordinates typed, pasted (Google Maps' "-7.3274, 108.2207") or read
// from the browser, and the number inputs held as text until the shared schema validates them.
import { COORDINATE_BOUNDS } from '@/lib/constants';
import { jakartaDate } from '@/lib/opening-hours';

export interface CoordinatePair {
  latitude: number;
  longitude: number;
}

const NUMBER = String.raw`[-+−]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*\(?\s*(${NUMBER})\s*(?:,|;|\s)\s*(${NUMBER})\s*\)?\s*$`);

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const toNumber = (text: string) => Number(text.replace('−', '-').replace('+', ''));
const isLatitude = (n: number) => n >= COORDINATE_BOUNDS.minLatitude && n <= COORDINATE_BOUNDS.maxLatitude;
const isLongitude = (n: number) => n >= COORDINATE_BOUNDS.minLongitude && n <= COORDINATE_BOUNDS.maxLongitude;

/**
 * A "latitude, longitude" pair as map apps copy it ('-7.3274, 108.2207', '(-7.3274,108.2207)', '-7.3274 108.2207'),
 * rounded to 6 decimals; a pair given longitude first is put back in order. null when the text is not a pair inside
 * Indonesia (a single number, a decimal comma like '-7,3274', words).
 */
export function parseCoordinatePair(text: string): CoordinatePair | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const a = toNumber(match[1]);
  const b = toNumber(match[2]);
  if (isLatitude(a) && isLongitude(b)) return { latitude: round6(a), longitude: round6(b) };
  if (isLongitude(a) && isLatitude(b)) return { latitude: round6(b), longitude: round6(a) };
  return null;
}

/** A coordinate as the inputs show it: at most 6 decimals, no trailing zeros ('-7.327400' → '-7.3274'). */
export function formatCoordinate(value: number): string {
  return String(round6(value));
}

/**
 * A number input's text for the schema: blank → null (clears the value on PATCH), an Indonesian decimal comma
 * ('-7,3274') → a point; anything else is passed on for the schema to judge.
 */
export function numberInputValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
}

/** The form's number fields, prepared with numberInputValue before validation. */
export const NUMBER_INPUT_KEYS = ['latitude', 'longitude', 'minOrder', 'leadTimeDays', 'maxPortions'] as const;

export function withNumberInputs<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const key of NUMBER_INPUT_KEYS) if (key in out) out[key] = numberInputValue(out[key]);
  return out as T;
}

/** The Indonesian message of a failed navigator.geolocation request (GeolocationPositionError codes). */
export function geolocationErrorMessage(code: number | null): string {
  if (code === null) return 'Browser ini tidak mendukung deteksi lokasi. Isi garis lintang dan garis bujur secara manual.';
  if (code === 1) return 'Izin lokasi ditolak. Izinkan akses lokasi di pengaturan browser, atau isi koordinat secara manual.';
  if (code === 3) return 'Waktu mendeteksi lokasi habis. Coba lagi, atau isi koordinat secara manual.';
  return 'Lokasi Anda tidak dapat ditentukan. Coba lagi, atau isi koordinat secara manual.';
}

/** A food truck's spot when it was set for today (Asia/Jakarta); an older one has expired (not shown, not resent). */
export function currentTodaySpot(tenant: { todaySpot: string | null; todaySpotOn: string | null } | null | undefined, now: Date): string | null {
  return tenant?.todaySpot && tenant.todaySpotOn === jakartaDate(now) ? tenant.todaySpot : null;
}

/** A maps link to the coordinates (the directions a visitor would follow). */
export function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${formatCoordinate(latitude)},${formatCoordinate(longitude)}`;
}
