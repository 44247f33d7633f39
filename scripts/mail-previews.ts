// `node scripts/mail-previews.ts`: every kind of e-mail as a reader gets it, for a person to look at.
// Writes each kind's HTML and plain text for the chosen locales (LOCALES, default en,ar,ja,th)
// into OUT (default /tmp/mail-previews), with an index.html linking them. With SHOTS_DIR set it
// also takes full-page shots in Chromium at 1280 px and a 390 px phone, and prints any message
// wider than its viewport (text that overflows a phone's screen).
import { mkdirSync, writeFileSync } from 'node:fs';
import { findLocale, type LocaleCode } from '../i18n/locales.ts';
import { mailKinds, type MailToRender } from '../src/server/mail/kinds.ts';
import { renderMail } from '../src/server/mail/render.ts';
import { escapeHtml } from '../src/server/platform/html.ts';
import { mailSamples, samplePublicUrl } from '../tests/support/mailSamples.ts';
import { shoot } from './shoot.ts';

const out = process.env['OUT'] ?? '/tmp/mail-previews';
const shots = process.env['SHOTS_DIR'];
const locales = (process.env['LOCALES'] ?? 'en,ar,ja,th').split(',').map((code) => {
  const found = findLocale(code.trim());
  if (!found) throw new Error(`unknown locale ${code}`);
  return found.code as LocaleCode;
});

mkdirSync(out, { recursive: true });
const files: string[] = [];
for (const locale of locales) {
  for (const kind of mailKinds) {
    const m = renderMail({ kind, locale, data: mailSamples[kind], publicUrl: samplePublicUrl } as MailToRender);
    const name = `${kind}-${locale}`;
    writeFileSync(`${out}/${name}.html`, m.html);
    writeFileSync(`${out}/${name}.txt`, `Subject: ${m.subject}\n\n${m.text}\n`);
    files.push(name);
  }
}
writeFileSync(
  `${out}/index.html`,
  `<!doctype html><meta charset="utf-8"><title>Mail previews</title><ul>${files
    .map(
      (f) => `<li><a href="${escapeHtml(f)}.html">${escapeHtml(f)}</a> (<a href="${escapeHtml(f)}.txt">text</a>)</li>`,
    )
    .join('')}</ul>`,
);
console.log(`${files.length} messages in ${out}/ (index.html)`);

if (shots) {
  // Loaded only for shots: writing previews needs no browser.
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, chromiumPath, personUserAgent } = await import('../tests/support/chromium.ts');
  mkdirSync(shots, { recursive: true });
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  try {
    for (const vp of [
      { name: 'desk', width: 1280, height: 800, ua: personUserAgent.desktop },
      { name: 'phone', width: 390, height: 844, ua: personUserAgent.phone },
    ]) {
      const phone = vp.name === 'phone';
      const ctx = await browser.newContext({
        viewport: { width: vp.width, height: vp.height },
        isMobile: phone,
        hasTouch: phone,
        userAgent: vp.ua,
        // A message never fetches anything: any request would be a remote image or font.
        offline: true,
      });
      const page = await ctx.newPage();
      for (const name of files) {
        await page.goto(`file://${out}/${name}.html`, { waitUntil: 'load' });
        const file = `${shots}/${name}-${vp.name}.png`;
        await shoot(page, file);
      }
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
}
