// The demo catalogue's pictures (issue 12, "Pictures"): flat SVG illustrations drawn from a menu's category or a
// tenant's type, with colours and arrangement seeded from the name, so a fresh demo looks like a marketplace and no
// two cards look the same. Pure and deterministic (no Math.random, no fonts: the logo initials are stroked paths);
// db/seed-images.ts renders them to WebP at seed time and stores them like uploads.
import type { MenuCategory, TenantType } from './constants';

/** Output sizes: menus 4:3 (cards crop to 16:10 around the middle), tenant banners 3:1, logos square. */
export const DEMO_PICTURE_SIZES = {
  menu: { width: 800, height: 600 },
  banner: { width: 1200, height: 400 },
  logo: { width: 256, height: 256 },
} as const;

export type DemoPictureKind = keyof typeof DEMO_PICTURE_SIZES;

export interface DemoPicture {
  kind: DemoPictureKind;
  width: number;
  height: number;
  svg: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------------------------

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface Rng {
  next: () => number;
  between: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
}

function rngFor(seed: string): Rng {
  let a = hashString(seed);
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** Two decimals: short, stable SVG text. */
const n = (v: number) => (Math.round(v * 100) / 100).toString();

function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const channel = (c: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  const r = channel((v >> 16) & 255);
  const g = channel((v >> 8) & 255);
  const b = channel(v & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const shadow = (cx: number, cy: number, rx: number, ry: number) => ellipse(cx, cy, rx, ry, '#3b2414', ' opacity="0.16"');

function svgDocument(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------------------------

/** Table tops and walls: warm, and a few cool ones so the food stands out. */
const BACKDROPS = ['#f6e3c7', '#f3c9a5', '#e9c9a0', '#d9825b', '#2f6f6a', '#e0a83a', '#a8bf95', '#b5453a', '#f4d1ae', '#3d5a80', '#c86b4a', '#efd9c3'];
const PLATES = ['#ffffff', '#fdf6ea', '#f1efe9', '#e7f0f3', '#fbe9dc'];
const PLATE_RIMS = ['#3d7ea6', '#c0583b', '#5b8c5a', '#d9a441', '#8a5a44', '#e5e1d8'];
const LEAF = '#4f9a3c';
const LEAF_DARK = '#3a7a2c';

function backdrop(r: Rng, width: number, height: number): { body: string; base: string } {
  const base = r.pick(BACKDROPS);
  const dark = shade(base, -0.12);
  const style = r.int(0, 2);
  let pattern = '';
  if (style === 0) {
    // Wooden planks.
    const plank = height / r.int(4, 6);
    for (let y = plank; y < height; y += plank) pattern += rect(0, y - 2, width, 4, 0, dark, ' opacity="0.5"');
  } else if (style === 1) {
    // Polka dots (a tablecloth).
    const step = r.pick([60, 70, 80]);
    for (let y = step / 2; y < height; y += step)
      for (let x = ((y / step) % 2 ? step / 2 : 0) + step / 4; x < width; x += step) pattern += circle(x, y, 6, dark, ' opacity="0.55"');
  } else {
    // Gingham stripes.
    const step = r.pick([50, 64]);
    for (let x = 0; x < width; x += step * 2) pattern += rect(x, 0, step, height, 0, dark, ' opacity="0.28"');
    for (let y = 0; y < height; y += step * 2) pattern += rect(0, y, width, step, 0, dark, ' opacity="0.28"');
  }
  return { body: rect(0, 0, width, height, 0, base) + pattern, base };
}

// ---------------------------------------------------------------------------------------------------------------
// Food pieces (top-down unless noted), each drawn around (0, 0)
// ---------------------------------------------------------------------------------------------------------------

function plate(cx: number, cy: number, radius: number, r: Rng): string {
  const color = r.pick(PLATES);
  const rim = r.pick(PLATE_RIMS);
  return (
    shadow(cx + 10, cy + 14, radius, radius * 0.98) +
    circle(cx, cy, radius, color) +
    circle(cx, cy, radius - 10, 'none', ` stroke="${rim}" stroke-width="5" opacity="0.85"`) +
    circle(cx, cy, radius * 0.78, shade(color, -0.04))
  );
}

function bananaLeaf(cx: number, cy: number, radius: number): string {
  let veins = '';
  for (let i = -4; i <= 4; i++)
    veins += stroke(`M${n(cx - radius)} ${n(cy + i * radius * 0.2)} L${n(cx + radius)} ${n(cy + i * radius * 0.2 - 10)}`, LEAF_DARK, 2, ' opacity="0.35"');
  return `<clipPath id="leaf"><circle cx="${cx}" cy="${cy}" r="${radius}"/></clipPath>${circle(cx, cy, radius, LEAF)}<g clip-path="url(#leaf)">${veins}</g>`;
}

function rice(x: number, y: number, radius: number, color: string, r: Rng): string {
  let grains = '';
  for (let i = 0; i < 26; i++) {
    const a = r.between(0, Math.PI * 2);
    const d = r.between(0, radius * 0.85);
    grains += ellipse(
      x + Math.cos(a) * d,
      y + Math.sin(a) * d,
      7,
      3.2,
      shade(color, -0.1),
      ` transform="rotate(${n(r.between(0, 180))} ${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})"`,
    );
  }
  return (
    circle(x + 6, y + 8, radius, '#000', ' opacity="0.1"') +
    circle(x, y, radius, color) +
    grains +
    circle(x - radius * 0.3, y - radius * 0.3, radius * 0.35, '#fff', ' opacity="0.45"')
  );
}

function drumstick(x: number, y: number, angle: number, scale = 1): string {
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(scale)})`,
    // The bone outlined, so it shows on a pale plate too.
    circle(66, -8, 10.5, '#c9ad7c') +
      circle(66, 8, 10.5, '#c9ad7c') +
      rect(18, -8.5, 48, 17, 8.5, '#c9ad7c') +
      rect(20, -7, 46, 14, 7, '#fffaf0') +
      circle(66, -8, 9, '#fffaf0') +
      circle(66, 8, 9, '#fffaf0') +
      path('M-52 0 C-52 -38 6 -40 28 -12 C34 -4 34 4 28 12 C6 40 -52 38 -52 0 Z', '#c8742e') +
      path('M-40 -6 C-36 -24 -6 -28 12 -14', 'none', ' stroke="#e8a65a" stroke-width="6" stroke-linecap="round" opacity="0.7"') +
      circle(-24, 10, 5, '#a35a22') +
      circle(-6, 16, 4, '#a35a22') +
      circle(-34, -8, 3.5, '#a35a22') +
      circle(6, -4, 4, '#a35a22'),
  );
}

function tempe(x: number, y: number, angle: number, r: Rng): string {
  let dots = '';
  for (let i = 0; i < 9; i++) dots += ellipse(r.between(-30, 30), r.between(-15, 15), 4, 3, '#f3e0aa');
  return g(`translate(${n(x)} ${n(y)}) rotate(${n(angle)})`, rect(-38, -22, 76, 44, 6, '#b98a3e') + rect(-34, -18, 68, 36, 4, '#d8ad5c') + dots);
}

function tofu(x: number, y: number, angle: number): string {
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    rect(-28, -28, 56, 56, 10, '#c98d3a') + rect(-20, -20, 40, 40, 8, '#e8b865') + circle(-6, -6, 6, '#f6d88f', ' opacity="0.8"'),
  );
}

function egg(x: number, y: number, scale = 1): string {
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
    path('M-44 -4 C-46 -34 -10 -42 10 -36 C38 -30 50 -8 42 14 C34 38 -4 42 -24 32 C-40 24 -42 12 -44 -4 Z', '#fffdf7') +
      circle(0, 0, 18, '#f5b01a') +
      circle(-6, -6, 6, '#ffe08a'),
  );
}

function cucumber(x: number, y: number, radius = 22): string {
  let seeds = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    seeds += ellipse(
      x + Math.cos(a) * radius * 0.35,
      y + Math.sin(a) * radius * 0.35,
      2.5,
      4,
      '#a9c98a',
      ` transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(x + Math.cos(a) * radius * 0.35)} ${n(y + Math.sin(a) * radius * 0.35)})"`,
    );
  }
  return circle(x, y, radius, '#3f7d2a') + circle(x, y, radius - 4, '#dcefc0') + seeds;
}

function leaf(x: number, y: number, angle: number, length: number, color: string): string {
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    path(
      `M0 0 C${n(length * 0.3)} ${n(-length * 0.32)} ${n(length * 0.75)} ${n(-length * 0.3)} ${n(length)} 0 C${n(length * 0.75)} ${n(length * 0.3)} ${n(length * 0.3)} ${n(length * 0.32)} 0 0 Z`,
      color,
    ) + stroke(`M${n(length * 0.08)} 0 L${n(length * 0.9)} 0`, shade(color, -0.25), 2.5),
  );
}

function chili(x: number, y: number, angle: number, color: string): string {
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
    path('M0 0 C20 -10 52 -8 78 6 C56 4 26 8 4 12 C-2 10 -3 4 0 0 Z', color) +
      stroke('M0 6 C-8 4 -14 -2 -18 -8', '#3f7d2a', 5) +
      stroke('M14 -2 C30 -6 46 -4 60 2', '#fff', 3, ' opacity="0.35"'),
  );
}

function sauceBowl(x: number, y: number, radius: number, sauce: string, r: Rng): string {
  let bits = '';
  for (let i = 0; i < 8; i++)
    bits += circle(
      x + r.between(-radius * 0.5, radius * 0.5),
      y + r.between(-radius * 0.5, radius * 0.5),
      r.between(2, 4),
      shade(sauce, 0.35),
      ' opacity="0.8"',
    );
  return shadow(x + 5, y + 7, radius, radius) + circle(x, y, radius, '#ffffff') + circle(x, y, radius * 0.75, sauce) + bits;
}

function lime(x: number, y: number, radius: number): string {
  let segments = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    segments += stroke(`M${n(x)} ${n(y)} L${n(x + Math.cos(a) * radius * 0.78)} ${n(y + Math.sin(a) * radius * 0.78)}`, '#f5fbe0', 2.5);
  }
  return circle(x, y, radius, '#5a9e2f') + circle(x, y, radius * 0.85, '#cfe58a') + segments;
}

function cutlery(x: number, y: number, length: number): string {
  return (
    rect(x - 7, y - length / 2 + 70, 14, length - 70, 7, '#b9bec4') +
    ellipse(x, y - length / 2 + 38, 18, 38, '#c9ced4') +
    rect(x + 42, y - length / 2 + 70, 12, length - 70, 6, '#b9bec4') +
    rect(x + 34, y - length / 2 + 4, 28, 70, 8, '#c9ced4') +
    rect(x + 40, y - length / 2, 4, 40, 2, shade('#c9ced4', -0.15)) +
    rect(x + 52, y - length / 2, 4, 40, 2, shade('#c9ced4', -0.15))
  );
}

function bowl(cx: number, cy: number, radius: number, color: string, inside: string): string {
  return (
    shadow(cx + 10, cy + 14, radius, radius) +
    circle(cx, cy, radius, color) +
    circle(cx, cy, radius - 14, shade(color, -0.12)) +
    circle(cx, cy, radius - 20, inside)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Menus: one scene per category
// ---------------------------------------------------------------------------------------------------------------

const SAUCES = ['#d63c2a', '#b8431f', '#8a4b2a', '#e0702a'];

function garnish(r: Rng, spots: [number, number][]): string {
  let out = '';
  for (const [x, y] of spots) {
    const kind = r.int(0, 3);
    if (kind === 0) out += chili(x, y, r.between(0, 360), r.pick(['#d63c2a', '#e8452c', '#4f9a3c']));
    else if (kind === 1) out += leaf(x, y, r.between(0, 360), r.between(50, 70), r.pick([LEAF, '#6fb04a']));
    else if (kind === 2) out += lime(x, y, r.between(18, 24));
    else out += circle(x, y, 9, '#f3e6c8') + circle(x + 18, y + 6, 8, '#e9d3a6');
  }
  return out;
}

function mainCourse(r: Rng): string {
  const cx = 400 + r.between(-20, 20);
  const cy = 300;
  let body = plate(cx, cy, 230, r) + bananaLeaf(cx, cy, 175);
  const riceColor = r.pick(['#fbfaf5', '#fbfaf5', '#f7d36b']);
  const riceAngle = r.between(0, Math.PI * 2);
  const rx = cx + Math.cos(riceAngle) * 62;
  const ry = cy + Math.sin(riceAngle) * 50;
  body += rice(rx, ry, 82, riceColor, r);
  // Side dishes around the rice, opposite it.
  const sides = [
    (x: number, y: number) => drumstick(x, y, r.between(-40, 40), 0.95),
    (x: number, y: number) => tempe(x, y, r.between(-30, 30), r),
    (x: number, y: number) => tofu(x, y, r.between(0, 45)),
    (x: number, y: number) => egg(x, y, 0.9),
  ];
  const count = r.int(2, 3);
  const start = r.int(0, sides.length - 1);
  for (let i = 0; i < count; i++) {
    const a = riceAngle + Math.PI + (i - (count - 1) / 2) * 0.95;
    body += sides[(start + i) % sides.length]!(cx + Math.cos(a) * 100, cy + Math.sin(a) * 95);
  }
  const ca = riceAngle + Math.PI / 2 + r.between(-0.3, 0.3);
  body += cucumber(cx + Math.cos(ca) * 120, cy + Math.sin(ca) * 110) + cucumber(cx + Math.cos(ca) * 140 + 24, cy + Math.sin(ca) * 120 + 14);
  body += leaf(cx + Math.cos(ca + 0.5) * 130, cy + Math.sin(ca + 0.5) * 120, r.between(0, 360), 70, '#6fb04a');
  body += sauceBowl(cx - 300 + r.between(-10, 10), cy + r.between(-110, 110), 48, r.pick(SAUCES), r);
  body += cutlery(cx + 300, cy, 360);
  return body;
}

function soup(r: Rng): string {
  const cx = 400;
  const cy = 300;
  const broth = r.pick(['#e9a23b', '#d9652b', '#c98b4a', '#eed9a8', '#f2c14e']);
  let body = bowl(cx, cy, 215, r.pick(['#ffffff', '#f1efe9', '#2f5d8a', '#c0583b']), broth);
  let floats = '';
  // Ripples, then noodles or meatballs, greens and chili rings.
  for (let i = 0; i < 4; i++) floats += circle(cx + r.between(-80, 80), cy + r.between(-80, 80), r.between(20, 50), shade(broth, 0.25), ' opacity="0.35"');
  if (r.chance(0.5)) {
    for (let i = 0; i < 7; i++) {
      const y = cy - 90 + i * 26 + r.between(-6, 6);
      floats += stroke(
        `M${n(cx - 120)} ${n(y)} C${n(cx - 70)} ${n(y - 30)} ${n(cx - 30)} ${n(y + 30)} ${n(cx + 20)} ${n(y)} S${n(cx + 90)} ${n(y - 24)} ${n(cx + 120)} ${n(y + 6)}`,
        '#f6d772',
        9,
      );
    }
  }
  const balls = r.int(3, 5);
  for (let i = 0; i < balls; i++) {
    const a = (i / balls) * Math.PI * 2 + r.between(0, 1);
    const x = cx + Math.cos(a) * 85;
    const y = cy + Math.sin(a) * 85;
    floats += r.chance(0.7)
      ? circle(x + 4, y + 5, 32, '#000', ' opacity="0.12"') + circle(x, y, 32, '#9c7a5b') + circle(x - 10, y - 10, 9, '#c9a27e', ' opacity="0.8"')
      : egg(x, y, 0.6);
  }
  for (let i = 0; i < 16; i++) {
    const x = cx + r.between(-120, 120);
    const y = cy + r.between(-120, 120);
    if (Math.hypot(x - cx, y - cy) > 150) continue;
    floats += i % 3 === 0 ? circle(x, y, 8, 'none', ' stroke="#d63c2a" stroke-width="5"') : circle(x, y, 7, 'none', ' stroke="#5aa83a" stroke-width="5"');
  }
  for (let i = 0; i < 14; i++) floats += circle(cx + r.between(-110, 110), cy + r.between(-110, 110), 4, '#8a4b2a');
  body += `<clipPath id="broth"><circle cx="${cx}" cy="${cy}" r="195"/></clipPath><g clip-path="url(#broth)">${floats}</g>`;
  // A spoon resting on the rim.
  body += g(`rotate(${n(r.between(20, 60))} ${cx} ${cy})`, rect(cx + 120, cy - 10, 200, 20, 10, '#e5e1d8') + ellipse(cx + 110, cy, 44, 30, '#efece6'));
  body += garnish(r, [
    [90, 110],
    [700, 500],
  ]);
  return body;
}

function salad(r: Rng): string {
  const cx = 400;
  const cy = 300;
  let body = bowl(cx, cy, 220, r.pick(['#b07a45', '#ffffff', '#8a5a44', '#f1efe9']), '#d7eab0');
  let inside = '';
  const greens = ['#4f9a3c', '#6fb04a', '#8cc35a', '#3a7a2c'];
  for (let i = 0; i < 22; i++) inside += leaf(cx + r.between(-170, 110), cy + r.between(-150, 150), r.between(0, 360), r.between(80, 120), r.pick(greens));
  for (let i = 0; i < 5; i++) inside += cucumber(cx + r.between(-120, 120), cy + r.between(-120, 120), 24);
  for (let i = 0; i < 4; i++) {
    const x = cx + r.between(-120, 120);
    const y = cy + r.between(-120, 120);
    inside += circle(x, y, 26, '#d8352a') + circle(x, y, 18, '#ef6a4f') + circle(x - 6, y, 3, '#fde2b0') + circle(x + 6, y + 4, 3, '#fde2b0');
  }
  if (r.chance(0.6)) {
    // Peanut sauce (gado-gado, karedok, lotek).
    inside += stroke(
      `M${cx - 140} ${cy - 20} C${cx - 80} ${cy - 90} ${cx - 20} ${cy + 50} ${cx + 40} ${cy - 20} S${cx + 120} ${cy - 40} ${cx + 150} ${cy + 30}`,
      '#9a5b2a',
      26,
      ' opacity="0.95"',
    );
    inside += stroke(`M${cx - 100} ${cy + 60} C${cx - 40} ${cy + 20} ${cx + 20} ${cy + 110} ${cx + 110} ${cy + 60}`, '#9a5b2a', 22, ' opacity="0.95"');
  }
  if (r.chance(0.5)) inside += egg(cx + r.between(-60, 60), cy + r.between(-60, 60), 0.75);
  body += `<clipPath id="salad"><circle cx="${cx}" cy="${cy}" r="200"/></clipPath><g clip-path="url(#salad)">${inside}</g>`;
  body += cutlery(cx + 305, cy, 340);
  body += garnish(r, [[100, 130]]);
  return body;
}

function appetizer(r: Rng): string {
  const cx = 400;
  const cy = 300;
  const color = r.pick(PLATES);
  let body =
    shadow(cx + 12, cy + 16, 280, 170) +
    ellipse(cx, cy, 280, 170, color) +
    ellipse(cx, cy, 256, 150, 'none', ` stroke="${r.pick(PLATE_RIMS)}" stroke-width="5" opacity="0.8"`);
  const rolls = r.chance(0.55);
  const count = r.int(3, 5);
  const angle = r.between(-25, 25);
  let pieces = '';
  for (let i = 0; i < count; i++) {
    const x = cx - 40 - ((count - 1) / 2) * 62 + i * 62;
    const y = cy + r.between(-10, 10);
    if (rolls) {
      // Lumpia / risoles: golden rolls with crisp lines.
      pieces += g(
        `translate(${n(x)} ${n(y)}) rotate(${n(angle + r.between(-6, 6))})`,
        rect(-26, -95, 52, 190, 26, '#d98f2e') + rect(-20, -88, 40, 176, 20, '#eab04c') + stroke('M-14 -50 L14 -40 M-14 0 L14 10 M-14 50 L14 60', '#c57a22', 4),
      );
    } else {
      // Gorengan / cireng: irregular crisp pieces.
      const s = r.between(0.85, 1.1);
      pieces += g(
        `translate(${n(x)} ${n(y + (i % 2 ? 40 : -40))}) rotate(${n(r.between(0, 360))}) scale(${n(s)})`,
        path('M-50 -10 C-46 -46 10 -52 40 -30 C62 -12 56 30 28 44 C-4 58 -54 32 -50 -10 Z', '#e4b565') +
          circle(-14, -8, 6, '#c98d3a') +
          circle(14, 12, 5, '#c98d3a') +
          circle(8, -18, 4, '#fbe3a5'),
      );
    }
  }
  body += pieces;
  body += sauceBowl(cx + 190, cy + r.between(-40, 40), 52, r.pick(SAUCES), r);
  body += chili(cx - 250, cy - 170, r.between(-20, 20), '#4f9a3c') + chili(cx - 230, cy - 140, r.between(-20, 20), '#4f9a3c');
  body += garnish(r, [[700, 100]]);
  return body;
}

function sideDish(r: Rng): string {
  const cx = 400;
  const cy = 300;
  const color = r.pick(PLATES);
  let body =
    shadow(cx + 12, cy + 16, 270, 180) +
    ellipse(cx, cy, 270, 180, color) +
    ellipse(cx, cy, 246, 160, 'none', ` stroke="${r.pick(PLATE_RIMS)}" stroke-width="5" opacity="0.8"`);
  const style = r.int(0, 2);
  if (style === 0) {
    // Sate skewers with peanut sauce.
    for (let i = 0; i < 4; i++) {
      const y = cy - 90 + i * 50;
      let meat = '';
      for (let j = 0; j < 4; j++)
        meat +=
          rect(-120 + j * 54, -20, 44, 40, 12, r.pick(['#8a4b2a', '#9c5a2e', '#7a3f22'])) + rect(-114 + j * 54, -14, 14, 10, 4, '#c27a44', ' opacity="0.7"');
      body += g(`translate(${cx - 10} ${n(y)}) rotate(${n(-8 + r.between(-3, 3))})`, rect(-170, -3, 330, 6, 3, '#e6cf9c') + meat);
    }
    body += stroke(`M${cx - 140} ${cy - 70} C${cx - 60} ${cy - 30} ${cx - 20} ${cy + 40} ${cx + 80} ${cy + 70}`, '#b06a2a', 14, ' opacity="0.9"');
  } else if (style === 1) {
    body += drumstick(cx - 70, cy - 40, r.between(-30, 10), 1.3) + drumstick(cx + 40, cy + 50, r.between(160, 200), 1.2);
  } else {
    // Pepes / empal: banana-leaf parcels and slices of beef.
    for (const [x, y] of [
      [cx - 90, cy - 10],
      [cx + 60, cy + 20],
    ] as const) {
      body += g(
        `translate(${x} ${y}) rotate(${n(r.between(-20, 20))})`,
        rect(-70, -55, 140, 110, 22, LEAF) +
          rect(-70, -55, 140, 110, 22, 'none', ` stroke="${LEAF_DARK}" stroke-width="4"`) +
          stroke('M-60 -20 L60 -20 M-60 20 L60 20', LEAF_DARK, 3, ' opacity="0.6"') +
          rect(-6, -62, 12, 124, 4, '#d8c08a'),
      );
    }
    body += g(
      `translate(${cx + 150} ${cy - 70}) rotate(20)`,
      path('M-40 -24 C-10 -40 36 -30 44 -6 C50 20 10 34 -20 28 C-50 22 -60 -12 -40 -24 Z', '#7a3f22') + stroke('M-30 -10 L30 -16 M-30 6 L34 0', '#a0603a', 4),
    );
  }
  body += lime(cx + 200, cy + 90, 26) + sauceBowl(cx - 220, cy + 100, 40, r.pick(SAUCES), r);
  body += garnish(r, [
    [80, 90],
    [720, 520],
  ]);
  return body;
}

function dessert(r: Rng): string {
  const cx = 400;
  const cy = 300;
  let body = '';
  if (r.chance(0.5)) {
    // A glass bowl of es campur from above: shaved ice, syrup, jelly cubes, fruit.
    body += bowl(cx, cy, 210, '#e7f0f3', '#fdfdfb');
    let inside = '';
    for (let i = 0; i < 18; i++) {
      const x = cx + r.between(-130, 130);
      const y = cy + r.between(-130, 130);
      inside += g(
        `translate(${n(x)} ${n(y)}) rotate(${n(r.between(0, 90))})`,
        rect(-14, -14, 28, 28, 5, r.pick(['#e8456b', '#4caf6a', '#f5b01a', '#7c4dbd', '#f08a3c'])),
      );
    }
    for (let i = 0; i < 4; i++) inside += ellipse(cx + r.between(-110, 110), cy + r.between(-110, 110), 30, 18, '#b7d36a');
    inside += stroke(
      `M${cx - 150} ${cy - 40} C${cx - 80} ${cy - 120} ${cx} ${cy + 60} ${cx + 80} ${cy - 30} S${cx + 150} ${cy + 40} ${cx + 120} ${cy + 110}`,
      '#d8244f',
      14,
      ' opacity="0.85"',
    );
    inside += stroke(`M${cx - 120} ${cy + 80} C${cx - 60} ${cy + 30} ${cx} ${cy + 140} ${cx + 60} ${cy + 90}`, '#f4f1e6', 12);
    body += `<clipPath id="dessert"><circle cx="${cx}" cy="${cy}" r="190"/></clipPath><g clip-path="url(#dessert)">${inside}</g>`;
  } else {
    // Kue lapis slices and klepon on a plate.
    body += plate(cx, cy, 230, r);
    const layers = r.pick([
      ['#e8456b', '#fbe3ea'],
      ['#4caf6a', '#f3f7e8'],
      ['#8a4b2a', '#f5e6c8'],
    ]);
    for (let s = 0; s < 3; s++) {
      let stripes = '';
      for (let i = 0; i < 8; i++) stripes += rect(-45, -60 + i * 15, 90, 15, 0, layers[i % 2]!);
      body += g(
        `translate(${n(cx - 90 + s * 70)} ${n(cy - 40 + (s % 2) * 30)}) rotate(${n(r.between(-15, 15))})`,
        shadow(6, 8, 46, 62) + `<g>${stripes}</g>` + rect(-45, -60, 90, 120, 6, 'none', ' stroke="#00000022" stroke-width="2"'),
      );
    }
    for (let i = 0; i < 4; i++) {
      const x = cx - 90 + i * 58;
      const y = cy + 120 + (i % 2) * 10;
      let coconut = '';
      for (let k = 0; k < 6; k++) coconut += rect(x + r.between(-20, 14), y + r.between(-20, 14), 8, 3, 1.5, '#fffdf5');
      body +=
        circle(x + 4, y + 5, 28, '#000', ' opacity="0.12"') + circle(x, y, 28, '#4caf4f') + circle(x - 8, y - 8, 8, '#8fd46e', ' opacity="0.8"') + coconut;
    }
  }
  body += cutlery(cx + 310, cy, 340)
    .replace(/#c9ced4/g, '#d8c9a8')
    .replace(/#b9bec4/g, '#c7b48c');
  body += garnish(r, [[95, 110]]);
  return body;
}

const DRINKS = ['#e0862a', '#7a4a2a', '#f2a93b', '#7dbb4a', '#e8456b', '#c9a27e', '#d8244f', '#5b3a1e'];

function beverage(r: Rng, width: number, height: number): string {
  // Side view: a wall and a table edge, a tall glass (or a cup with steam) and maybe a second drink behind.
  const wall = r.pick(['#f6e3c7', '#f3c9a5', '#2f6f6a', '#e0a83a', '#a8bf95', '#3d5a80', '#f4d1ae']);
  const table = r.pick(['#a0603a', '#8a5a44', '#c0583b', '#6e4a32']);
  let body = rect(0, 0, width, height, 0, wall) + rect(0, 430, width, 170, 0, table) + rect(0, 430, width, 14, 0, shade(table, 0.2));
  for (let i = 0; i < 5; i++) body += circle(r.between(40, 760), r.between(40, 380), r.between(20, 60), shade(wall, 0.2), ' opacity="0.5"');
  const drink = r.pick(DRINKS);
  const glass = (x: number, top: number, w: number, h: number, color: string, withStraw: boolean) => {
    const bottom = top + h;
    const inset = w * 0.1;
    let out = ellipse(x, bottom + 4, w * 0.55, 12, '#000', ' opacity="0.18"');
    out += path(
      `M${n(x - w / 2)} ${n(top)} L${n(x + w / 2)} ${n(top)} L${n(x + w / 2 - inset)} ${n(bottom)} L${n(x - w / 2 + inset)} ${n(bottom)} Z`,
      '#ffffff',
      ' opacity="0.35"',
    );
    const fill = top + h * 0.18;
    out += path(
      `M${n(x - w / 2 + 6)} ${n(fill)} L${n(x + w / 2 - 6)} ${n(fill)} L${n(x + w / 2 - inset - 4)} ${n(bottom - 6)} L${n(x - w / 2 + inset + 4)} ${n(bottom - 6)} Z`,
      color,
    );
    for (let i = 0; i < 3; i++) out += rect(x - w * 0.3 + i * w * 0.2, fill + 10 + (i % 2) * 30, w * 0.22, w * 0.22, 6, '#ffffff', ' opacity="0.45"');
    out += rect(x - w / 2 + 12, top + 20, 8, h * 0.7, 4, '#ffffff', ' opacity="0.5"');
    if (withStraw) {
      out += g(
        `rotate(12 ${n(x)} ${n(top)})`,
        rect(x + 6, top - 90, 14, h * 0.75, 7, '#ffffff') +
          rect(x + 6, top - 70, 14, 14, 0, '#e8456b') +
          rect(x + 6, top - 40, 14, 14, 0, '#e8456b') +
          rect(x + 6, top - 10, 14, 14, 0, '#e8456b'),
      );
      out += lime(x - w / 2 + 10, top + 4, 30);
    }
    return out;
  };
  if (r.chance(0.35)) {
    const x = 320 + r.between(-20, 20);
    body += glass(x + 230, 230, 110, 210, r.pick(DRINKS), false);
    // A cup and saucer with steam (kopi, teh, bandrek).
    body += ellipse(x, 440, 170, 26, '#000', ' opacity="0.15"') + ellipse(x, 430, 170, 26, '#f1efe9') + ellipse(x, 424, 120, 16, '#e5e1d8');
    const cup = r.pick(['#ffffff', '#c0583b', '#3d7ea6', '#f4d1ae']);
    body += path(`M${x - 120} 260 L${x + 120} 260 C${x + 115} 360 ${x + 80} 420 ${x} 420 C${x - 80} 420 ${x - 115} 360 ${x - 120} 260 Z`, cup);
    body += stroke(`M${x + 112} 300 C${x + 190} 290 ${x + 190} 380 ${x + 90} 380`, cup, 22);
    body += ellipse(x, 262, 120, 22, shade(cup, -0.15)) + ellipse(x, 264, 108, 16, drink === '#e8456b' ? '#5b3a1e' : drink);
    for (let i = -1; i <= 1; i++)
      body += stroke(`M${x + i * 50} 220 C${x + i * 50 - 25} 190 ${x + i * 50 + 25} 160 ${x + i * 50} 120`, '#ffffff', 10, ' opacity="0.7"');
  } else {
    if (r.chance(0.5)) body += glass(560 + r.between(-20, 20), 230, 120, 210, r.pick(DRINKS), false);
    body += glass(360 + r.between(-30, 30), 120, 190, 320, drink, true);
  }
  return body;
}

function otherFood(r: Rng): string {
  // A woven tampah of jajanan: leaf parcels, crackers and peanuts.
  const cx = 400;
  const cy = 300;
  let body = shadow(cx + 12, cy + 16, 250, 245) + circle(cx, cy, 250, '#c89b5a');
  for (let rr = 230; rr > 20; rr -= 22) body += circle(cx, cy, rr, 'none', ' stroke="#a57a3f" stroke-width="4" opacity="0.7"');
  body += circle(cx, cy, 250, 'none', ' stroke="#8a6430" stroke-width="12"');
  body += bananaLeaf(cx, cy, 190);
  const items = r.int(5, 7);
  for (let i = 0; i < items; i++) {
    const a = (i / items) * Math.PI * 2 + r.between(0, 0.5);
    const x = cx + Math.cos(a) * 105;
    const y = cy + Math.sin(a) * 100;
    const kind = (i + r.int(0, 2)) % 3;
    if (kind === 0)
      body += g(
        `translate(${n(x)} ${n(y)}) rotate(${n(r.between(0, 180))})`,
        rect(-48, -26, 96, 52, 10, '#6fb04a') + stroke('M-48 0 L48 0', LEAF_DARK, 3) + rect(-6, -30, 12, 60, 3, '#d8c08a'),
      );
    else if (kind === 1)
      body +=
        path(
          `M${n(x - 46)} ${n(y)} C${n(x - 40)} ${n(y - 40)} ${n(x + 30)} ${n(y - 48)} ${n(x + 44)} ${n(y - 6)} C${n(x + 50)} ${n(y + 30)} ${n(x - 10)} ${n(y + 48)} ${n(x - 46)} ${n(y)} Z`,
          '#f3e1b5',
        ) + circle(x, y, 8, '#e0c58a');
    else body += circle(x, y, 34, r.pick(['#f08a3c', '#e8456b', '#f5b01a'])) + circle(x - 10, y - 10, 9, '#ffffff', ' opacity="0.4"');
  }
  for (let i = 0; i < 10; i++) body += ellipse(cx + r.between(-40, 40), cy + r.between(-40, 40), 9, 6, '#c98d3a');
  return body;
}

/**
 * Scenes per menu category: the name picks one, so neighbouring cards differ while the seed renders (and stores) only
 * this many pictures per category.
 */
export const MENU_PICTURE_VARIANTS = 6;

/** The dish picture of a menu: its category's scene, one of MENU_PICTURE_VARIANTS picked by its name. */
export function menuPictureSvg({ name, category }: { name: string; category: MenuCategory }): DemoPicture {
  const { width, height } = DEMO_PICTURE_SIZES.menu;
  const r = rngFor(`menu:${category}:${hashString(name) % MENU_PICTURE_VARIANTS}`);
  let body: string;
  if (category === 'beverage') body = beverage(r, width, height);
  else {
    const scenes: Record<Exclude<MenuCategory, 'beverage'>, (r: Rng) => string> = {
      main_course: mainCourse,
      soup,
      salad,
      appetizer,
      side_dish: sideDish,
      dessert,
      other: otherFood,
    };
    body = backdrop(r, width, height).body + scenes[category](r);
  }
  return { kind: 'menu', width, height, svg: svgDocument(width, height, body) };
}

// ---------------------------------------------------------------------------------------------------------------
// Tenants: a street scene with the kind of place in the middle, and a logo
// ---------------------------------------------------------------------------------------------------------------

const WALLS = ['#f4d1ae', '#f6e3c7', '#e9c9a0', '#fbe9dc', '#d9e4c8', '#f3c9a5'];
const ACCENTS = ['#c0583b', '#2f6f6a', '#d9a441', '#b5453a', '#3d7ea6', '#5b8c5a', '#8a4b2a', '#e07a3f'];

function stripedAwning(x: number, y: number, w: number, h: number, color: string, stripes: number): string {
  const sw = w / stripes;
  let out = rect(x, y, w, h, 0, '#ffffff');
  for (let i = 0; i < stripes; i += 2) out += rect(x + i * sw, y, sw, h, 0, color);
  // Scalloped edge.
  for (let i = 0; i < stripes; i++) out += circle(x + i * sw + sw / 2, y + h, sw / 2, i % 2 ? '#ffffff' : color);
  return out;
}

function tree(x: number, ground: number, size: number, color: string): string {
  return (
    rect(x - 8, ground - size * 1.1, 16, size * 1.1, 6, '#7a4e2d') +
    circle(x, ground - size * 1.3, size * 0.62, color) +
    circle(x - size * 0.35, ground - size * 1.05, size * 0.45, shade(color, -0.1)) +
    circle(x + size * 0.35, ground - size * 1.05, size * 0.45, shade(color, 0.08))
  );
}

function lampPost(x: number, ground: number): string {
  return rect(x - 5, ground - 190, 10, 190, 4, '#3b3b3b') + rect(x - 16, ground - 214, 32, 30, 6, '#3b3b3b') + rect(x - 11, ground - 209, 22, 20, 4, '#ffd36b');
}

function plant(x: number, ground: number, pot: string): string {
  return (
    leaf(x - 4, ground - 40, -120, 60, LEAF) +
    leaf(x + 4, ground - 40, -60, 60, '#6fb04a') +
    leaf(x, ground - 40, -90, 70, LEAF_DARK) +
    path(`M${x - 26} ${ground - 44} L${x + 26} ${ground - 44} L${x + 18} ${ground} L${x - 18} ${ground} Z`, pot)
  );
}

function stringLights(x1: number, x2: number, y: number, r: Rng): string {
  let out = stroke(`M${x1} ${y} Q${(x1 + x2) / 2} ${y + 40} ${x2} ${y}`, '#3b3b3b', 3);
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const x = x1 + (x2 - x1) * t;
    const yy = y + 40 * 2 * t * (1 - t) * 2 * 0.5 * 2;
    out += circle(x, yy + 10, 8, r.pick(['#ffd36b', '#f08a3c', '#e8456b', '#7dbb4a']));
  }
  return out;
}

function window(x: number, y: number, w: number, h: number, frame: string): string {
  return (
    rect(x, y, w, h, 8, frame) +
    rect(x + 8, y + 8, w - 16, h - 16, 4, '#ffe3a1') +
    rect(x + 8, y + 8 + (h - 16) * 0.55, w - 16, (h - 16) * 0.45, 0, '#f6c56b') +
    rect(x + w / 2 - 3, y + 8, 6, h - 16, 0, frame)
  );
}

function restaurant(cx: number, ground: number, r: Rng): string {
  const wall = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  const w = 460;
  const x = cx - w / 2;
  let out = rect(x, ground - 250, w, 250, 0, wall);
  // A Sundanese-style pitched roof.
  out += path(`M${x - 40} ${ground - 250} L${cx} ${ground - 340} L${x + w + 40} ${ground - 250} Z`, shade(accent, -0.25));
  out += rect(x - 40, ground - 256, w + 80, 14, 4, shade(accent, -0.4));
  out += rect(cx - 90, ground - 232, 180, 36, 8, shade(wall, -0.3)) + rect(cx - 80, ground - 224, 160, 20, 6, shade(wall, -0.45));
  out += stripedAwning(x + 10, ground - 190, w - 20, 40, accent, 12);
  out += window(x + 30, ground - 140, 130, 110, shade(accent, -0.3)) + window(x + w - 160, ground - 140, 130, 110, shade(accent, -0.3));
  out +=
    rect(cx - 45, ground - 140, 90, 140, 6, shade(accent, -0.35)) +
    rect(cx - 35, ground - 130, 70, 120, 4, '#ffe3a1') +
    circle(cx + 22, ground - 66, 5, shade(accent, -0.5));
  // Hanging lanterns and two plants.
  for (const lx of [x + 95, x + w - 95])
    out += stroke(`M${lx} ${ground - 150} L${lx} ${ground - 128}`, '#3b3b3b', 3) + ellipse(lx, ground - 118, 14, 12, '#e8456b');
  out += plant(x - 30, ground, accent) + plant(x + w + 30, ground, accent);
  return out;
}

function cafe(cx: number, ground: number, r: Rng): string {
  const wall = r.pick(['#2f6f6a', '#3d5a80', '#8a5a44', '#5b8c5a', '#c86b4a']);
  const accent = r.pick(['#f6e3c7', '#f4d1ae', '#ffd36b']);
  const w = 420;
  const x = cx - w / 2;
  let out = rect(x, ground - 270, w, 270, 10, wall);
  out += rect(x - 14, ground - 284, w + 28, 24, 8, shade(wall, -0.3));
  out += window(x + 24, ground - 190, w - 150, 140, shade(wall, -0.35));
  out += rect(x + w - 110, ground - 190, 86, 190, 6, shade(wall, -0.35)) + rect(x + w - 100, ground - 180, 66, 170, 4, '#ffe3a1');
  // A round sign with a coffee cup.
  const sx = x + w / 2 - 40;
  const sy = ground - 232;
  out +=
    circle(sx, sy, 34, accent) +
    path(`M${sx - 16} ${sy - 10} L${sx + 16} ${sy - 10} L${sx + 12} ${sy + 14} L${sx - 12} ${sy + 14} Z`, shade(wall, -0.2)) +
    stroke(`M${sx + 15} ${sy - 4} C${sx + 28} ${sy - 4} ${sx + 28} ${sy + 10} ${sx + 13} ${sy + 8}`, shade(wall, -0.2), 4);
  out += stroke(
    `M${sx - 6} ${sy - 16} C${sx - 12} ${sy - 22} ${sx} ${sy - 26} ${sx - 6} ${sy - 32} M${sx + 6} ${sy - 16} C${sx} ${sy - 22} ${sx + 12} ${sy - 26} ${sx + 6} ${sy - 32}`,
    shade(wall, -0.2),
    3,
  );
  // Outdoor tables under umbrellas.
  for (const tx of [x - 110, x + w + 110]) {
    const umbrella = r.pick(ACCENTS);
    out +=
      rect(tx - 4, ground - 170, 8, 170, 3, '#5a3c28') +
      path(`M${tx - 90} ${ground - 150} Q${tx} ${ground - 230} ${tx + 90} ${ground - 150} Z`, umbrella) +
      path(`M${tx - 30} ${ground - 150} Q${tx} ${ground - 226} ${tx + 30} ${ground - 150} Z`, '#ffffff', ' opacity="0.5"');
    out += ellipse(tx, ground - 70, 50, 10, '#e5e1d8') + rect(tx - 4, ground - 70, 8, 70, 3, '#5a3c28');
    out +=
      rect(tx - 70, ground - 60, 28, 8, 3, '#8a5a44') +
      rect(tx - 68, ground - 60, 6, 60, 3, '#8a5a44') +
      rect(tx + 42, ground - 60, 28, 8, 3, '#8a5a44') +
      rect(tx + 62, ground - 60, 6, 60, 3, '#8a5a44');
    out += path(`M${tx - 14} ${ground - 96} L${tx + 14} ${ground - 96} L${tx + 10} ${ground - 76} L${tx - 10} ${ground - 76} Z`, '#ffffff');
  }
  return out;
}

function foodTruck(cx: number, ground: number, r: Rng): string {
  const body = r.pick(['#e07a3f', '#d9a441', '#3d7ea6', '#c0583b', '#5b8c5a', '#e8456b']);
  const x = cx - 250;
  let out = ellipse(cx, ground, 280, 14, '#000', ' opacity="0.15"');
  out += rect(x, ground - 240, 380, 200, 24, body);
  out += path(
    `M${x + 380} ${ground - 190} L${x + 450} ${ground - 190} Q${x + 500} ${ground - 180} ${x + 500} ${ground - 120} L${x + 500} ${ground - 40} L${x + 380} ${ground - 40} Z`,
    shade(body, -0.15),
  );
  out += path(
    `M${x + 395} ${ground - 176} L${x + 450} ${ground - 176} Q${x + 484} ${ground - 170} ${x + 486} ${ground - 124} L${x + 395} ${ground - 124} Z`,
    '#cfe8f5',
  );
  out += rect(x + 40, ground - 200, 260, 100, 8, '#3b2a20') + rect(x + 50, ground - 190, 240, 80, 4, '#ffe3a1');
  out += stripedAwning(x + 30, ground - 226, 280, 34, '#ffffff', 10).replace(/#ffffff/g, shade(body, 0.5));
  out += rect(x + 30, ground - 100, 280, 14, 4, shade(body, -0.35));
  // Bowls and a steaming pot in the window.
  out +=
    ellipse(x + 110, ground - 118, 30, 10, '#ffffff') + ellipse(x + 180, ground - 118, 30, 10, '#ffffff') + rect(x + 220, ground - 150, 60, 40, 8, '#9aa3ab');
  out += stroke(
    `M${x + 236} ${ground - 160} C${x + 228} ${ground - 172} ${x + 244} ${ground - 180} ${x + 236} ${ground - 192} M${x + 262} ${ground - 160} C${x + 254} ${ground - 172} ${x + 270} ${ground - 180} ${x + 262} ${ground - 192}`,
    '#ffffff',
    4,
  );
  for (const wx of [x + 90, x + 420]) out += circle(wx, ground - 34, 36, '#2b2b2b') + circle(wx, ground - 34, 16, '#bfc4c9');
  // A menu board beside the truck (lines, no text).
  out += rect(x - 120, ground - 150, 90, 120, 8, '#3b2a20') + rect(x - 80, ground - 30, 10, 30, 3, '#3b2a20');
  for (let i = 0; i < 4; i++) out += rect(x - 106, ground - 132 + i * 24, r.between(40, 62), 8, 4, '#f6e3c7', ' opacity="0.8"');
  out += stringLights(x + 10, x + 370, ground - 262, r);
  return out;
}

function catering(cx: number, ground: number, r: Rng): string {
  const cloth = r.pick(['#ffffff', '#fdf6ea', '#f4d1ae']);
  const skirt = r.pick(ACCENTS);
  const w = 560;
  const x = cx - w / 2;
  const top = ground - 130;
  let out = ellipse(cx, ground, w / 2 + 20, 14, '#000', ' opacity="0.15"');
  out += rect(x, top, w, 24, 6, cloth);
  for (let i = 0; i < 14; i++)
    out += path(
      `M${n(x + (i * w) / 14)} ${top + 24} L${n(x + ((i + 1) * w) / 14)} ${top + 24} L${n(x + ((i + 0.5) * w) / 14)} ${ground} Z`,
      i % 2 ? skirt : shade(skirt, -0.15),
    );
  out += rect(x, top + 24, w, 18, 0, shade(skirt, 0.3));
  // Chafing dishes and a tumpeng in the middle.
  for (const dx of [-200, -110, 110, 200])
    out +=
      rect(cx + dx - 40, top - 14, 80, 14, 4, '#8f969c') +
      path(`M${cx + dx - 42} ${top - 14} Q${cx + dx} ${top - 80} ${cx + dx + 42} ${top - 14} Z`, '#c9ced4') +
      circle(cx + dx, top - 52, 6, '#8f969c') +
      path(
        `M${cx + dx - 22} ${top - 30} Q${cx + dx - 10} ${top - 56} ${cx + dx + 6} ${top - 60}`,
        'none',
        ' stroke="#ffffff" stroke-width="5" opacity="0.6" stroke-linecap="round"',
      );
  out +=
    ellipse(cx, top - 4, 70, 14, LEAF) +
    path(`M${cx - 50} ${top - 8} L${cx} ${top - 120} L${cx + 50} ${top - 8} Z`, '#f5c542') +
    path(`M${cx - 8} ${top - 100} L${cx} ${top - 120} L${cx + 8} ${top - 100} Z`, '#d63c2a');
  for (const [ex, ey] of [
    [-40, -16],
    [36, -20],
    [0, -14],
  ] as const)
    out += circle(cx + ex, top + ey, 10, r.pick(['#c8742e', '#fffdf7', '#7dbb4a', '#d63c2a']));
  // Stacked plates and bunting above.
  for (let i = 0; i < 5; i++) out += ellipse(x + 40, top - 6 - i * 8, 34, 8, i % 2 ? '#ffffff' : '#ece8e0');
  let bunting = stroke(`M${x - 40} ${top - 190} Q${cx} ${top - 140} ${x + w + 40} ${top - 190}`, '#8a5a44', 3);
  for (let i = 0; i < 12; i++) {
    const t = (i + 0.5) / 12;
    const bx = x - 40 + (w + 80) * t;
    const by = top - 190 + 50 * 2 * t * (1 - t);
    bunting += path(`M${n(bx - 18)} ${n(by)} L${n(bx + 18)} ${n(by)} L${n(bx)} ${n(by + 34)} Z`, r.pick(ACCENTS));
  }
  return out + bunting;
}

function bread(x: number, y: number, kind: number, scale = 1): string {
  if (kind === 0)
    return g(
      `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
      ellipse(0, 0, 56, 30, '#c8742e') + stroke('M-30 -10 L-14 10 M-6 -14 L10 8 M18 -14 L32 4', '#f1c27d', 6),
    );
  if (kind === 1)
    return g(
      `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
      path('M-56 10 C-50 -30 50 -30 56 10 C40 2 30 16 20 8 C10 18 -10 18 -20 8 C-30 16 -40 2 -56 10 Z', '#d98f2e') +
        stroke('M-20 -12 L-16 8 M0 -16 L0 10 M20 -12 L16 8', '#b06a20', 4),
    );
  return g(
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
    rect(-40, -30, 80, 60, 26, '#e0a060') + rect(-40, -30, 80, 26, 13, '#8a4b2a') + circle(-14, -20, 4, '#fff6e0') + circle(10, -22, 4, '#fff6e0'),
  );
}

function bakery(cx: number, ground: number, r: Rng): string {
  const wall = r.pick(WALLS);
  const accent = r.pick(['#e8456b', '#c0583b', '#8a4b2a', '#d9a441', '#3d7ea6']);
  const w = 460;
  const x = cx - w / 2;
  let out = rect(x, ground - 270, w, 270, 0, wall) + rect(x - 10, ground - 286, w + 20, 22, 6, shade(accent, -0.3));
  out += stripedAwning(x + 10, ground - 250, w - 20, 44, accent, 14);
  // A display window with shelves of bread.
  out += rect(x + 24, ground - 190, w - 150, 160, 8, shade(accent, -0.35)) + rect(x + 34, ground - 180, w - 170, 140, 4, '#fff3d6');
  for (let s = 0; s < 2; s++) {
    const sy = ground - 130 + s * 70;
    out += rect(x + 34, sy, w - 170, 8, 0, '#c89b5a');
    for (let i = 0; i < 3; i++) out += bread(x + 90 + i * 90, sy - 22, (i + s + r.int(0, 2)) % 3, 0.75);
  }
  out += rect(x + w - 110, ground - 190, 86, 190, 6, shade(accent, -0.35)) + rect(x + w - 100, ground - 180, 66, 170, 4, '#fff3d6');
  // A wheat sheaf beside the door and a basket of loaves outside.
  for (let i = -2; i <= 2; i++)
    out +=
      stroke(`M${x + w + 60} ${ground} L${x + w + 60 + i * 14} ${ground - 120}`, '#c89b5a', 4) + ellipse(x + w + 60 + i * 15, ground - 132, 7, 16, '#e0b050');
  out += path(`M${x - 130} ${ground - 60} L${x - 30} ${ground - 60} L${x - 42} ${ground} L${x - 118} ${ground} Z`, '#a0703a');
  out += bread(x - 100, ground - 70, 0, 0.6) + bread(x - 60, ground - 76, 2, 0.55);
  return out;
}

function stall(cx: number, ground: number, r: Rng): string {
  const roof = r.pick(ACCENTS);
  const x = cx - 220;
  let out = rect(x + 10, ground - 240, 14, 240, 4, '#7a4e2d') + rect(x + 416, ground - 240, 14, 240, 4, '#7a4e2d');
  out +=
    path(`M${x - 30} ${ground - 230} L${cx} ${ground - 320} L${x + 470} ${ground - 230} Z`, roof) + rect(x - 30, ground - 236, 500, 14, 4, shade(roof, -0.3));
  // Snacks hanging in strips (renteng) and jars on the counter.
  for (let i = 0; i < 8; i++) {
    const hx = x + 60 + i * 45;
    let strip = '';
    for (let k = 0; k < 3; k++) strip += rect(hx - 14, ground - 212 + k * 30, 28, 26, 4, r.pick(['#e8456b', '#f5b01a', '#3d7ea6', '#7dbb4a', '#f08a3c']));
    out += strip;
  }
  out += rect(x, ground - 100, 440, 100, 6, '#a0703a') + rect(x, ground - 110, 440, 16, 4, '#7a4e2d');
  for (let i = 0; i < 5; i++) {
    const jx = x + 60 + i * 80;
    out +=
      rect(jx - 26, ground - 176, 52, 66, 10, '#e7f0f3', ' opacity="0.85"') +
      rect(jx - 22, ground - 150, 44, 36, 6, r.pick(['#f3e1b5', '#f08a3c', '#c98d3a', '#e8456b'])) +
      rect(jx - 20, ground - 184, 40, 12, 4, '#d63c2a');
  }
  out +=
    rect(x + 490, ground - 50, 160, 12, 4, '#7a4e2d') + rect(x + 500, ground - 40, 10, 40, 3, '#7a4e2d') + rect(x + 630, ground - 40, 10, 40, 3, '#7a4e2d');
  return out;
}

/** The banner of a tenant: its kind of place (restaurant, cafe, food truck, catering, bakery, stall) in a street scene. */
export function tenantBannerSvg({ name, type }: { name: string; type: TenantType }): DemoPicture {
  const { width, height } = DEMO_PICTURE_SIZES.banner;
  const r = rngFor(`banner:${type}:${name}`);
  const sky = r.pick(['#bfe3ef', '#f9d9b0', '#cde6d0', '#f6c9b4', '#d7d4f0', '#fbe3a5']);
  const ground = 360;
  let body = rect(0, 0, width, height, 0, sky);
  body += circle(r.between(80, 300), r.between(60, 110), 46, '#fff3c4', ' opacity="0.9"');
  // Galunggung on the horizon, and hills.
  const hill = r.pick(['#8fbf7a', '#7aa86a', '#a3c98a', '#6e9c7a']);
  body += path(
    `M0 ${ground - 60} L${n(r.between(700, 900))} 110 L${n(r.between(960, 1060))} 150 L1200 ${ground - 90} L1200 ${ground} L0 ${ground} Z`,
    shade(hill, -0.15),
    ' opacity="0.7"',
  );
  body += path(
    `M0 ${ground - 40} C300 ${ground - 140} 500 ${ground - 40} 700 ${ground - 90} S1100 ${ground - 120} 1200 ${ground - 60} L1200 ${ground} L0 ${ground} Z`,
    hill,
  );
  for (let i = 0; i < 3; i++) body += ellipse(r.between(100, 1100), r.between(40, 120), r.between(50, 80), 18, '#ffffff', ' opacity="0.8"');
  body += rect(0, ground, width, height - ground, 0, '#b9a58a') + rect(0, ground, width, 8, 0, '#9c8a70');
  for (let x = 20; x < width; x += 80) body += rect(x, ground + 20, 50, 6, 3, '#d8cbb5');
  // Trees and lamps at the sides (varied), the place in the middle.
  const treeColor = r.pick(['#4f9a3c', '#3a7a2c', '#6fb04a']);
  const leftX = r.between(90, 200);
  const rightX = r.between(1000, 1110);
  body += r.chance(0.5) ? tree(leftX, ground, r.between(110, 150), treeColor) : lampPost(leftX, ground) + tree(leftX - 60, ground, 90, treeColor);
  body += r.chance(0.5) ? tree(rightX, ground, r.between(110, 150), treeColor) : lampPost(rightX, ground) + tree(rightX + 60, ground, 90, treeColor);
  const cx = 600 + r.between(-20, 20);
  const scenes: Record<TenantType, (cx: number, ground: number, r: Rng) => string> = {
    restaurant,
    cafe,
    food_truck: foodTruck,
    catering,
    bakery,
    other: stall,
  };
  body += scenes[type](cx, ground, r);
  return { kind: 'banner', width, height, svg: svgDocument(width, height, body) };
}

// A stroke alphabet on a 4x6 grid: logos carry initials without depending on the fonts of the machine that seeds.
const LETTERS: Record<string, string> = {
  A: 'M0 6 L2 0 L4 6 M0.7 4 H3.3',
  B: 'M0 3 H2.5 A1.5 1.5 0 0 0 2.5 0 H0 V6 H2.5 A1.5 1.5 0 0 0 2.5 3',
  C: 'M3.8 1.2 C3 -0.4 0 -0.4 0 3 C0 6.4 3 6.4 3.8 4.8',
  D: 'M0 0 H1.5 C4.6 0 4.6 6 1.5 6 H0 Z',
  E: 'M4 0 H0 V6 H4 M0 3 H3',
  F: 'M4 0 H0 V6 M0 3 H3',
  G: 'M3.8 1.2 C3 -0.4 0 -0.4 0 3 C0 6.4 4 6.4 4 3.4 H2.2',
  H: 'M0 0 V6 M4 0 V6 M0 3 H4',
  I: 'M2 0 V6 M1 0 H3 M1 6 H3',
  J: 'M3 0 V4.2 C3 6.6 0 6.6 0 4.4',
  K: 'M0 0 V6 M4 0 L0 3.6 M1.4 2.4 L4 6',
  L: 'M0 0 V6 H4',
  M: 'M0 6 V0 L2 3.5 L4 0 V6',
  N: 'M0 6 V0 L4 6 V0',
  O: 'M2 0 C-0.7 0 -0.7 6 2 6 C4.7 6 4.7 0 2 0 Z',
  P: 'M0 6 V0 H2.4 A1.6 1.6 0 0 1 2.4 3.2 H0',
  Q: 'M2 0 C-0.7 0 -0.7 6 2 6 C4.7 6 4.7 0 2 0 Z M2.6 4.4 L4 6',
  R: 'M0 6 V0 H2.4 A1.6 1.6 0 0 1 2.4 3.2 H0 M2.2 3.2 L4 6',
  S: 'M3.8 1 C3 -0.3 0.2 -0.3 0.2 1.6 C0.2 3.4 3.8 2.6 3.8 4.4 C3.8 6.3 1 6.3 0.2 5',
  T: 'M0 0 H4 M2 0 V6',
  U: 'M0 0 V4 C0 6.6 4 6.6 4 4 V0',
  V: 'M0 0 L2 6 L4 0',
  W: 'M0 0 L1 6 L2 2.5 L3 6 L4 0',
  X: 'M0 0 L4 6 M4 0 L0 6',
  Y: 'M0 0 L2 3 L4 0 M2 3 V6',
  Z: 'M0 0 H4 L0 6 H4',
};

/** Up to two initials from the first words that start with a letter A-Z (accents stripped). */
export function logoInitials(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word && LETTERS[word[0]!])
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** A round badge in the tenant's colours with its initials. */
export function tenantLogoSvg({ name, type }: { name: string; type: TenantType }): DemoPicture {
  const { width, height } = DEMO_PICTURE_SIZES.logo;
  const r = rngFor(`logo:${type}:${name}`);
  const base = r.pick(['#c0583b', '#2f6f6a', '#d9a441', '#b5453a', '#3d7ea6', '#5b8c5a', '#8a4b2a', '#e07a3f', '#7c4dbd']);
  const background = r.pick(['#fdf6ea', '#f6e3c7', '#ffffff']);
  const initials = logoInitials(name);
  const letterWidth = 4;
  const gap = 1.6;
  const scale = initials.length > 1 ? 15 : 20;
  const total = initials.length * letterWidth + Math.max(0, initials.length - 1) * gap;
  let letters = '';
  [...initials].forEach((ch, i) => {
    letters += `<path d="${LETTERS[ch]}" transform="translate(${n(i * (letterWidth + gap))} 0)"/>`;
  });
  const ox = 128 - (total * scale) / 2;
  const oy = 128 - 3 * scale + 4;
  let body = rect(0, 0, width, height, 0, background);
  body += circle(128, 128, 118, base) + circle(128, 128, 104, 'none', ` stroke="${background}" stroke-width="4" opacity="0.7"`);
  // A little arc of dots above the initials, a dash below: a badge rather than a plain disc.
  for (let i = -2; i <= 2; i++) body += circle(128 + i * 18, 62 - Math.abs(i) * 3 + (Math.abs(i) === 2 ? 3 : 0), 4, background, ' opacity="0.85"');
  body += rect(104, 204, 48, 6, 3, background, ' opacity="0.85"');
  body += `<g transform="translate(${n(ox)} ${n(oy)}) scale(${scale})" fill="none" stroke="${background}" stroke-width="${n(15 / scale)}" stroke-linecap="round" stroke-linejoin="round">${letters}</g>`;
  return { kind: 'logo', width, height, svg: svgDocument(width, height, body) };
}
