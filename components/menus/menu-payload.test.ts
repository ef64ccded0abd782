import { describe, expect, it } from 'vitest';
import { menuFormSchema } from '@/lib/validations/menu';
import type { Menu } from '@/components/dashboard/api-types';
import { toMenuPayload } from './menu-payload';

const form = {
  name: ' Nasi Tutug Oncom ',
  description: '',
  price: '25000.00',
  category: 'main_course',
  spiceLevel: '3',
  preparationTime: '',
  ingredients: 'beras, oncom',
  allergens: '',
  calories: '450',
  image: null,
  isAvailable: true,
  dietaryTags: [],
};

describe('toMenuPayload', () => {
  it('converts numbers and omits blank fields on create', () => {
    const values = menuFormSchema.parse(form);
    expect(toMenuPayload(values)).toEqual({
      name: 'Nasi Tutug Oncom',
      price: 25000,
      category: 'main_course',
      spiceLevel: 3,
      ingredients: 'beras, oncom',
      calories: 450,
      isAvailable: true,
      dietaryTags: [],
    });
  });

  it('sends null for a field that had a value and was cleared on edit', () => {
    const original = { description: 'Lama', preparationTime: 15, allergens: null, image: '/api/v1/files/a.webp' } as unknown as Menu;
    const payload = toMenuPayload(menuFormSchema.parse(form), original);
    expect(payload.description).toBeNull();
    expect(payload.preparationTime).toBeNull();
    expect(payload.image).toBeNull();
    expect('allergens' in payload).toBe(false);
  });
});
