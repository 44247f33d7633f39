import type { Browser, Page } from 'playwright-core';
import { renderInBackground } from './background.ts';
import { chromiumArgs, chromiumPath } from '../platform/chromium.ts';
import { openInvoicePage } from './page.ts';

interface KeeperOptions {
  /** How long an unused browser stays open: renders come in bursts (a payment, a backlog). */
  idleMs: number;
  /**
   * Pages rendered at once. Printing is CPU-bound in Chromium: on two cores, with 100 invoices
   * queued, 2 pages printed one every 57 ms, 1 page every 63–73 ms, 3–4 every 57–68 ms (a busy
   * machine). Each page holds ~50–100 MB.
   */
  maxPages: number;
  /** Prints before a page is replaced: what a long-lived document gathers (layout caches, font subsets) is given back. */
  printsPerPage: number;
  /** A print that takes longer is abandoned with its page (a hung renderer must not hold a job forever). */
  printTimeoutMs: number;
}

const DEFAULTS: KeeperOptions = { idleMs: 60_000, maxPages: 2, printsPerPage: 500, printTimeoutMs: 60_000 };

/** Closes a page with its context (each page has its own), quietly: it may be gone already. */
const discard = (page: Page) =>
  void page
    .context()
    .close()
    .catch(() => undefined);

/**
 * One Chromium per process, launched on first use and closed after `idleMs` without work, and
 * up to `maxPages` warm pages in it (page.ts), each kept between renders. A page whose render
 * failed is closed and replaced; a browser that crashed or disconnected is forgotten with its
 * pages and launched again on the next render.
 */
export class BrowserKeeper {
  #opts: KeeperOptions;
  readonly #openPage: (browser: Browser) => Promise<Page>;
  #browser: Promise<Browser> | null = null;
  /** The launched browser, once its launch has finished. */
  #current: Browser | null = null;
  #idle: NodeJS.Timeout | undefined;
  #active = 0;
  #waiting: (() => void)[] = [];
  /** Warm pages not in use, all of the current browser. */
  #pool: Page[] = [];
  #prints = new WeakMap<Page, number>();

  constructor(openPage: (browser: Browser) => Promise<Page>, opts: Partial<KeeperOptions> = {}) {
    this.#openPage = openPage;
    this.#opts = { ...DEFAULTS, ...opts };
  }

  /** Runs `fn` with a warm page of its own, at most `maxPages` at once. */
  async use<T>(fn: (page: Page) => Promise<T>): Promise<T> {
    clearTimeout(this.#idle);
    if (this.#active >= this.#opts.maxPages) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    let page: Page | undefined;
    try {
      page = await this.#take();
      const result = await this.#timed(page, fn(page));
      this.#giveBack(page);
      page = undefined;
      return result;
    } finally {
      // A page whose render failed may be broken: it is not used again.
      if (page) discard(page);
      this.#active--;
      const next = this.#waiting.shift();
      if (next) next();
      else if (this.#active === 0 && Number.isFinite(this.#opts.idleMs)) {
        this.#idle = setTimeout(() => void this.close(), this.#opts.idleMs).unref();
      }
    }
  }

  async #take(): Promise<Page> {
    const browser = await this.#open();
    for (let page = this.#pool.pop(); page; page = this.#pool.pop()) {
      if (!page.isClosed()) return page;
    }
    const page = await this.#openPage(browser);
    // Its renderer, new now, prints at a lower CPU priority than the server's requests and jobs.
    renderInBackground();
    // A renderer that crashes between renders: its page leaves the pool (isClosed) and is replaced.
    page.once('crash', () => discard(page));
    return page;
  }

  #giveBack(page: Page): void {
    const prints = (this.#prints.get(page) ?? 0) + 1;
    const current = page.context().browser() === this.#current && this.#current?.isConnected();
    if (current && prints < this.#opts.printsPerPage && !page.isClosed()) {
      this.#prints.set(page, prints);
      this.#pool.push(page);
    } else {
      discard(page);
    }
  }

  async #timed<T>(page: Page, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`invoice render took longer than ${this.#opts.printTimeoutMs} ms`));
        // Closing the page ends its pending calls; the render fails rather than hangs.
        discard(page);
      }, this.#opts.printTimeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  #open(): Promise<Browser> {
    if (this.#browser) return this.#browser;
    const launching = this.#launch();
    this.#browser = launching;
    launching.then(
      (browser) => {
        // Unless close() came during the launch (it closes this browser itself).
        if (this.#browser === launching) this.#current = browser;
      },
      () => {
        if (this.#browser === launching) this.#browser = null;
      },
    );
    return launching;
  }

  async #launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
    browser.on('disconnected', () => {
      // Forgotten even while renders run (they fail): the next render launches a new one.
      if (this.#current !== browser) return;
      this.#current = null;
      this.#browser = null;
      this.#pool = [];
    });
    return browser;
  }

  /**
   * Launches the browser and opens every page now, and keeps them open from then on: a worker
   * process's first burst of invoices does not wait for a launch and a page's fonts (on two busy
   * cores: 3 s before the first PDF of 200 paid orders). A browser that crashes is launched again
   * on the next print, as always.
   */
  async warm(): Promise<void> {
    this.#opts.idleMs = Number.POSITIVE_INFINITY;
    await Promise.all(Array.from({ length: this.#opts.maxPages }, () => this.use(async () => undefined)));
  }

  /** Whether a browser is open now (tests of the idle close). */
  get open(): boolean {
    return this.#browser !== null;
  }

  /** Closes the browser and its pages (idle, or the process shutting down). */
  async close(): Promise<void> {
    clearTimeout(this.#idle);
    const b = this.#browser;
    this.#browser = null;
    this.#current = null;
    this.#pool = [];
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }
}

/** The process's invoice browser. */
export const invoiceBrowser = new BrowserKeeper(openInvoicePage);
