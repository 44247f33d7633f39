import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { locales } from '../../i18n/locales.ts';

const load = (code: string) => JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
const en = load('en');
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const han = /[\u4E00-\u9FFF]/;
// Values that are legitimately the same in every language: codes, numbers, brand tokens.
const universal = (v: string) =>
  /^[\s\d.,:+%x×–—\-/()A-Z@{}a-z]*$/.test(v) && !/[a-z]{4,}/.test(v.replace(/\{\{\w+\}\}|example|iGaming|name@/g, ''));

describe.each(locales.filter((l) => l.code !== 'en').map((l) => l.code))('catalog %s', (code) => {
  const cat = load(code);

  it('has every key of en.json and no other', () => {
    expect(Object.keys(cat).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in cat))).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const broken = Object.keys(en).filter(
      (k) => k in cat && placeholders(en[k]!).join() !== placeholders(cat[k]!).join(),
    );
    expect(broken).toEqual([]);
  });

  it('is translated, not English copied', () => {
    const copied = Object.keys(en).filter((k) => cat[k] === en[k] && !universal(en[k]!) && en[k]!.length > 3);
    expect(copied).toEqual([]);
  });

  if (!['zh', 'zh-TW', 'ja'].includes(code)) {
    it('has no stray Chinese', () => {
      expect(
        Object.entries(cat)
          .filter(([, v]) => han.test(v))
          .map(([k]) => k),
      ).toEqual([]);
    });
  }
});
