import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumPath } from './tests/support/chromium.ts';
import { renderSiteFiles } from './src/server/siteDesign/renderSite.ts';
import { catalogue, templateDocument } from './tests/support/siteDesignCatalog.ts';

const pick = (layout: string, station: number) => catalogue.find((r) => r.design.layout === layout && r.countriesId === station)!;
const sites: Record<string, Map<string, string>> = {};
for (const [name, row] of [['magazine', pick('magazine', 9)], ['sidebar', pick('sidebar', 1)], ['showcase', pick('showcase', -1)]] as const) {
  const { doc, facts } = templateDocument(row, false);
  doc.languages = [doc.languages[0]!, ...(['en', 'ar'] as const).filter((l) => l !== doc.languages[0])];
  const jackpot = doc.pages[0]!.sections.find((s) => s.type === 'jackpot');
  if (jackpot) jackpot.props['amount'] = '123456789';
  sites[name] = new Map(renderSiteFiles(doc, facts).map((f) => [f.path, f.html]));
  console.log(name, row.id, row.design.layout, facts);
}
const server = createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  if (url.pathname.startsWith('/design-library/')) {
    const p = `public${url.pathname}`;
    if (existsSync(p)) { res.writeHead(200, { 'content-type': 'image/svg+xml' }); res.end(readFileSync(p)); return; }
  }
  const m = /^\/s\/(\w+)\/(.*)$/.exec(url.pathname);
  const file = m && sites[m[1]!]?.get(m[2]!.endsWith('/') || m[2] === '' ? `${m[2]}index.html` : m[2]!);
  if (file) { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(file); return; }
  res.writeHead(404); res.end('nf');
}).listen(4671);
const browser = await chromium.launch({ executablePath: await chromiumPath() });
for (const [site, path] of [['magazine', 'en/'], ['magazine', 'ar/'], ['sidebar', 'en/lobby/'], ['showcase', 'ar/promotions/'], ['showcase', 'en/'], ['magazine', 'es/responsible-gaming/']]) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`http://localhost:4671/s/${site}/${path}`);
    await page.screenshot({ path: `/tmp/sd-shots/${site}-${path.replace(/\//g, '_')}${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
server.close();
