import { $token } from '~/stores/session';

/**
 * The header's cart count: how many items the merchant's cart holds, as a badge on the
 * cart links and in their accessible name ("3 items in cart"). Read once per page for a
 * logged-in merchant, and again when the cart or the wizard says it changed.
 */

/** Dispatched on `window` by whatever adds or removes cart items; a known `count` saves a request. */
export const CART_CHANGED_EVENT = 'cart:changed';
export interface CartChangedDetail {
  count?: number;
}

/** Tells the header the cart changed (after create or delete). */
export function notifyCartChanged(detail: CartChangedDetail = {}): void {
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED_EVENT, { detail }));
}

/** Badge digits: the locale's, capped so the badge stays a badge. */
export function badgeText(count: number, lang: string): string {
  const nf = new Intl.NumberFormat(lang);
  return count > 99 ? `${nf.format(99)}+` : nf.format(count);
}

type Label = (count: number) => string;

/** Every item counts, valid or not: the badge says what the cart page will list. */
async function fetchCount(): Promise<number> {
  const { api } = await import('~/stores/api');
  const list = await api.get('/api/cart/list', { toastError: false });
  return Array.isArray(list) ? list.length : 0;
}

function render(links: HTMLElement[], count: number, label: Label | null, lang: string): void {
  for (const link of links) {
    const badge = link.querySelector<HTMLElement>('[data-cart-count]');
    const plain = link.dataset['label'] ?? '';
    const shown = count > 0 && label !== null;
    if (badge) {
      badge.textContent = shown ? badgeText(count, lang) : '';
      badge.hidden = !shown;
    }
    // The badge is drawn for the eye; the count reaches screen readers through the name.
    const name = shown ? label(count) : plain;
    if (name) link.setAttribute('aria-label', name);
    else link.removeAttribute('aria-label');
    if (link.hasAttribute('title')) link.title = name || plain;
  }
}

/**
 * Wires the cart links marked `data-cart-link` (a `data-cart-count` child is the badge).
 * Returns what unwires them (the header lives as long as the page; tests start over).
 */
export function initCartCount(root: ParentNode = document): () => void {
  const links = [...root.querySelectorAll<HTMLElement>('[data-cart-link]')];
  if (!links.length) return () => {};
  const lang = document.documentElement.lang || 'en';
  let seq = 0;
  let label: Label | null = null;

  // The API client and strings load only for a logged-in merchant, after first paint.
  async function labeller(): Promise<Label> {
    if (label) return label;
    const { loadClientStrings, translator } = await import('./clientStrings');
    const t = translator(await loadClientStrings());
    label = (count) => t('header.cartCount', { count });
    return label;
  }

  async function refresh(known?: number): Promise<void> {
    const mine = ++seq;
    if (!$token.get()) {
      render(links, 0, null, lang);
      return;
    }
    try {
      const count = known ?? (await fetchCount());
      const l = await labeller();
      if (mine === seq) render(links, count, l, lang);
    } catch (err) {
      // The badge is a convenience: without it the cart link still works.
      console.warn('cart count unavailable', err);
    }
  }

  const onChanged = (e: Event) => {
    const count = (e as CustomEvent<CartChangedDetail>).detail?.count;
    void refresh(typeof count === 'number' && count >= 0 ? count : undefined);
  };
  // Back/forward restores a page from memory: the cart may have changed meanwhile.
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) void refresh();
  };
  void refresh();
  const unlisten = $token.listen(() => void refresh());
  window.addEventListener(CART_CHANGED_EVENT, onChanged);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    seq++; // an answer in flight no longer renders
    unlisten();
    window.removeEventListener(CART_CHANGED_EVENT, onChanged);
    window.removeEventListener('pageshow', onPageShow);
  };
}
