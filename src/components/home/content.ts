import type { IconName } from '../marketing/iconPaths';

/** The landing page's lists; text comes from `home.*` keys, links are paths below the locale. */
export interface Product {
  id: string;
  icon: IconName;
  /** Path of the product's own page, or an in-page anchor; absent when it has none. */
  href?: string;
}

export const products: Product[] = [
  { id: 'site', icon: 'site', href: '#pricing' },
  { id: 'games', icon: 'games', href: 'services/casino-aggregator-gameapi' },
  { id: 'payments', icon: 'card', href: 'services/online-casino-payment-gateway' },
  { id: 'traffic', icon: 'megaphone', href: 'services/online-casino-advertising' },
  { id: 'inhouse', icon: 'dice' },
  { id: 'affiliate', icon: 'handshake', href: 'affiliate-program' },
  { id: 'help', icon: 'help', href: 'help-center' },
];

/** Spec §1 claims, in the order a merchant weighs them. */
export const claims: { id: string; icon: IconName }[] = [
  { id: 'templates', icon: 'layout' },
  { id: 'dragDrop', icon: 'move' },
  { id: 'currency', icon: 'coins' },
  { id: 'support', icon: 'headset' },
  { id: 'subsidy', icon: 'gift' },
  { id: 'sms', icon: 'message' },
  { id: 'materials', icon: 'palette' },
  { id: 'acquisition', icon: 'chart' },
  { id: 'noPoints', icon: 'wallet' },
  { id: 'investment', icon: 'star' },
];

/** The overall flow of spec §1, six steps. */
export const flowSteps = [1, 2, 3, 4, 5, 6] as const;

export const comparisonRows = ['cost', 'time', 'content', 'operations'] as const;

export const planFeatures = [1, 2, 3, 4, 5] as const;
