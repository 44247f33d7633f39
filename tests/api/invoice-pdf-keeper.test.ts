import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserKeeper } from '../../src/server/invoices/browser.ts';
import { openInvoicePage, printOn } from '../../src/server/invoices/page.ts';

// The invoice renderer's kept browser and pages (issue 27): a page is reused between invoices,
// so what a render leaves behind (a crash, an error, an idle browser) must not reach the next.

const keepers: BrowserKeeper[] = [];
const keeper = (opts: ConstructorParameters<typeof BrowserKeeper>[1] = {}) => {
  const k = new BrowserKeeper(openInvoicePage, opts);
  keepers.push(k);
  return k;
};
afterEach(async () => {
  await Promise.all(keepers.splice(0).map((k) => k.close()));
});

const doc = (body: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><title>t</title></head><body>${body}</body></html>`;
const print = (k: BrowserKeeper, body = '<p>Invoice</p>') => k.use((page) => printOn(page, [doc(body)]));
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString() === '%PDF-';

describe('the invoice browser', () => {
  it('keeps its page between renders and closes the browser when idle', async () => {
    const k = keeper({ idleMs: 300 });
    const pages: Page[] = [];
    for (let i = 0; i < 3; i++) {
      const bytes = await k.use(async (page) => {
        pages.push(page);
        return printOn(page, [doc(`<p>${i}</p>`)]);
      });
      expect(isPdf(bytes)).toBe(true);
    }
    expect(new Set(pages).size).toBe(1);
    expect(k.open).toBe(true);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(k.open).toBe(false);
    expect(pages[0]!.isClosed()).toBe(true);
    // And opens again for the next render.
    expect(isPdf(await print(k))).toBe(true);
  }, 60_000);

  it('replaces a page whose render failed, or whose renderer crashed', async () => {
    const k = keeper();
    const first = await k.use(async (page) => page);
    await expect(
      k.use(async (page) => {
        expect(page).toBe(first);
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    const second = await k.use(async (page) => page);
    expect(second).not.toBe(first);
    // The renderer dies between renders: the next render gets a new page.
    const cdp = await second.context().newCDPSession(second);
    await cdp.send('Page.crash').catch(() => undefined);
    await expect.poll(() => second.isClosed()).toBe(true);
    expect(isPdf(await print(k))).toBe(true);
  }, 60_000);

  it('abandons a render that hangs, with its page, and replaces a page after its prints', async () => {
    const k = keeper({ printTimeoutMs: 500, printsPerPage: 2 });
    let hung: Page | undefined;
    await expect(
      k.use((page) => {
        hung = page;
        return new Promise(() => undefined);
      }),
    ).rejects.toThrow('longer than 500 ms');
    await expect.poll(() => hung!.isClosed()).toBe(true);
    const pages = [];
    for (let i = 0; i < 3; i++) pages.push(await k.use(async (page) => page));
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).not.toBe(pages[0]);
  }, 60_000);

  it('launches a new browser after the old one crashed', async () => {
    const k = keeper();
    const browser = await k.use(async (page) => page.context().browser()!);
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.crash').catch(() => undefined);
    await expect.poll(() => browser.isConnected()).toBe(false);
    expect(isPdf(await print(k))).toBe(true);
    expect(await k.use(async (page) => page.context().browser())).not.toBe(browser);
  }, 60_000);

  it('lets the page reach nothing but its own origin', async () => {
    let asked = 0;
    const server = createServer((_, res) => {
      asked++;
      res.end('x');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const k = keeper();
      const body = `<img src="${url}/a.png"><link rel="stylesheet" href="${url}/b.css"><iframe src="${url}/c"></iframe>
        <style>@import url(${url}/d.css); p { background: url(${url}/e.png); font-family: x }
        @font-face { font-family: x; src: url(${url}/f.woff2) }</style><p>text</p>`;
      expect(isPdf(await print(k, body))).toBe(true);
      expect(asked).toBe(0);
    } finally {
      server.close();
    }
  }, 60_000);
});
