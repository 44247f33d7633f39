// JavaScript weight of the account screens, logged in, measured in Chromium, every script the
// page requested until it settled — module files, the island's chunks, inline scripts — counted
// at its gzip size (level 9, as bench/pageWeight.ts counts marketing pages). Two views:
// - a first account screen: each screen in a fresh browser context (nothing cached), its
//   framework (React, React DOM, Astro's island renderer) and its own code on separate lines;
// - a visit: the screens one after another in one context, each counting only what it fetched
//   from the network (Chromium's own cache answers the rest).
// The data the screens show (a cart item, an unpaid and a paid order, a live site) is made
// through the API first, so each screen renders its real content, not an empty state.
// BENCH_VERBOSE=1 prints every screen's files with their sizes.
import { gzipSync } from 'node:zlib';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { chromiumArgs, personUserAgent } from '../tests/support/chromium.ts';
import type { Row } from './row.ts';
import { type Merchant, seedMerchant, sessionState } from './merchant.ts';

/** Budgets, KB gz: a first screen whole (framework included), its own code, each further screen of a visit. */
const FIRST_KB = 100;
const OWN_KB = 30;
const FURTHER_KB = 15;
const UA = personUserAgent.desktop;
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gz`;

interface Screen {
  name: string;
  path: string;
  /** Something to do once the screen has settled (its JS is counted too). */
  open?: (page: Page) => Promise<void>;
}

/** Every account screen, with the query that makes it show real content. */
export function accountScreens(m: Merchant): Screen[] {
  return [
    { name: 'cart', path: '/cart' },
    { name: 'market introduction', path: '/introduction?countriesId=1' },
    { name: 'package', path: '/package?countriesId=1' },
    { name: 'choose-theme: template', path: `/choose-theme?countriesId=1&packageId=${m.packageId}` },
    { name: 'choose-theme: site info', path: `/choose-theme?countriesId=1&packageId=${m.packageId}&step=info` },
    { name: 'choose-theme: edit cart item', path: `/choose-theme?cartItemId=${m.cartItemId}` },
    { name: 'my orders', path: '/my-order' },
    {
      name: 'my orders + order detail',
      path: '/my-order',
      open: async (page) => {
        await page.locator(`[data-order-id="${m.unpaidOrderId}"]`).getByRole('button', { name: 'Details' }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'created (paid order)', path: `/created?orderId=${m.paidOrderId}` },
    { name: 'my sites', path: '/my-site' },
    { name: 'settlement', path: '/settlement' },
    { name: 'personal (profile, sessions)', path: '/personal' },
  ];
}

/**
 * React itself (react, react-dom, scheduler, jsx-runtime), Astro's island renderer and the
 * bundler's runtime — told by content, since a chunk is named after whichever module came first.
 * Every React package's production build names its error decoder (react-dom's small index has no
 * element symbol); Astro's island renderer is the inline script that defines `astro-island`, and
 * its React adapter renders `astro-slot`.
 */
const FRAMEWORK_MARKS =
  /react\.transitional\.element|https:\/\/react\.dev\/errors\/|astro-slot|customElements\.define\("astro-island"/;
const isFramework = (url: string, body: Buffer | string) =>
  /\/rolldown-runtime\.[^/]+\.js$/.test(url) ||
  FRAMEWORK_MARKS.test(typeof body === 'string' ? body : body.toString('latin1'));

type Script = { url: string; bytes: number; framework: boolean };
type Load = { framework: number; own: number; scripts: Script[] };

/**
 * Records the scripts a page loads from the network, screen by screen: inline ones from the HTML
 * (counted as own code), files gzip-sized and sorted into framework and own code. Answers
 * Chromium's cache gave (CDP tells) are left out.
 */
async function recorder(page: Page, base: string) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urlOf = new Map<string, string>();
  let cached = new Set<string>();
  let pending: Promise<Script | Script[] | undefined>[] = [];
  cdp.on('Network.requestWillBeSent', (e) => urlOf.set(e.requestId, e.request.url));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(urlOf.get(e.requestId) ?? ''));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.response.url);
  });
  page.on('response', (res) => {
    const url = res.url();
    const type = res.request().resourceType();
    if (type === 'script')
      pending.push(
        res.body().then(
          (b) => ({ url, bytes: gz(b), framework: isFramework(url, b) }),
          () => undefined,
        ),
      );
    else if (type === 'document' && url.startsWith(base))
      pending.push(
        res.text().then((html) => {
          const inline = { own: 0, framework: 0 };
          for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g))
            if (!/application\/(ld\+)?json/.test(m[1] ?? ''))
              inline[isFramework('', m[2] ?? '') ? 'framework' : 'own'] += gz(m[2] ?? '');
          return [
            { url: `${url} (inline)`, bytes: inline.own, framework: false },
            { url: `${url} (inline, Astro's island renderer)`, bytes: inline.framework, framework: true },
          ];
        }),
      );
  });
  /** What the screen since the last call loaded from the network. */
  return async (): Promise<Load> => {
    const scripts = (await Promise.all(pending))
      .flat()
      .filter((s): s is Script => !!s && s.bytes > 0 && !cached.has(s.url));
    pending = [];
    cached = new Set();
    scripts.sort((a, b) => b.bytes - a.bytes);
    const sum = (fw: boolean) => scripts.filter((s) => s.framework === fw).reduce((a, s) => a + s.bytes, 0);
    return { framework: sum(true), own: sum(false), scripts };
  };
}

/** Opens a screen and waits until its islands have hydrated and its own requests are done. */
async function open(page: Page, base: string, screen: Screen) {
  await page.goto(base + screen.path, { waitUntil: 'load' });
  // Hydrated islands lose their `ssr` attribute; then the screen's own requests finish.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const wanted = new URL(base + screen.path).pathname;
  if (new URL(page.url()).pathname !== wanted) throw new Error(`${screen.name}: left for ${page.url()}`);
  if (screen.open) {
    await screen.open(page);
    await page.waitForLoadState('networkidle');
  }
}

function verbose(label: string, load: Load) {
  if (process.env['BENCH_VERBOSE'])
    console.log(
      label,
      load.scripts.map(
        (s) =>
          `${s.url.slice(s.url.lastIndexOf('/') + 1)} ${(s.bytes / 1024).toFixed(1)}${s.framework ? ' (framework)' : ''}`,
      ),
    );
}

const label = (screen: Screen) => `${screen.name} (${screen.path.split('?')[0]})`;

async function inContext<T>(browser: Browser, base: string, m: Merchant, fn: (page: Page) => Promise<T>) {
  const context = await browser.newContext({
    userAgent: UA,
    viewport: { width: 1280, height: 900 },
    storageState: sessionState(base, m),
  });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Each screen as the first of a visit: its framework and own code, then the whole. */
async function firstScreens(browser: Browser, base: string, m: Merchant): Promise<Row[]> {
  const rows: Row[] = [];
  let framework = 0;
  for (const screen of accountScreens(m)) {
    const load = await inContext(browser, base, m, async (page) => {
      const take = await recorder(page, base);
      await open(page, base, screen);
      return take();
    });
    verbose(`first: ${screen.name}`, load);
    framework = Math.max(framework, load.framework);
    const total = load.framework + load.own;
    rows.push(
      {
        name: `first: ${label(screen)}, own code`,
        value: kb(load.own),
        budget: `≤ ${OWN_KB} KB gz`,
        ok: load.own <= OWN_KB * 1024,
      },
      {
        name: `first: ${label(screen)}, whole`,
        value: `${kb(total)}, ${load.scripts.length} files`,
        budget: `≤ ${FIRST_KB} KB gz`,
        ok: total <= FIRST_KB * 1024,
      },
    );
  }
  // The framework is the same files on every screen: one line, its largest.
  rows.unshift({
    name: 'first screen: framework (React, React DOM, Astro)',
    value: kb(framework),
    budget: `in the ${FIRST_KB} KB`,
    ok: true,
  });
  return rows;
}

/** The screens one after another in one context: what each further screen adds. */
async function visit(browser: Browser, base: string, m: Merchant): Promise<Row[]> {
  const [first, ...further] = accountScreens(m);
  return inContext(browser, base, m, async (page) => {
    const take = await recorder(page, base);
    await open(page, base, first!);
    await take();
    const rows: Row[] = [];
    for (const screen of further) {
      await open(page, base, screen);
      const load = await take();
      verbose(`then: ${screen.name}`, load);
      const added = load.framework + load.own;
      rows.push({
        name: `then: ${label(screen)}`,
        value: `${kb(added)}, ${load.scripts.length} files`,
        budget: `≤ ${FURTHER_KB} KB gz`,
        ok: added <= FURTHER_KB * 1024,
      });
    }
    return rows;
  });
}

export async function benchAccountWeight(base: string, executablePath: string): Promise<Row[]> {
  const merchant = await seedMerchant(base);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  try {
    return [...(await firstScreens(browser, base, merchant)), ...(await visit(browser, base, merchant))];
  } finally {
    await browser.close();
  }
}
