import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { locales } from '../../i18n/locales.ts';
import { sameEverywhere } from '../../i18n/sameEverywhere.ts';
import { catalogKeys } from '../../i18n/catalogKeys.ts';
import { baseKey, isPluralForm, pluralCategories } from '../../src/shared/translate.ts';

const load = (code: string) => JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
const en = load('en');
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
const han = /[\u4E00-\u9FFF]/;
/** Keys counted in English (`x_one`, `x_other`) are counted keys in every locale. */
const counted = new Set(Object.keys(en).filter(isPluralForm).map(baseKey));
const expectedKeys = (code: string) => catalogKeys(en, code);
/** The English text a key of any locale corresponds to (a plural form: English's `other` form). */
const english = (key: string) => en[key] ?? en[`${baseKey(key)}_other`]!;

describe('plural forms', () => {
  it('are the CLDR categories of each language', () => {
    expect(pluralCategories('ja')).toEqual(['other']);
    expect(pluralCategories('zh-TW')).toEqual(['other']);
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('exist for every count-bearing English text', () => {
    expect([...counted]).toEqual(
      expect.arrayContaining([
        'wizard.templateCount',
        'wizard.packageSites',
        'wizard.packageMonths',
        'cart.ui.validCount',
      ]),
    );
    expect([...counted]).toEqual(
      expect.arrayContaining(['errors.rate_limited', 'validation.tooLong', 'help.resultsCount', 'cart.ui.resultCount']),
    );
    // A count written into a plain key could never agree with its noun ("1 templates").
    expect(Object.keys(en).filter((k) => !isPluralForm(k) && placeholders(en[k]!).includes('count'))).toEqual([]);
  });
});

describe.each(locales.map((l) => l.code))('catalog %s', (code) => {
  const cat = load(code);
  const expected = expectedKeys(code);

  it('has every key of en.json, counted keys in the plural forms of English and of its language, and no other', () => {
    expect(Object.keys(cat).filter((k) => !expected.includes(k))).toEqual([]);
    expect(expected.filter((k) => !(k in cat))).toEqual([]);
  });

  it('keeps every placeholder (a plural form for one number may leave the count out)', () => {
    const broken = Object.keys(cat).filter((k) => {
      const want = placeholders(english(k));
      const have = placeholders(cat[k]!);
      if (/_(zero|one|two)$/.test(k) && code !== 'en') return have.some((p) => !want.includes(p));
      return want.join() !== have.join();
    });
    expect(broken).toEqual([]);
  });

  if (code !== 'en') {
    it('is translated, not English copied', () => {
      const copied = Object.keys(cat).filter(
        (k) => cat[k] === english(k) && !sameEverywhere(english(k)) && english(k).length > 3,
      );
      expect(copied).toEqual([]);
    });
  }

  if (!['zh', 'zh-TW', 'ja'].includes(code)) {
    it('has no stray Chinese', () => {
      expect(
        Object.entries(cat)
          .filter(([, v]) => han.test(v))
          .map(([k]) => k),
      ).toEqual([]);
    });
  }

  const lang = locales.find((l) => l.code === code)!.lang;
  if (new Intl.NumberFormat(lang).resolvedOptions().numberingSystem !== 'latn') {
    it('writes numbers in the digits Intl writes for it', () => {
      // Latin digits may only appear inside Latin tokens (TRC20, H5, D0, UTC+6) and placeholders.
      const latin = Object.entries(cat)
        .filter(([, v]) => /\d/.test(v.replace(/\{\{\w+\}\}/g, '').replace(/[A-Za-z][A-Za-z+]*\d+|\d+[A-Za-z]+/g, '')))
        .map(([k]) => k);
      expect(latin).toEqual([]);
    });
  }
});
