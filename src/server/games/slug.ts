/** A URL-safe slug of a title: lower-case ASCII letters and digits joined by single dashes. */
export function slugify(text: string, max = 60): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'game';
}

/**
 * The first free slug for a title among `taken` (which it joins): the title's, then with the
 * studio's name, then numbered. A slug is given once and kept (a game page keeps its address).
 */
export function freeSlug(taken: Set<string>, title: string, studio: string): string {
  const base = slugify(title);
  let slug = base;
  if (taken.has(slug)) slug = `${base}-${slugify(studio, 30)}`;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${slugify(studio, 30)}-${n}`;
  taken.add(slug);
  return slug;
}
