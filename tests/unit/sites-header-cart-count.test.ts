// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeText, initCartCount } from '../../src/scripts/header/cartCount.ts';
import { $cartCount, cartChanged, refreshCartCount } from '../../src/stores/cart.ts';
import { $token, setSession } from '../../src/stores/session.ts';
import en from '../../i18n/en.json' with { type: 'json' };
import ar from '../../i18n/ar.json' with { type: 'json' };

/**
 * The header's cart count ($cartCount in src/stores/cart.ts, drawn by the header): a badge for
 * the eye, the count in the link's name for screen readers.
 */

const HEADER = `
  <header id="site-header">
    <a href="/cart" aria-label="Cart" title="Cart" data-cart-link data-label="Cart">
      <span data-cart-count aria-hidden="true" hidden></span>
    </a>
    <a href="/cart" data-cart-link data-label="Cart">Cart<span data-cart-count aria-hidden="true" hidden></span></a>
  </header>`;

let cartSize = 3;
let dispose: () => void = () => {};
let cartRequests = 0;

function serve(catalog: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/i18n/')) return new Response(JSON.stringify(catalog));
      if (url.startsWith('/api/cart/list')) {
        cartRequests++;
        const list = Array.from({ length: cartSize }, (_, id) => ({ id }));
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data: list }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('not found', { status: 404 });
    }),
  );
}

const links = () => [...document.querySelectorAll<HTMLElement>('[data-cart-link]')];
const badges = () => [...document.querySelectorAll<HTMLElement>('[data-cart-count]')];

describe('header cart count', () => {
  beforeEach(() => {
    cartSize = 3;
    cartRequests = 0;
    localStorage.clear();
    $token.set(null);
    document.documentElement.dataset['locale'] = 'en';
    document.documentElement.lang = 'en';
    document.body.innerHTML = HEADER;
    serve(en);
  });
  afterEach(() => {
    dispose();
    $cartCount.set(null);
    vi.unstubAllGlobals();
  });

  it('asks nothing for a guest and shows no badge', async () => {
    dispose = initCartCount(document.getElementById('site-header')!);
    await Promise.resolve();
    expect(cartRequests).toBe(0);
    expect(badges().every((b) => b.hidden)).toBe(true);
  });

  it('counts the cart once for a logged-in merchant and names the links with the count', async () => {
    setSession('tok');
    dispose = initCartCount(document.getElementById('site-header')!);
    await vi.waitFor(() => expect(badges()[0]?.textContent).toBe('3'));
    expect(badges().every((b) => !b.hidden && b.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(links().map((l) => l.getAttribute('aria-label'))).toEqual(['3 items in cart', '3 items in cart']);
    expect(links()[0]?.title).toBe('3 items in cart');
    expect(cartRequests).toBe(1);
  });

  it('follows the cart store with or without a count, and clears on logout', async () => {
    setSession('tok');
    dispose = initCartCount(document.getElementById('site-header')!);
    await vi.waitFor(() => expect(badges()[0]?.textContent).toBe('3'));

    void cartChanged(1);
    await vi.waitFor(() => expect(links()[0]?.getAttribute('aria-label')).toBe('1 item in cart'));
    expect(cartRequests).toBe(1);

    cartSize = 5;
    void cartChanged();
    await vi.waitFor(() => expect(badges()[0]?.textContent).toBe('5'));
    expect(cartRequests).toBe(2);

    void cartChanged(0);
    await vi.waitFor(() => expect(badges()[0]?.hidden).toBe(true));
    expect(links()[0]?.getAttribute('aria-label')).toBe('Cart');

    void cartChanged(2);
    await vi.waitFor(() => expect(badges()[0]?.textContent).toBe('2'));
    $token.set(null);
    await vi.waitFor(() => expect(badges()[0]?.hidden).toBe(true));
    expect(links()[1]?.hasAttribute('aria-label')).toBe(true);
    expect(links()[1]?.getAttribute('aria-label')).toBe('Cart');
  });

  it('keeps a known count when an older reading arrives after it', async () => {
    setSession('tok');
    const answers: ((r: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    const reading = refreshCartCount();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await cartChanged(1);
    answers[0]!(Response.json({ code: 0, msg: 'ok', data: [{ id: 1 }, { id: 2 }, { id: 3 }] }));
    await reading;
    expect($cartCount.get()).toBe(1);
  });

  it('uses the plural forms of the page’s language', async () => {
    document.documentElement.dataset['locale'] = 'ar';
    document.documentElement.lang = 'ar';
    serve(ar);
    cartSize = 2;
    // A fresh page: nothing cached from the English pages before.
    vi.resetModules();
    const session = await import('../../src/stores/session.ts');
    const fresh = await import('../../src/scripts/header/cartCount.ts');
    session.setSession('tok');
    dispose = fresh.initCartCount(document.getElementById('site-header')!);
    await vi.waitFor(() => expect(links()[0]?.getAttribute('aria-label')).toBe('عنصران في السلة'));
  });

  it('caps the badge and writes it in the locale’s digits', () => {
    expect(badgeText(7, 'en')).toBe('7');
    expect(badgeText(120, 'en')).toBe('99+');
    expect(badgeText(12, 'bn')).toBe('১২');
  });
});
