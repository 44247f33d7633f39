// Lists, per locale, the keys of en.json that the locale lacks (with the English text),
// or the keys whose value is still identical to English. Usage: node scripts/i18n-missing.mjs [locale]
import { readFileSync, existsSync, readdirSync } from 'node:fs';
const en = JSON.parse(readFileSync('i18n/en.json', 'utf8'));
const only = process.argv[2];
const codes = ['zh', 'zh-TW', 'vi', 'id', 'ms', 'th', 'es', 'pt', 'bn', 'ru', 'ja', 'ko', 'ar', 'tr'].filter(
  (c) => !only || c === only,
);
const out = {};
for (const code of codes) {
  const file = `i18n/${code}.json`;
  const cat = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = Object.fromEntries(
    Object.entries(en).filter(([k, v]) => !(k in cat) || (cat[k] === v && v.length > 3 && !/^[\d\s.,+%x-]+$/.test(v))),
  );
  const extra = Object.keys(cat).filter((k) => !(k in en));
  if (Object.keys(missing).length || extra.length) out[code] = { missing, extra };
}
console.log(JSON.stringify(out, null, 1));
void readdirSync;
