import type { Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../platform/chromium.ts';

/** How long an unused browser stays open: renders come in bursts (a payment, a backlog). */
const IDLE_MS = 60_000;
/** Pages rendered at once: each holds ~50–100 MB; the worker may run twelve jobs side by side. */
const MAX_PAGES = 2;

/**
 * One Chromium per process, launched on first use and closed after IDLE_MS without work. A
 * browser that crashed or disconnected is forgotten and launched again on the next render.
 */
class BrowserKeeper {
  #browser: Promise<Browser> | null = null;
  #idle: NodeJS.Timeout | undefined;
  #active = 0;
  #waiting: (() => void)[] = [];

  /** Runs `fn` with the browser, at most MAX_PAGES at once. */
  async use<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
    clearTimeout(this.#idle);
    if (this.#active >= MAX_PAGES) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
    try {
      return await fn(await this.#open());
    } finally {
      this.#active--;
      const next = this.#waiting.shift();
      if (next) next();
      else if (this.#active === 0) this.#idle = setTimeout(() => void this.close(), IDLE_MS).unref();
    }
  }

  #open(): Promise<Browser> {
    this.#browser ??= this.#launch().catch((err: unknown) => {
      this.#browser = null;
      throw err;
    });
    return this.#browser;
  }

  async #launch(): Promise<Browser> {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
    browser.on('disconnected', () => {
      if (this.#browser && this.#active === 0) this.#browser = null;
    });
    return browser;
  }

  /** Whether a browser is open now (tests of the idle close). */
  get open(): boolean {
    return this.#browser !== null;
  }

  /** Closes the browser (idle, or the process shutting down). */
  async close(): Promise<void> {
    clearTimeout(this.#idle);
    const b = this.#browser;
    this.#browser = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }
}

/** The process's invoice browser. */
export const invoiceBrowser = new BrowserKeeper();
