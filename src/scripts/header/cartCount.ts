import { loadClientStrings, translator } from '~/lib/clientStrings';
import { $cartCount, refreshCartCount } from '~/stores/cart';
import { $token } from '~/stores/session';

/**
 * The header's cart count ($cartCount) as a badge on the cart links and in their accessible
 * name ("3 items in cart"). Loaded for a logged-in merchant only (./cartBadge.ts).
 */

/** Badge digits: the locale's, capped so the badge stays a badge. */
export function badgeText(count: number, lang: string): string {
  const nf = new Intl.NumberFormat(lang);
  return count > 99 ? `${nf.format(99)}+` : nf.format(count);
}

type Label = (count: number) => string;

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

  async function labeller(): Promise<Label> {
    if (label) return label;
    const t = translator(await loadClientStrings());
    label = (count) => t('header.cartCount', { count });
    return label;
  }

  async function show(count: number | null): Promise<void> {
    const mine = ++seq;
    if (count === null) return render(links, 0, null, lang);
    try {
      const l = await labeller();
      if (mine === seq) render(links, count, l, lang);
    } catch (err) {
      console.warn('cart count unavailable', err);
    }
  }

  // Back/forward restores a page from memory: the cart may have changed meanwhile.
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) void refreshCartCount();
  };
  const unsubscribe = $cartCount.subscribe((count) => void show(count));
  void refreshCartCount();
  const unlisten = $token.listen(() => void refreshCartCount());
  window.addEventListener('pageshow', onPageShow);
  return () => {
    seq++; // a label still loading no longer renders
    unsubscribe();
    unlisten();
    window.removeEventListener('pageshow', onPageShow);
  };
}
