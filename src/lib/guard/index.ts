import { siteConfig } from '~/shared/config';
import { decideGuard, devtoolsLikelyOpen, type GuardDecision, type GuardReason, type GuardSignals } from './decide';
import { watchDevtools } from './devtools';

export { decideGuard, devtoolsLikelyOpen } from './decide';
export type { GuardDecision, GuardSignals, GuardReason, PageKind } from './decide';

function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // reading top threw: certainly framed, by another origin
  }
}

/** Collects the signals; the layout marks account pages with `data-guard` on <html>. */
export function readSignals(): GuardSignals {
  return {
    userAgent: navigator.userAgent,
    webdriver: navigator.webdriver === true,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    outerWidth: window.outerWidth,
    outerHeight: window.outerHeight,
    inFrame: inFrame(),
    pageKind: document.documentElement.dataset['guard'] ? 'account' : 'marketing',
  };
}

/**
 * A window can report a 0×0 size for a while after it is created: look again before blocking.
 * Chromium sets the outer size after the document starts (measured under load: 5–373 ms; on a
 * busy machine it passed the earlier 750 ms and blocked a real browser mid-test). The page is
 * already readable meanwhile, so waiting longer costs a scraper nothing it lacked.
 */
const ZERO_SIZE_RECHECKS_MS = [50, 200, 500, 1000, 2000];
const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The page goes at once; the notice that replaces it is its own module, fetched only by
 * the visitors it is for. Its localized words are detached from the page first.
 */
function showScreen(kind: 'blocked' | 'framed', reason: GuardReason): void {
  const tpl = document.getElementById('page-behaviour');
  document.body.replaceChildren();
  void import('./screen').then((m) => m.showGuardScreen(kind, reason, tpl));
}

/**
 * Runs the anti-scraping guard once per page (no-op when switched off in
 * src/shared/config.ts). Resolves with the decision that was applied; `allow` lets the
 * page's other behaviour start.
 */
export async function runGuard(): Promise<GuardDecision> {
  const cfg = siteConfig.antiScraping;
  if (!cfg.enabled) {
    document.documentElement.dataset['guardDecision'] = 'allow';
    return { action: 'allow', reason: 'ok' };
  }
  let signals = readSignals();
  let decision = decideGuard(signals);
  // Only a window that stays empty is blocked (seen in Chromium right after navigation).
  for (const ms of ZERO_SIZE_RECHECKS_MS) {
    if (decision.reason !== 'zero-size-window') break;
    await sleep(ms);
    signals = readSignals();
    decision = decideGuard(signals);
  }
  if (decision.action === 'breakout') {
    try {
      window.top!.location.href = window.self.location.href;
    } catch {
      decision = decideGuard({ ...signals, breakoutFailed: true });
    }
    // Until the top window navigates (or when a browser ignored the request silently),
    // the framed copy shows the notice instead of a clickable page.
    showScreen('framed', decision.reason);
  } else if (decision.action === 'deny-frame') {
    showScreen('framed', decision.reason);
  } else if (decision.action === 'block') {
    showScreen('blocked', decision.reason);
  } else {
    // Only reported, never acted on: the watch can wait until the page has loaded.
    const watch = () => watchDevtools(() => devtoolsLikelyOpen(window, cfg.devtoolsGapPx), cfg.devtoolsCheckMs);
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
  }
  document.documentElement.dataset['guardDecision'] = decision.action;
  return decision;
}
