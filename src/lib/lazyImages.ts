/** Re-exported for the cart's item cards; not used here, so the page's script does not carry it. */
export { FALLBACK_IMAGE } from '~/shared/images';

/** Lazy images (spec §4, §9): 200 px ahead of the viewport, 1 % visible. */
export const LAZY_OPTIONS = { rootMargin: '200px', threshold: 0.01 } as const;

export type LazyState = 'loading' | 'loaded' | 'failed';

/**
 * Loads `img[data-lazy][data-src]` (and `data-srcset`) when near the viewport and
 * exposes the state as `data-state`: loading → loaded, or failed — which shows the
 * fallback image with the localized "Image failed to load" (as its alt text and as a
 * visible note), logs a warning and counts as loaded (`data-loaded` is set for both).
 */
export function initLazyImages(root: ParentNode = document): void {
  const imgs = [...root.querySelectorAll<HTMLImageElement>('img[data-lazy][data-src]')].filter(
    (i) => !i.dataset['state'],
  );
  if (!imgs.length) return;
  if (!('IntersectionObserver' in window)) {
    for (const img of imgs) load(img);
    return;
  }
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      load(e.target as HTMLImageElement);
    }
  }, LAZY_OPTIONS);
  for (const img of imgs) io.observe(img);
}

function load(img: HTMLImageElement): void {
  const src = img.dataset['src'];
  if (!src) return;
  const settle = (state: LazyState) => {
    img.dataset['state'] = state;
    img.toggleAttribute('data-loaded', true);
    img.dispatchEvent(new CustomEvent('lazy:settled', { detail: { state }, bubbles: true }));
  };
  const onLoad = () => {
    img.removeEventListener('error', onError);
    settle('loaded');
  };
  const onError = () => {
    img.removeEventListener('load', onLoad); // the fallback's own load must not read as success
    console.warn(`[lazy] image failed to load: ${src}`);
    // The failure display is its own small module: pages whose images load never fetch it.
    void import('./mediaFailure')
      .then((m) => m.showImageFailed(img))
      .catch(() => {
        // Its module did not load: the fallback picture alone, named on the page (PageBehaviour.astro).
        const fallback = document.getElementById('page-behaviour')?.dataset['fallbackImage'];
        if (fallback) img.src = fallback;
      })
      .finally(() => settle('failed'));
  };
  img.dataset['state'] = 'loading';
  img.addEventListener('load', onLoad, { once: true });
  img.addEventListener('error', onError, { once: true });
  if (img.dataset['srcset']) img.srcset = img.dataset['srcset'];
  img.src = src;
}
