// Lighthouse (mobile, default simulated throttling) against the local Chromium on the
// landing page, a service page and the help center, in en, ar and ja.
// Budget: performance ≥ 95; accessibility, best practices and SEO = 100.
// Account screens (cart, choose-theme, my orders) run logged in: performance ≥ 95.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { localePath, type LocaleCode } from '../i18n/locales.ts';
import { seedMerchant, sessionState } from './merchant.ts';
import type { Row } from './row.ts';

const PAGES = ['', 'services/online-casino-advertising', 'help-center'];
const LOCALES: LocaleCode[] = ['en', 'ar', 'ja'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const BUDGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Runs per page; the median performance score counts (Lighthouse's own advice for noisy machines). */
export const RUNS = Math.max(1, Number(process.env['BENCH_LH_RUNS'] ?? 1));

/** The smallest real page (header, footer, one section) has far more; the guard's notice has ~40. */
const MIN_ELEMENTS = 120;

export type Scores = Record<(typeof CATEGORIES)[number], number>;

/** Chromium as a person's browser would look: no automation flag, so the anti-scraping guard lets it in. */
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-blink-features=AutomationControlled',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function audit(
  url: string,
  port: number,
  minElements = MIN_ELEMENTS,
): Promise<{ scores: Scores; failing: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // Audits that cost points outside performance (whose opportunities are advice, not failures).
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  // A page the anti-scraping guard replaced has a tiny DOM (and would score well!): fail it.
  const elements = lhr.audits['dom-size']?.numericValue ?? 0;
  if (elements < minElements) {
    for (const c of CATEGORIES) scores[c] = 0;
    failing.push(`only ${elements} elements: blocked by the guard?`);
  }
  if (scores.performance < BUDGET.performance) {
    const m = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    failing.push(
      `perf: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`,
    );
  }
  return { scores, failing };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runLighthouse(baseUrl: string, chromiumPath: string): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: FLAGS, logLevel: 'error' });
  const rows: Row[] = [];
  try {
    for (const path of PAGES) {
      for (const code of LOCALES) {
        const url = new URL(localePath(code, path), baseUrl).href;
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
        const scores = { ...runs[0]!.scores, performance: median(runs.map((r) => r.scores.performance)) };
        const ok = CATEGORIES.every((c) => scores[c] >= BUDGET[c]);
        // When over budget, the audits that cost the points come along in the same row.
        const failing = ok ? [] : [...new Set(runs.flatMap((r) => r.failing))];
        rows.push({
          name: `${code} /${path}`,
          value: `P ${scores.performance} A ${scores.accessibility} BP ${scores['best-practices']} SEO ${scores.seo}${failing.length ? ` — ${failing.join(', ')}` : ''}`,
          budget: 'P ≥ 95, others 100',
          ok,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * Puts a session (and the wizard's choices) in the browser's storage for the site's origin
 * and empties the HTTP cache, as Lighthouse's own storage reset would: the audit that follows
 * keeps storage (`disableStorageReset`) and so loads the page cold, but logged in.
 */
async function storeSession(port: number, origin: string, items: { name: string; value: string }[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((all) => {
      localStorage.clear();
      for (const { name, value } of all) localStorage.setItem(name, value);
    }, items);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the launcher's Chrome stays up for Lighthouse.
    await browser.close();
  }
}

/** Performance of the account screens a merchant opens most, logged in, in English. */
export async function runLighthouseAccount(baseUrl: string, chromiumPath: string): Promise<Row[]> {
  const merchant = await seedMerchant(baseUrl);
  const origin = new URL(baseUrl).origin;
  const storage = sessionState(baseUrl, merchant).origins[0]!.localStorage;
  const screens = ['/cart', `/choose-theme?countriesId=1&packageId=${merchant.packageId}`, '/my-order'];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: FLAGS, logLevel: 'error' });
  const rows: Row[] = [];
  try {
    for (const screen of screens) {
      const url = new URL(screen, baseUrl).href;
      const runs: { score: number; detail: string }[] = [];
      for (let i = 0; i < RUNS; i++) {
        await storeSession(chrome.port, origin, storage);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // A guest is sent home before first paint: a screen that moved was not measured logged in.
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(url).pathname) throw new Error(`${screen}: landed on ${landed}, not logged in?`);
        const m = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        runs.push({
          score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
          detail: `FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`,
        });
      }
      // The median run, with its own metrics.
      const { score: performance, detail } = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
      rows.push({
        name: `logged in: ${screen.split('?')[0]}`,
        value: `P ${performance} — ${detail}`,
        budget: 'P ≥ 95',
        ok: performance >= 95,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
