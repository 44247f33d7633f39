import { describe, expect, it } from 'vitest';
import { readGalleryQuery, withGalleryQuery } from '../../src/features/wizard/galleryUrl.ts';

describe('the template gallery in the address', () => {
  it('reads category, search and page, leaving out what is malformed', () => {
    expect(readGalleryQuery('?countriesId=1&category=4&q=%20gold%20&page=3')).toEqual({
      categoryId: 4,
      q: 'gold',
      page: 3,
    });
    expect(readGalleryQuery('?category=abc&page=0')).toEqual({ categoryId: undefined, q: '', page: 1 });
    expect(readGalleryQuery(`?q=${'x'.repeat(80)}`).q).toHaveLength(60);
  });

  it('writes them beside the wizard parameters, and drops them when cleared', () => {
    const base = 'https://x.test/ar/choose-theme?countriesId=1&packageId=2&step=info';
    const on = withGalleryQuery(base, { categoryId: 4, q: 'gold star', page: 2 });
    expect(on).toBe(`${base}&category=4&q=gold+star&page=2`);
    expect(readGalleryQuery(new URL(on).search)).toEqual({ categoryId: 4, q: 'gold star', page: 2 });
    expect(withGalleryQuery(on, { categoryId: undefined, q: '', page: 1 })).toBe(base);
  });
});
