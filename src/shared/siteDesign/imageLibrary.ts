/**
 * The free design-material library: small original pictures shipped with the platform at
 * `/design-library/<id>.svg` (public/design-library, drawn by scripts/design-library.ts from
 * the template motifs). Every host that serves a site serves this folder, so a section can
 * use one on the platform address and on an own domain alike. Alt texts are catalog keys.
 */
export const imageLibraryIds = [
  'crown',
  'dice',
  'cards',
  'chip',
  'slot7',
  'diamond',
  'ball',
  'fish',
  'roulette',
  'trophy',
  'rocket',
  'lotto',
] as const;
export type LibraryImageId = (typeof imageLibraryIds)[number];

export const imageLibrary = imageLibraryIds.map((id) => ({
  id,
  altKey: `design.image.${id}` as const,
  src: `/design-library/${id}.svg`,
}));

/** The `src` of an image value: a library picture, an upload under the site's root, or null. */
export function imageSrc(value: string, siteRoot: string): string | null {
  if (!value) return null;
  if (value.startsWith('asset:')) return `${siteRoot}assets/${value.slice('asset:'.length)}.webp`;
  return (imageLibraryIds as readonly string[]).includes(value) ? `/design-library/${value}.svg` : null;
}
