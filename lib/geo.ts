// Distances for the "Terdekat" order: the great-circle distance between two WGS 84 points (haversine) and its
// Indonesian label ('350 m', '1,2 km', '12 km'), and the visitor's location rounded for the URL. Pure.

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points along the Earth's surface (haversine on a sphere: within 0.5% of the ellipsoid). */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const kmOneDecimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const kmWhole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/**
 * 'm' below a kilometre (to 10 m, at least 10 m), then km with one decimal below 10 km ('1,2 km'), whole km beyond
 * ('12 km'), in the id-ID locale.
 */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  const km = meters / 1000;
  if (Math.round(km * 10) / 10 < 10) return `${kmOneDecimal.format(Math.round(km * 10) / 10)} km`;
  return `${kmWhole.format(Math.round(km))} km`;
}

/** The distance label from the visitor to a place, or null when the place has no coordinates. */
export function distanceLabel(from: LatLng | undefined, to: { latitude: number | null; longitude: number | null }): string | null {
  if (!from || to.latitude == null || to.longitude == null) return null;
  return formatDistance(distanceMeters(from, { latitude: to.latitude, longitude: to.longitude }));
}

/** A coordinate rounded to 3 decimals (about 110 m: enough to rank places in a city, vague enough to be private). */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The `near` parameter for a location: 'lat,lng', each rounded to 3 decimals, without trailing zeros. */
export function nearParam(point: LatLng): string {
  return `${roundCoordinate(point.latitude)},${roundCoordinate(point.longitude)}`;
}
