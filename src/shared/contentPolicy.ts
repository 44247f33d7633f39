/**
 * Where the pages may load images from: the CSP `img-src` of src/server/edge/rules.ts, which
 * the Node server, `_headers` and the nginx config all send. Rules about stored image URLs (the
 * avatar) follow from it, so nothing is accepted that the page would then block.
 */
export const IMG_SOURCES = ["'self'", 'data:', 'blob:'] as const;

/**
 * A stored image URL the pages can show under IMG_SOURCES: a path on this site.
 * `//host/…` and `/\host/…` are other sites to a browser; `data:` and `blob:` are what
 * a page makes for itself, not addresses to keep.
 */
export function isShowableImageUrl(url: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(url);
}
