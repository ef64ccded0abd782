import { describe, expect, it } from 'vitest';
import { dietaryTagsLabel, toggleDietaryTag } from './menu-labels';

describe('toggleDietaryTag', () => {
  it('checks vegetarian with vegan', () => {
    expect(toggleDietaryTag([], 'vegan', true)).toEqual(['vegetarian', 'vegan']);
    expect(toggleDietaryTag(['contains_alcohol'], 'vegan', true)).toEqual(['vegetarian', 'vegan', 'contains_alcohol']);
  });

  it('unchecks vegan with vegetarian but not the other way round', () => {
    expect(toggleDietaryTag(['vegetarian', 'vegan'], 'vegetarian', false)).toEqual([]);
    expect(toggleDietaryTag(['vegetarian', 'vegan'], 'vegan', false)).toEqual(['vegetarian']);
  });

  it('keeps the list order and no duplicates', () => {
    expect(toggleDietaryTag(['contains_alcohol'], 'contains_pork', true)).toEqual(['contains_pork', 'contains_alcohol']);
    expect(toggleDietaryTag(['contains_pork'], 'contains_pork', true)).toEqual(['contains_pork']);
  });
});

describe('dietaryTagsLabel', () => {
  it('names the tags in order, or a dash', () => {
    expect(dietaryTagsLabel(['vegan', 'vegetarian'])).toBe('Vegetarian, Vegan');
    expect(dietaryTagsLabel(['contains_pork'])).toBe('Mengandung babi');
    expect(dietaryTagsLabel([])).toBe('-');
    expect(dietaryTagsLabel(undefined)).toBe('-');
  });
});
