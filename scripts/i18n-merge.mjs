#!/usr/bin/env node
// Merges new or changed keys into the catalogs in one quick read-modify-write per file,
// so several people adding keys at once never clobber each other's work.
// Usage: node scripts/i18n-merge.mjs patch.json   where patch.json is
//   { "en": { "key": "value", … }, "ar": { … }, … }  (a value of null deletes the key)
import { readFileSync, writeFileSync } from 'node:fs';

const patch = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [locale, entries] of Object.entries(patch)) {
  const file = new URL(`../i18n/${locale}.json`, import.meta.url);
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(entries)) {
    if (value === null) delete catalog[key];
    else catalog[key] = value;
  }
  writeFileSync(file, `${JSON.stringify(catalog, null, 2)}\n`);
}
console.log(`merged ${Object.keys(patch).length} locale(s)`);
