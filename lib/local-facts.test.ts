import { describe, expect, it } from 'vitest';
import { deliveryLinks } from './delivery-links';
import { cuisineList, currentSpot, directionsLink, leadTimeLabel, orderFacts } from './local-facts';

describe('currentSpot (Mangkal hari ini, Asia/Jakarta)', () => {
  const truck = { type: 'food_truck' as const, todaySpot: 'Taman Kota Dadaha', todaySpotOn: '2026-11-23' };

  it('shows the spot on the date it was set for, until midnight in Jakarta', () => {
    // 2026-11-23 00:00 WIB is 2026-11-22T17:00Z; 23:59:59 WIB is 16:59:59Z the next day.
    expect(currentSpot(truck, new Date('2026-11-22T17:00:00Z'))).toBe('Taman Kota Dadaha');
    expect(currentSpot(truck, new Date('2026-11-23T05:00:00Z'))).toBe('Taman Kota Dadaha');
    expect(currentSpot(truck, new Date('2026-11-23T16:59:59Z'))).toBe('Taman Kota Dadaha');
  });

  it('is gone before and after that Jakarta date, whatever the UTC date says', () => {
    // 23:59:59 WIB on the 22nd, then 00:00 WIB on the 24th (UTC still says the 23rd).
    expect(currentSpot(truck, new Date('2026-11-22T16:59:59Z'))).toBeNull();
    expect(currentSpot(truck, new Date('2026-11-23T17:00:00Z'))).toBeNull();
    expect(currentSpot(truck, new Date('2026-12-01T05:00:00Z'))).toBeNull();
  });

  it('only for food trucks with a spot and its date', () => {
    const now = new Date('2026-11-23T05:00:00Z');
    expect(currentSpot({ ...truck, type: 'restaurant' }, now)).toBeNull();
    expect(currentSpot({ ...truck, todaySpot: null }, now)).toBeNull();
    expect(currentSpot({ ...truck, todaySpot: '   ' }, now)).toBeNull();
    expect(currentSpot({ ...truck, todaySpotOn: null }, now)).toBeNull();
    expect(currentSpot({ ...truck, todaySpot: '  Depan Masjid Agung ' }, now)).toBe('Depan Masjid Agung');
  });
});

describe('directionsLink', () => {
  const base = { name: 'Baso Aci Akang', fullAddress: 'Jl. Dadaha No. 3, Cihideung, Tasikmalaya', latitude: null, longitude: null };

  it('gives directions to the coordinates when present', () => {
    expect(directionsLink({ ...base, latitude: -7.3268, longitude: 108.2241 })).toEqual({
      href: 'https://www.google.com/maps/dir/?api=1&destination=-7.3268,108.2241',
      kind: 'directions',
    });
  });

  it('falls back to a search for the name and address', () => {
    const link = directionsLink(base);
    expect(link.kind).toBe('search');
    expect(link.href).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Baso Aci Akang, Jl. Dadaha No. 3, Cihideung, Tasikmalaya')}`);
    expect(directionsLink({ ...base, latitude: -7.3 }).kind).toBe('search');
  });
});

describe('cuisineList', () => {
  it('splits, trims and drops blanks and repeats', () => {
    expect(cuisineList('Sunda, Indonesia')).toEqual(['Sunda', 'Indonesia']);
    expect(cuisineList(' Sunda ,, sunda,  Kopi   Nusantara ,')).toEqual(['Sunda', 'Kopi Nusantara']);
    expect(cuisineList('')).toEqual([]);
    expect(cuisineList(null)).toEqual([]);
  });
});

describe('orderFacts', () => {
  it('reads minimum order, lead time and capacity in Indonesian', () => {
    expect(orderFacts({ minOrder: 20, leadTimeDays: 3, maxPortions: 500 })).toEqual(['Minimal pesan 20 porsi', 'Pesan H-3', 'Hingga 500 porsi']);
    expect(orderFacts({ minOrder: null, leadTimeDays: 0, maxPortions: 1500 })).toEqual(['Bisa pesan hari ini', 'Hingga 1.500 porsi']);
    expect(orderFacts({ minOrder: null, leadTimeDays: null, maxPortions: null })).toEqual([]);
    expect(leadTimeLabel(1)).toBe('Pesan H-1');
  });
});

describe('deliveryLinks', () => {
  it('keeps only https links on the app hosts, in GoFood, GrabFood, ShopeeFood order', () => {
    expect(
      deliveryLinks({
        goFoodUrl: 'https://gofood.co.id/tasikmalaya/restaurant/baso-aci-akang',
        grabFoodUrl: 'https://food.grab.com/id/id/restaurant/baso-aci-akang',
        shopeeFoodUrl: 'https://shopeefood.co.id/tasikmalaya/baso-aci-akang',
      }),
    ).toEqual([
      { app: 'goFood', label: 'GoFood', href: 'https://gofood.co.id/tasikmalaya/restaurant/baso-aci-akang' },
      { app: 'grabFood', label: 'GrabFood', href: 'https://food.grab.com/id/id/restaurant/baso-aci-akang' },
      { app: 'shopeeFood', label: 'ShopeeFood', href: 'https://shopeefood.co.id/tasikmalaya/baso-aci-akang' },
    ]);
  });

  it('drops anything else (a row written before the rule)', () => {
    expect(
      deliveryLinks({
        goFoodUrl: 'http://gofood.co.id/x',
        grabFoodUrl: 'https://grab.com.evil.example/x',
        shopeeFoodUrl: 'javascript:alert(1)',
      }),
    ).toEqual([]);
    expect(deliveryLinks({ goFoodUrl: null, grabFoodUrl: '', shopeeFoodUrl: 'https://gofood.co.id/x' })).toEqual([]);
  });
});
