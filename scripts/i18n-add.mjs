// Merges keys into one catalog without rewriting it by hand (several people edit catalogs at once).
// Usage: node scripts/i18n-add.mjs <locale> <file.json>   (or JSON on stdin)
// Keys are kept in en.json's order; keys not in en.json go last.
import { readFileSync, writeFileSync, renameSync, existsSync } from 'node:fs';
const [locale, file] = process.argv.slice(2);
if (!locale) {
  console.error('usage: node scripts/i18n-add.mjs <locale> <file.json>');
  process.exit(2);
}
const add = JSON.parse(readFileSync(file ?? 0, 'utf8'));
const path = `i18n/${locale}.json`;
const cat = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
Object.assign(cat, add);
const order = locale === 'en' ? Object.keys(cat) : Object.keys(JSON.parse(readFileSync('i18n/en.json', 'utf8')));
const out = {};
for (const k of order) if (k in cat) out[k] = cat[k];
for (const k of Object.keys(cat)) if (!(k in out)) out[k] = cat[k];
writeFileSync(`${path}.tmp`, `${JSON.stringify(out, null, 2)}\n`);
renameSync(`${path}.tmp`, path);
console.log(`${path}: +${Object.keys(add).length} keys (${Object.keys(out).length} total)`);
