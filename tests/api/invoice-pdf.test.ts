import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../i18n/locales.ts';
import { invoiceBrowser } from '../../src/server/invoices/browser.ts';
import { printInvoice, renderInvoicePdf } from '../../src/server/invoices/pdf.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { formatMinor, formatPrice } from '../../src/shared/money.ts';
import { intlLang } from '../../src/shared/translate.ts';
import { issue, paidOrder } from '../support/invoices.ts';
import { pdfText } from '../support/pdfText.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import { rasterizePdfs } from '../support/pdfShots.ts';

// The invoice PDF (issue 27 part 3): rendered by Chromium with fonts shipped through npm, so
// Arabic, Chinese, Japanese, Thai and Bengali come out right on a machine with no fonts of its
// own. Checked by the PDF's own text and by the fonts it embeds; INVOICE_SHOTS=<dir> also
// writes each page as PNG for a person to look at.

startMoneyApp();

/** Six scripts, each in its own language, with a buyer whose name is in that script too. */
const cases: { locale: LocaleCode; buyer: string; script: RegExp; font: RegExp }[] = [
  { locale: 'en', buyer: 'Lucky Star Gaming Ltd.', script: /\p{Script=Latin}/u, font: /NotoSans-/ },
  { locale: 'ar', buyer: 'شركة النجمة', script: /\p{Script=Arabic}/u, font: /NotoSansArabic/ },
  { locale: 'ja', buyer: '株式会社ラッキースター', script: /\p{Script=Katakana}/u, font: /NotoSansJP/ },
  { locale: 'th', buyer: 'บริษัท ลัคกี้สตาร์ จำกัด', script: /\p{Script=Thai}/u, font: /NotoSansThai/ },
  { locale: 'bn', buyer: 'লাকি স্টার লিমিটেড', script: /\p{Script=Bengali}/u, font: /NotoSansBengali/ },
  { locale: 'zh', buyer: '幸运之星有限公司', script: /\p{Script=Han}/u, font: /NotoSansSC/ },
];

/** "‏1,199.00 US$" → ["1,199.00", "US$"]: the figure and the currency sign, marks and spaces dropped. */
function amountParts(amount: string): [string, string] {
  const plain = amount.normalize('NFKC').replace(/[\s\u2066-\u2069\u200e\u200f]+/g, '');
  const figure = /[\d\p{Nd}][\d\p{Nd},.]*[\d\p{Nd}]/u.exec(plain)![0];
  return [figure, plain.replace(figure, '')];
}

/** The fonts a PDF embeds (subset prefixes dropped): what the page was really drawn with. */
const embeddedFonts = (bytes: Uint8Array) => [
  ...new Set(
    [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/\/FontName\s*\/(?:[A-Z]{6}\+)?([^\s/\]>]+)/g),
    ].map((m) => m[1]!),
  ),
];

/**
 * Arabic letters reduced to their skeleton (rasm). Noto Sans Arabic draws many letters as a
 * dotless body plus dot marks, and Chromium's PDF maps the body alone back to text (ش reads
 * as س, ت as ٮ), so Arabic is compared on skeletons.
 */
const RASM: [RegExp, string][] = [
  [/[بتثنيىیئںٮ]/gu, 'ٮ'],
  [/[جحخ]/gu, 'ح'],
  [/[دذ]/gu, 'د'],
  [/[رز]/gu, 'ر'],
  [/[سش]/gu, 'س'],
  [/[صض]/gu, 'ص'],
  [/[طظ]/gu, 'ط'],
  [/[عغ]/gu, 'ع'],
  [/[فقڡٯ]/gu, 'ڡ'],
  [/[ةهە]/gu, 'ه'],
  [/[وؤ]/gu, 'و'],
  [/[اأإآٱ]/gu, 'ا'],
];
const rasm = (text: string) => RASM.reduce((t, [rx, to]) => t.replace(rx, to), text);

/** The letters a comparison counts: marks and everything but letters dropped; Arabic by skeleton. */
const lettersOf = (text: string, locale: LocaleCode) => {
  const bare = text.replace(/[^\p{L}]/gu, '');
  return [...(locale === 'ar' ? rasm(bare) : bare)];
};

/**
 * Whether the text holds `sample`. Latin, Chinese and Japanese come out exactly. Complex scripts
 * come out of Chromium's PDFs with some glyphs mapped to no character (Arabic contextual forms,
 * Thai marks stacked on a vowel, Bengali conjuncts), in visual order (Arabic right to left,
 * Bengali pre-base vowels first): there, at least two thirds of the sample's letters must appear
 * close together and in order (Arabic in either direction). The fonts check and the page images
 * cover what extraction cannot.
 */
function holds(text: string, sample: string, locale: LocaleCode): boolean {
  const want = sample.normalize('NFKC').replace(/\s+/g, '');
  if (text.includes(want)) return true;
  if (!['ar', 'th', 'bn'].includes(locale)) return false;
  const letters = lettersOf(want, locale);
  const got = lettersOf(text, locale);
  const inOrder = (seq: string[]) =>
    got.some((_, from) => {
      let i = from;
      let found = 0;
      for (const c of seq) {
        const at = got.indexOf(c, i);
        if (at >= 0 && at - i <= 2) {
          found++;
          i = at + 1;
        }
      }
      return found >= Math.ceil((letters.length * 2) / 3);
    });
  return inOrder(letters) || (locale === 'ar' && inOrder([...letters].reverse()));
}

describe('the invoice PDF', () => {
  it('shows the number, the amount and text in Latin, Arabic, Japanese, Thai, Bengali and Chinese', async () => {
    const made: { locale: LocaleCode; bytes: Uint8Array }[] = [];
    const timings: number[] = [];
    await invoiceBrowser.close(); // the first render below launches the browser: it is timed
    for (const c of cases) {
      const m = await paidOrder((id) =>
        rows(`update users set locale = '${c.locale}', company_name = '${c.buyer}' where id = ${id}`),
      );
      const inv = await issue({ kind: 'order', orderId: m.order.id });
      const started = performance.now();
      expect(await renderInvoicePdf(t.db, inv.id)).toContain(inv.id);
      timings.push(Math.round(performance.now() - started));
      const [row] = await rows(`select pdf from invoices where id = ${inv.id}`);
      const bytes = new Uint8Array(row!['pdf'] as Uint8Array);
      made.push({ locale: c.locale, bytes });

      const text = await pdfText(bytes);
      const tr = serverT(c.locale);
      const amount = formatPrice(formatMinor(inv.totalMinor), inv.currency, intlLang(c.locale));
      expect(text, c.locale).toContain(inv.number);
      // The amount as the locale writes it; right to left, the currency may be read on either side.
      const [figure, sign] = amountParts(amount);
      expect(
        [figure + sign, sign + figure].some((a) => text.includes(a)),
        `${c.locale}: ${amount}`,
      ).toBe(true);
      expect(holds(text, tr('invoice.title'), c.locale), `${c.locale}: "${tr('invoice.title')}" in ${text}`).toBe(true);
      expect(holds(text, c.buyer, c.locale), `${c.locale}: "${c.buyer}" in ${text}`).toBe(true);
      expect(text, c.locale).toMatch(c.script);
      // Drawn with the fonts shipped in node_modules, never the machine's.
      const fonts = embeddedFonts(bytes);
      expect(
        fonts.some((f) => c.font.test(f)),
        `${c.locale}: ${fonts.join(', ')}`,
      ).toBe(true);
      expect(
        fonts.filter((f) => !/^NotoSans/.test(f)),
        c.locale,
      ).toEqual([]);
    }
    console.info(
      `invoice PDF render: first ${timings[0]} ms (browser launch included), then ${timings.slice(1).join(', ')} ms`,
    );
    const dir = process.env['INVOICE_SHOTS'];
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await rasterizePdfs(made.map(({ locale, bytes }) => ({ bytes, png: `${dir}/invoice-${locale}.png` })));
    }
  }, 120_000);

  it('lays Arabic out right to left and writes the page in the snapshot language', async () => {
    const m = await paidOrder((id) => rows(`update users set locale = 'ar' where id = ${id}`));
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    const { invoiceHtml } = await import('../../src/server/invoices/html.ts');
    const page = invoiceHtml(inv.snapshot, '');
    expect(page).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page).toContain(serverT('ar')('invoice.buyer'));
    // Nothing in the page fetches anything but the renderer's own fonts: no script, no link.
    expect(page).not.toMatch(/<script|<link|<img|<iframe/);
    const bytes = await printInvoice({
      ...inv.snapshot,
      buyer: { ...inv.snapshot.buyer, name: '<img src=https://x.test/a>' },
    });
    expect(await pdfText(bytes)).toContain('<imgsrc=https://x.test/a>');
  }, 60_000);
});
