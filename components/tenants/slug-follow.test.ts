import { describe, expect, it } from 'vitest';
import { slugForName, slugIsOwn } from './slug-follow';

/** Replays a sequence of edits the way the form applies them. */
function run(steps: ({ name: string } | { slug: string })[], own = false) {
  let slug = '';
  let name = '';
  for (const step of steps) {
    if ('name' in step) {
      name = step.name;
      slug = slugForName(name, slug, own);
    } else {
      slug = step.slug;
      own = slugIsOwn(slug);
    }
  }
  return slug;
}

describe('tenant slug follows the name', () => {
  it('derives the slug from the name while the user has not typed one', () => {
    expect(run([{ name: 'Kedai Kopi' }, { name: 'Kedai Kopi Galunggung' }])).toBe('kedai-kopi-galunggung');
  });

  it('keeps a slug the user typed', () => {
    expect(run([{ name: 'Kedai Kopi' }, { slug: 'kopi-kami' }, { name: 'Kedai Kopi Baru' }])).toBe('kopi-kami');
  });

  it('follows the name again after the user cleared the slug', () => {
    expect(run([{ name: 'Kedai' }, { slug: 'sendiri' }, { slug: '' }, { name: 'Kedai Bakso' }])).toBe('kedai-bakso');
  });

  it('an existing tenant keeps its slug until it is cleared', () => {
    expect(run([{ slug: 'lama' }, { name: 'Nama Baru' }], true)).toBe('lama');
  });
});
