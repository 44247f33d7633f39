/** The catalog prefixes the console's islands read (picked per page by `islandStrings`). */
export const staffStrings = [
  'staff.',
  'common.',
  'errors.',
  'pager.',
  'auth.showPassword',
  'auth.hidePassword',
] as const;
