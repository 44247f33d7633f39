/** The catalog prefixes the console's islands read (picked per page by `islandStrings`). */
export const staffStrings = [
  'staff.',
  'common.',
  'errors.',
  'pager.',
  'order.status.',
  'sites.status.',
  'sites.term.',
  'settlement.kind.',
  'settlement.reason.',
  'auth.showPassword',
  'auth.hidePassword',
] as const;
