import type { BrowseQuery as GalleryQuery } from '~/ui/templateBrowser/useBrowseQuery';

/**
 * The gallery's category, search and page live in the address (`?category=`, `?q=`,
 * `?page=`), so a reload or a shared link shows the same templates. Written with
 * replaceState: narrowing the gallery is not a step Back should walk through.
 */

const positive = (v: string | null): number | undefined =>
  v !== null && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : undefined;

/** What the address asks the gallery to show; anything malformed is left out. */
export function readGalleryQuery(search: string): GalleryQuery {
  const p = new URLSearchParams(search);
  return {
    categoryId: positive(p.get('category')),
    q: (p.get('q') ?? '').trim().slice(0, 60),
    page: positive(p.get('page')) ?? 1,
  };
}

/** `href` with the gallery's state in its query (the other parameters kept as they are). */
export function withGalleryQuery(href: string, g: GalleryQuery): string {
  const url = new URL(href);
  const set = (k: string, v: string | undefined) => (v ? url.searchParams.set(k, v) : url.searchParams.delete(k));
  set('category', g.categoryId === undefined ? undefined : String(g.categoryId));
  set('q', g.q || undefined);
  set('page', g.page > 1 ? String(g.page) : undefined);
  return url.toString();
}

/** Records the gallery's state in the address without a new history entry. */
export function saveGalleryQuery(g: GalleryQuery): void {
  const next = withGalleryQuery(window.location.href, g);
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}
