import { isBotAgent, isCrawler } from './agents';

/** Pages open to everyone (indexed, in the sitemap or not) versus the merchant's account pages. */
export type PageKind = 'marketing' | 'account';

/** What the browser tells the guard about the visitor. Pure data, so the rules are unit-testable. */
export interface GuardSignals {
  userAgent: string;
  /** `navigator.webdriver`: true under browser automation. */
  webdriver: boolean;
  innerWidth: number;
  innerHeight: number;
  outerWidth: number;
  outerHeight: number;
  /** The page runs inside a frame (`window.self !== window.top`). */
  inFrame: boolean;
  pageKind: PageKind;
  /** Set on a second call when `top.location = self.location` threw. */
  breakoutFailed?: boolean;
}

export type GuardAction = 'allow' | 'block' | 'breakout' | 'deny-frame';
export type GuardReason =
  | 'ok'
  | 'search-crawler'
  | 'crawler-on-account'
  | 'bot-user-agent'
  | 'webdriver'
  | 'zero-size-window'
  | 'framed';

export interface GuardDecision {
  action: GuardAction;
  reason: GuardReason;
}

/**
 * The anti-scraping rules of spec §4, in order:
 * 1. A known search-engine or link-preview crawler is always let through on marketing
 *    pages, whatever else it looks like (their renderers are headless browsers).
 * 2. On account pages a crawler gets no exemption and is blocked: robots.txt disallows
 *    those paths and they are noindex, so a "crawler" there is most likely a scraper
 *    wearing a crawler's user agent. (Without a token the head script sends it to the
 *    landing page before this runs, so a real crawler never reaches this rule.)
 * 3. A bot-like user agent, `navigator.webdriver`, or a zero-size viewport (or a 0×0
 *    outer window, the old headless signature) is blocked.
 * 4. A framed page breaks out to the top window, or — when that throws — shows an
 *    access-denied notice instead of the page (clickjacking).
 */
export function decideGuard(s: GuardSignals): GuardDecision {
  const crawler = isCrawler(s.userAgent);
  if (crawler && s.pageKind === 'marketing') return { action: 'allow', reason: 'search-crawler' };
  if (crawler) return { action: 'block', reason: 'crawler-on-account' };
  if (isBotAgent(s.userAgent)) return { action: 'block', reason: 'bot-user-agent' };
  if (s.webdriver) return { action: 'block', reason: 'webdriver' };
  if (isZeroSize(s)) return { action: 'block', reason: 'zero-size-window' };
  if (s.inFrame)
    return s.breakoutFailed ? { action: 'deny-frame', reason: 'framed' } : { action: 'breakout', reason: 'framed' };
  return { action: 'allow', reason: 'ok' };
}

function isZeroSize(s: GuardSignals): boolean {
  return s.innerWidth <= 0 || s.innerHeight <= 0 || (s.outerWidth <= 0 && s.outerHeight <= 0);
}

/**
 * Developer tools docked to the window shrink the viewport: a gap between outer and
 * inner size above `gapPx` (spec: 160 px) in either direction reads as "open".
 * Only ever reported, never used to block (a merchant debugging must not be locked out).
 */
export function devtoolsLikelyOpen(
  s: Pick<GuardSignals, 'innerWidth' | 'innerHeight' | 'outerWidth' | 'outerHeight'>,
  gapPx: number,
): boolean {
  if (s.outerWidth <= 0 || s.outerHeight <= 0) return false;
  return s.outerWidth - s.innerWidth > gapPx || s.outerHeight - s.innerHeight > gapPx;
}
