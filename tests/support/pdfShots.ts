import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../src/server/platform/chromium.ts';

const ORIGIN = 'https://shots.invalid';
/** unpdf's build of pdf.js, which runs in a page as well as in Node (an import-only export). */
const pdfjsSource = () => readFileSync(fileURLToPath(import.meta.resolve('unpdf/pdfjs')), 'utf8');

const PAGE = `<!doctype html><html><body style="margin:0;background:#888">
<script type="module">
  const pdfjs = await import('${ORIGIN}/pdfjs.mjs');
  window.renderPdf = async (base64, scale) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width; canvas.height = viewport.height;
      canvas.style.display = 'block'; canvas.style.marginBottom = '8px';
      document.body.append(canvas);
      await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
    }
    return doc.numPages;
  };
  window.ready = true;
</script></body></html>`;

/**
 * Rasterizes PDFs to PNG the way a reader sees them: pdf.js draws each page (with the fonts the
 * PDF embeds, not the system's) on a canvas in Chromium, and the page is screenshotted.
 * For looking at invoices (tests/api/invoice-pdf.test.ts writes them to /work/shots/invoices/).
 */
export async function rasterizePdfs(pdfs: { bytes: Uint8Array; png: string }[], scale = 1.5): Promise<void> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  try {
    const source = pdfjsSource();
    for (const { bytes, png } of pdfs) {
      const page = await browser.newPage();
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url === `${ORIGIN}/`) return route.fulfill({ contentType: 'text/html', body: PAGE });
        if (url === `${ORIGIN}/pdfjs.mjs`) return route.fulfill({ contentType: 'text/javascript', body: source });
        return route.abort();
      });
      await page.goto(`${ORIGIN}/`);
      await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      await page.evaluate(
        ([b64, s]) => (window as unknown as { renderPdf(b: string, s: number): Promise<number> }).renderPdf(b64, s),
        [Buffer.from(bytes).toString('base64'), scale] as const,
      );
      await page.locator('body').evaluate((b) => {
        b.style.width = 'fit-content';
      });
      await page.locator('body').screenshot({ path: png });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
