import { describe, expect, it } from 'vitest';
import { MENU_CATEGORIES, TENANT_TYPES } from './constants';
import { DEMO_PICTURE_SIZES, MENU_PICTURE_VARIANTS, logoInitials, menuPictureSvg, tenantBannerSvg, tenantLogoSvg } from './demo-pictures';

const svgSize = (svg: string) => {
  const m = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)">/.exec(svg);
  return m ? { width: Number(m[1]), height: Number(m[2]), viewWidth: Number(m[3]), viewHeight: Number(m[4]) } : null;
};

describe('demo pictures', () => {
  it('draw the same SVG for the same input, at the declared size, without text or outside references', () => {
    const pictures = [
      ...MENU_CATEGORIES.map((category) => [
        menuPictureSvg({ name: 'Nasi Tutug Oncom Komplit', category }),
        menuPictureSvg({ name: 'Nasi Tutug Oncom Komplit', category }),
      ]),
      ...TENANT_TYPES.map((type) => [tenantBannerSvg({ name: 'Kopi Kaler', type }), tenantBannerSvg({ name: 'Kopi Kaler', type })]),
      ...TENANT_TYPES.map((type) => [tenantLogoSvg({ name: 'Kopi Kaler', type }), tenantLogoSvg({ name: 'Kopi Kaler', type })]),
    ];
    for (const [a, b] of pictures) {
      expect(b).toEqual(a);
      expect(svgSize(a!.svg)).toEqual({ width: a!.width, height: a!.height, viewWidth: a!.width, viewHeight: a!.height });
      expect(DEMO_PICTURE_SIZES[a!.kind]).toEqual({ width: a!.width, height: a!.height });
      expect(a!.svg.endsWith('</svg>')).toBe(true);
      // No text (no font needed) and nothing loaded from elsewhere; every number is finite.
      expect(a!.svg).not.toMatch(/<text|href=|NaN|Infinity|undefined/);
    }
  });

  it('show the category of a menu and the type of a tenant: every category and type draws a different scene', () => {
    const menus = MENU_CATEGORIES.map((category) => menuPictureSvg({ name: 'Es Teler', category }).svg);
    expect(new Set(menus).size).toBe(MENU_CATEGORIES.length);
    const banners = TENANT_TYPES.map((type) => tenantBannerSvg({ name: 'Kopi Kaler', type }).svg);
    expect(new Set(banners).size).toBe(TENANT_TYPES.length);
    // The scene itself differs, not just its colours: the broth is a soup's, the banana leaf under the rice a main course's.
    expect(menuPictureSvg({ name: 'Bakso', category: 'soup' }).svg).toContain('clip-path="url(#broth)"');
    expect(menuPictureSvg({ name: 'Bakso', category: 'main_course' }).svg).not.toContain('clip-path="url(#broth)"');
    expect(menuPictureSvg({ name: 'Bakso', category: 'main_course' }).svg).toContain('clip-path="url(#leaf)"');
    expect(menuPictureSvg({ name: 'Bakso', category: 'beverage' }).svg).not.toContain('clip-path');
  });

  it('vary with the name: menus among a few scenes per category, banners and logos per tenant', () => {
    const names = Array.from({ length: 40 }, (_, i) => `Menu ${i}`);
    for (const category of MENU_CATEGORIES) {
      const scenes = new Set(names.map((name) => menuPictureSvg({ name, category }).svg));
      expect(scenes.size).toBeGreaterThan(1);
      expect(scenes.size).toBeLessThanOrEqual(MENU_PICTURE_VARIANTS);
    }
    expect(tenantBannerSvg({ name: 'Kopi Kaler', type: 'cafe' }).svg).not.toBe(tenantBannerSvg({ name: 'Teras Kopi Indihiang', type: 'cafe' }).svg);
    expect(tenantLogoSvg({ name: 'Kopi Kaler', type: 'cafe' }).svg).not.toBe(tenantLogoSvg({ name: 'Teras Kopi Indihiang', type: 'cafe' }).svg);
  });

  it('put up to two initials on a logo, from words that start with a letter', () => {
    expect(logoInitials('Nasi Tutug Oncom Mang Ujang')).toBe('NT');
    expect(logoInitials('Sop Buntut & Iga Bakar Kang Asep')).toBe('SB');
    expect(logoInitials('Kafe Émile')).toBe('KE');
    expect(logoInitials('  kopi  ')).toBe('K');
    expect(logoInitials('& 123')).toBe('');
    // Two different initials, two different logos for the same colours seed.
    expect(tenantLogoSvg({ name: 'A', type: 'cafe' }).svg).not.toBe(tenantLogoSvg({ name: 'A B', type: 'cafe' }).svg);
  });
});
