import { alliancePath } from './brand.ts';
import type { MessageKey } from './messageKey.ts';

/** Route meta flags of spec §2. */
export interface PageRoute {
  /** Path below the locale segment, '' for home. */
  path: string;
  /** i18n key of the page title. */
  titleKey: MessageKey;
  showHeader: boolean;
  showFooter: boolean;
  noHeaderBg: boolean;
  requiresAuth: boolean;
  /** Marketing pages are listed in the sitemap and held to the JS budget. */
  marketing: boolean;
  /**
   * The page sends no Referer anywhere (a `<meta name="referrer">`: the static headers are one
   * policy for every page). For pages a secret link opens, such as the password reset.
   */
  noReferrer: boolean;
}

function page(
  path: string,
  titleKey: MessageKey,
  flags: Partial<Omit<PageRoute, 'path' | 'titleKey'>> = {},
): PageRoute {
  return {
    path,
    titleKey,
    showHeader: true,
    showFooter: true,
    noHeaderBg: false,
    requiresAuth: false,
    marketing: !flags.requiresAuth,
    noReferrer: false,
    ...flags,
  };
}

const account = { requiresAuth: true, marketing: false } as const;

export const pageRoutes: PageRoute[] = [
  page('', 'page.home', { noHeaderBg: true }),
  page('cart', 'page.cart', account),
  // The template step is open to visitors (read-only until they add a site to the cart); editing a
  // cart item's design (`?cartItemId=`) asks for a login in the island.
  page('choose-theme', 'page.chooseTheme', { marketing: false }),
  page('created', 'page.created', account),
  // Query-driven steps of the open-station flow: app pages, not search landing pages.
  page('introduction', 'page.introduction', { marketing: false }),
  page('my-order', 'page.myOrder', account),
  page('my-site', 'page.mySite', account),
  page('package', 'page.package', { marketing: false }),
  page('personal', 'page.personal', account),
  page('settlement', 'page.settlement', account),
  // Opened from a mailed link whose secret is in the fragment: never indexed, never a referrer.
  page('reset-password', 'page.resetPassword', { marketing: false, noReferrer: true }),
  page('affiliate-program', 'page.affiliate'),
  page('help-center', 'page.helpCenter'),
  page('services/online-casino-advertising', 'page.advertising', { noHeaderBg: true }),
  page('services/online-casino-payment-gateway', 'page.payment', { noHeaderBg: true }),
  page('services/casino-aggregator-gameapi', 'page.gameApi', { noHeaderBg: true }),
  page(alliancePath, 'page.alliance'),
  page('contact-business', 'page.contact'),
  page('terms-of-service', 'page.terms'),
  page('privacy-policy', 'page.privacy'),
  page('image-test', 'page.imageTest', { marketing: false }),
  // Home variants duplicate the landing page: kept out of the sitemap and the index.
  page('no-header-footer', 'page.home', { noHeaderBg: true, showHeader: false, showFooter: false, marketing: false }),
  page('header-only', 'page.home', { noHeaderBg: true, showFooter: false, marketing: false }),
  page('footer-only', 'page.home', { noHeaderBg: true, showHeader: false, marketing: false }),
];

const byPath = new Map(pageRoutes.map((r) => [r.path, r]));

export function findRoute(path: string): PageRoute | undefined {
  return byPath.get(path.replace(/^\/+|\/+$/g, ''));
}

export function routeOf(path: string): PageRoute {
  const r = findRoute(path);
  if (!r) throw new Error(`unknown route ${path}`);
  return r;
}
