import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { locales, type LocaleCode } from '../../i18n/locales.ts';
import { asKey, type MessageKey } from '../../src/shared/messageKey.ts';
import { createTranslators, type Catalogs } from '../../src/shared/i18n.ts';
import { baseKey, isPluralForm, translate } from '../../src/shared/translate.ts';
import { translator } from '../../src/lib/clientStrings.ts';

const catalogs = Object.fromEntries(
  locales.map((l) => [l.code, JSON.parse(readFileSync(`i18n/${l.code}.json`, 'utf8')) as Record<string, string>]),
) as Catalogs;
const server = createTranslators(catalogs);
const counted = [...new Set(Object.keys(catalogs.en).filter(isPluralForm).map(baseKey))];

describe('translators', () => {
  it('pick the same plural form in the browser as i18next on the server, in every locale', () => {
    const counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1000, 1_000_000, 1.5];
    const differ: string[] = [];
    for (const { code } of locales) {
      for (const key of counted) {
        for (const count of counts) {
          const vars = { count, valid: 1 };
          const client = translate(catalogs[code], code, key, vars);
          if (client !== server[code](asKey(key), vars)) differ.push(`${code} ${key} ${count}: ${client}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('write the form a reader expects ("1 template", not "1 templates")', () => {
    const t = (code: LocaleCode, key: MessageKey, vars: Record<string, unknown>) => server[code](key, vars);
    expect(t('en', 'wizard.templateCount', { count: 1 })).toBe('1 template');
    expect(t('en', 'wizard.templateCount', { count: 3000 })).toBe('3,000 templates');
    expect(t('en', 'wizard.packageSites', { count: 1 })).toBe('1 site');
    expect(t('en', 'cart.ui.validCount', { valid: 1, count: 1 })).toBe('1 of 1 item can be checked out');
    expect(t('ru', 'wizard.packageSites', { count: 21 })).toBe('21 сайт');
    expect(t('ru', 'wizard.packageSites', { count: 3 })).toBe('3 сайта');
    expect(t('ru', 'wizard.packageSites', { count: 10 })).toBe('10 сайтов');
    expect(t('ar', 'wizard.templateCount', { count: 2 })).toBe('قالبان');
    expect(t('ar', 'wizard.templateCount', { count: 11 })).toBe('\u206811\u2069 قالبًا');
    expect(t('es', 'wizard.templateCount', { count: 1_000_000 })).toBe('1.000.000 de plantillas');
    expect(t('ja', 'wizard.templateCount', { count: 1 })).toBe('1 件のテンプレート');
  });

  it('write numbers the way Intl does for the locale, figures included', () => {
    expect(server.bn('wizard.templateCount', { count: 3000 })).toBe('৩,০০০টি টেমপ্লেট');
    expect(server.en('home.claim.templates.title')).toBe('3,000+ templates');
    expect(server.ru('svc.games.stat1.value')).toBe('12\u00a0000+');
    expect(server.en('home.compare.cost.traditional')).toBe('$30,000 – $50,000');
    expect(server.en('home.fromPrice', { price: '$999.00' })).toBe('From $999.00');
    expect(server.ar('meta.siteDescription')).not.toMatch(/\{\{|USD/);
    // Years and ids are passed as strings, so they keep their digits.
    expect(server.en('footer.rights', { year: '2026', brand: 'Unicorn' })).toBe('© 2026 Unicorn. All rights reserved.');
  });

  it('isolate every inserted value in a right-to-left sentence, in the browser as on the server', () => {
    const [fsi, pdi] = ['\u2068', '\u2069'];
    const vars = { site: '888 Casino' };
    // "888 Casino" inside Arabic would otherwise be laid out as "Casino 888".
    expect(server.ar('cart.ui.selectSite', vars)).toBe(`إتمام شراء ${fsi}888 Casino${pdi}`);
    expect(translate(catalogs.ar, 'ar', 'cart.ui.selectSite', vars)).toBe(server.ar('cart.ui.selectSite', vars));
    expect(server.ar('console.docTitle', { site: '@qa_tg' })).toBe(`${fsi}@qa_tg${pdi} — لوحة التحكم`);
    // Figures and counts are values too; an empty value adds no marks.
    expect(server.ar('wizard.templateCount', { count: 11 })).toBe(`${fsi}11${pdi} قالبًا`);
    expect(server.ar('cart.ui.selectSite', { site: '' })).toBe('إتمام شراء ');
    // Left-to-right locales are untouched.
    expect(server.en('cart.ui.selectSite', vars)).toBe('Check out 888 Casino');
    expect(server.en('cart.ui.selectSite', vars)).not.toMatch(/[\u2068\u2069]/);
  });

  it('in the browser, reads the page locale unless an island passes its own', () => {
    const t = translator(catalogs.ru, 'ru');
    expect(t('wizard.templateCount', { count: 5 })).toBe('5 шаблонов');
    expect(translator(catalogs.en)('wizard.templateCount', { count: 1 })).toBe('1 template');
    // A missing key shows itself, so the page sweeps catch it.
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
