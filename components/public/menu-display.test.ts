import { describe, expect, it } from 'vitest';
import { dietaryLabels } from './menu-display';

describe('dietaryLabels', () => {
  it('labels the tags in list order, vegan standing alone for vegan', () => {
    expect(dietaryLabels(['vegetarian'])).toEqual([{ tag: 'vegetarian', label: 'Vegetarian' }]);
    expect(dietaryLabels(['vegan', 'vegetarian'])).toEqual([{ tag: 'vegan', label: 'Vegan' }]);
    expect(dietaryLabels(['contains_alcohol', 'contains_pork'])).toEqual([
      { tag: 'contains_pork', label: 'Mengandung babi' },
      { tag: 'contains_alcohol', label: 'Mengandung alkohol' },
    ]);
    expect(dietaryLabels(['gluten_free'])).toEqual([]);
    expect(dietaryLabels([])).toEqual([]);
    expect(dietaryLabels(undefined)).toEqual([]);
  });
});
