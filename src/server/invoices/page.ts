import type { Browser, Page } from 'playwright-core';
import { fontCss, fontFile, PAGE_ORIGIN } from './fonts.ts';

/**
 * The kept page every invoice is printed in. Loading a document with all @font-face rules (946
 * of them, 0.8 MB of CSS) and fetching its font subsets through the route handler cost most of
 * a PDF's time; a page that keeps its document parses the rules once, and a subset once loaded
 * stays loaded for every later invoice. Each print only swaps the invoice in.
 */

/** The document the fonts live in: the invoice's own stylesheet and body are replaced per print. */
const shell = () => `<!doctype html>
<html><head><meta charset="utf-8"><title></title>
<style id="fonts">${fontCss()}</style><style id="invoice"></style>
</head><body></body></html>`;

/** Latin at both weights: every invoice uses it (numbers, codes, addresses), whatever its language. */
const PRELOAD = ['400 1em "Noto Sans"', '700 1em "Noto Sans"'];

/**
 * A page on the renderer's fictitious origin, in a context of its own. Requests to the origin are
 * answered by the renderer (the shell and the npm fonts), every other one is refused, so nothing
 * in an invoice can make the browser reach the network. Scripts are off: the renderer's own
 * evaluate still runs, markup in an invoice never could.
 */
export async function openInvoicePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const doc = shell();
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== PAGE_ORIGIN) return route.abort('blockedbyclient');
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: doc });
      const font = await fontFile(url.pathname);
      if (!font) return route.abort('blockedbyclient');
      return route.fulfill({ contentType: 'font/woff2', body: font });
    });
    const page = await context.newPage();
    await page.goto(`${PAGE_ORIGIN}/`, { waitUntil: 'load' });
    await page.evaluate(
      (fonts) => Promise.all(fonts.map((f) => document.fonts.load(f, 'A'))).then(() => undefined),
      PRELOAD,
    );
    return page;
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
}

/**
 * Prints invoice documents (each a whole document without font CSS, html.ts) of one language
 * into one PDF in a kept page, each starting on a page of its own: their language, direction
 * and stylesheet replace the previous print's, their bodies become the page's, and the PDF is
 * made once every font subset their text needs has arrived. One print of many invoices costs
 * little more than one of a single invoice (print.ts splits it).
 *
 * Untagged: a tagged PDF's structure tree cost a quarter of each print and does not survive the
 * split; the text stays real text, in reading order.
 */
export async function printOn(page: Page, docs: readonly string[]): Promise<Uint8Array> {
  if (!docs.length) throw new Error('nothing to print');
  await page.evaluate(async (all) => {
    const parsed = all.map((doc) => new DOMParser().parseFromString(doc, 'text/html'));
    const first = parsed[0]!;
    const root = document.documentElement;
    for (const name of ['lang', 'dir']) {
      const value = first.documentElement.getAttribute(name);
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
    document.title = first.title;
    const style = document.getElementById('invoice')!;
    const css = [...first.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    // Unchanged (same language as the last print): no new stylesheet, no style recalculation of it.
    if (style.textContent !== css) style.textContent = css;
    const body = document.createElement('body');
    parsed.forEach((next, i) => {
      const sheet = document.createElement('div');
      if (i > 0) sheet.style.breakBefore = 'page';
      sheet.append(...[...next.body.childNodes].map((n) => document.adoptNode(n)));
      body.append(sheet);
    });
    document.body.replaceWith(body);
    // Font loads start as text is laid out: lay it out, then wait until none is pending (a
    // subset that arrives can change the layout and ask for another).
    for (let i = 0; i < 10; i++) {
      void document.body.offsetHeight;
      if (document.fonts.status === 'loaded') break;
      await document.fonts.ready;
    }
  }, docs);
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  return new Uint8Array(pdf);
}
