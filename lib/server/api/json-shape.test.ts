import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_ENTRIES, jsonShapeProblem } from './json-shape';

/** Keys and elements counted by walking the parsed value: what the scan must agree with. */
function entriesOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.length + items.reduce<number>((sum, item) => sum + entriesOf(item), 0);
}

describe('jsonShapeProblem', () => {
  it.each([
    '{}',
    '[]',
    '"teks"',
    '12',
    '{"a":1,"b":[1,2,{"c":null}],"d":{"e":"x,y]}{["}}',
    '[[1,2],[3],[],{}]',
    '{"s":"a\\"b,c","t":[true,false,-1.5e3]}',
    ' { "a" : [ 1 , 2 ] , "b" : { } } ',
  ])('counts %s as its parsed value has', (text) => {
    const limit = entriesOf(JSON.parse(text));
    expect(jsonShapeProblem(text, limit)).toBeNull();
    if (limit > 0) expect(jsonShapeProblem(text, limit - 1)).toBe('entries');
  });

  it('refuses more entries than the limit, in objects and in arrays, and takes the limit itself', () => {
    const object = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    expect(jsonShapeProblem(object(MAX_JSON_ENTRIES))).toBeNull();
    expect(jsonShapeProblem(object(MAX_JSON_ENTRIES + 1))).toBe('entries');
    expect(jsonShapeProblem(object(60_000))).toBe('entries');
    expect(jsonShapeProblem(JSON.stringify(Array(MAX_JSON_ENTRIES + 1).fill(0)))).toBe('entries');
    // Spread over many small containers.
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 700 }, () => ({ a: 1, b: 2 }))))).toBe('entries');
  });

  it('refuses nesting deeper than the limit, and takes the limit itself', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH + 1))).toBe('depth');
    expect(jsonShapeProblem('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toBe('depth');
  });

  it('does not count brackets, commas or quotes inside strings', () => {
    const text = JSON.stringify({ note: '[[[[[[[[[[[[[[[[[[[[,,,,,,,,{{{{\\"'.repeat(200) });
    expect(jsonShapeProblem(text, 1, 1)).toBeNull();
  });

  it('accepts the largest body the app sends: a tenant with four shifts on every day', () => {
    const day = { closed: false, shifts: Array.from({ length: 4 }, () => ({ open: '08:00', close: '10:00' })) };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const tenant = {
      ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, 'nilai'])),
      operatingHours: Object.fromEntries(days.map((d) => [d, day])),
      paymentMethods: ['cash', 'qris', 'transfer'],
    };
    expect(jsonShapeProblem(JSON.stringify(tenant))).toBeNull();
  });
});
