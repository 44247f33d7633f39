// Lists, per locale, the keys of en.json that the locale lacks (with the English text), the keys
// whose value is still identical to English, and the keys it has that English does not.
// Which keys a locale must have is i18n/catalogKeys.ts (shared with the catalog test).
// Usage (Node 24, which strips the registry's types): node scripts/i18n-missing.mjs [locale]
import { existsSync, readFileSync } from 'node:fs';
import { defaultLocale, localeCodes } from '../i18n/locales.ts';
import { sameEverywhere } from '../i18n/sameEverywhere.ts';
import { catalogKeys } from '../i18n/catalogKeys.ts';
import { baseKey } from '../src/shared/translate.ts';

const load = (code) => {
  const file = `i18n/${code}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};
const en = load(defaultLocale);
const expected = (code) => catalogKeys(en, code);
const englishOf = (key) => en[key] ?? en[`${baseKey(key)}_other`];

const only = process.argv[2];
const out = {};
for (const code of localeCodes.filter((c) => c !== defaultLocale && (!only || c === only))) {
  const cat = load(code);
  const keys = expected(code);
  const missing = Object.fromEntries(
    keys
      .filter(
        (k) => !(k in cat) || (cat[k] === englishOf(k) && englishOf(k).length > 3 && !sameEverywhere(englishOf(k))),
      )
      .map((k) => [k, englishOf(k)]),
  );
  const wanted = new Set(keys);
  const extra = Object.keys(cat).filter((k) => !wanted.has(k));
  if (Object.keys(missing).length || extra.length) out[code] = { missing, extra };
}
console.log(JSON.stringify(out, null, 1));
