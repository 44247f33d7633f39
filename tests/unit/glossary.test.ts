import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { concepts, glossary, style } from '../../i18n/glossary.ts';
import { locales, type LocaleCode } from '../../i18n/locales.ts';
import { categoryKinds, categoryNames } from '../../src/server/data/catalog/categories.ts';
import { introPhrases } from '../../src/server/data/catalog/introPhrases.ts';
import { featureText } from '../../src/server/data/catalog/packageFeatures.ts';
import { tierDescription, tierName, tiers } from '../../src/server/data/catalog/packageTexts.ts';

/** Every text a locale shows: its catalog and the catalogue data (intro, packages, categories). */
function texts(code: LocaleCode): Record<string, string> {
  const catalog = JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
  const intro = introPhrases[code];
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(intro)) {
    for (const [i, s] of (Array.isArray(v) ? v : [v]).entries())
      data[`introPhrases.${k}${Array.isArray(v) ? `.${i}` : ''}`] = s;
  }
  for (const t of tiers) {
    data[`packageTexts.name.${t}`] = tierName(code, t);
    data[`packageTexts.description.${t}`] = tierDescription(code, t);
  }
  for (const [k, v] of Object.entries(featureText[code])) data[`packageFeatures.${k}`] = v;
  for (const k of categoryKinds) data[`categories.${k}`] = categoryNames[k][code]!;
  return { ...catalog, ...data };
}

/** "key: …matched text…" for every known wrong variant a locale's texts contain. */
function violations(code: LocaleCode, all: Record<string, string>): string[] {
  const rules = [
    ...concepts.flatMap((c) => (glossary[code][c].avoid ?? []).map((rx) => ({ name: c, rx }))),
    ...(style[code] ?? []).flatMap((s) => s.avoid.map((rx) => ({ name: s.rule, rx }))),
  ];
  return Object.entries(all).flatMap(([key, text]) =>
    rules.flatMap(({ name, rx }) => {
      const m = rx.exec(text);
      return m ? [`${name} — ${key}: “${m[0]}”`] : [];
    }),
  );
}

describe('glossary', () => {
  it('names every concept in every locale', () => {
    for (const l of locales) expect(Object.keys(glossary[l.code]).sort(), l.code).toEqual([...concepts].sort());
  });

  it('catches the wrong variants a reviewer reported', () => {
    const bad: [LocaleCode, string][] = [
      ['en', 'Open a station'],
      ['en', '1 site(s)'],
      ['en', 'Please select a color scheme'],
      ['en', '7x24 customer service'],
      ['zh-TW', '選擇模板'],
      ['zh-TW', '我的站點'],
      ['zh-TW', '營銷支援'],
      ['vi', 'Mở trang'],
      ['vi', 'Mẫu giao diện của trạm này'],
      ['th', 'แนะนำร้านค้า'],
      ['th', 'ผูกบัญชีร้านค้า'],
      ['es', 'elige plantilla y colores y publícalo en minutos'],
      ['es', 'Tus sitios'],
      ['es', 'las plantillas de esta estación'],
      ['ms', 'Daripada {{price}}'],
      ['ja', 'オンラインゲームの規制'],
      ['ar', 'قوالب هذه المحطة'],
      ['ru', 'Онлайн-игры регулируются в каждой стране'],
      ['tr', 'D0 mutabakat'],
    ];
    for (const [code, text] of bad) expect(violations(code, { sample: text }), `${code}: ${text}`).toHaveLength(1);
    // A word that only contains a wrong variant is not one.
    expect(violations('en', { sample: 'Stationery and the site theme' })).toEqual([]);
  });

  describe.each(locales.map((l) => l.code))('%s', (code) => {
    const all = texts(code);

    it('uses no known wrong variant of a glossary term', () => {
      expect(violations(code, all)).toEqual([]);
    });

    it('uses every glossary term somewhere (the glossary describes the catalogs)', () => {
      const joined = Object.values(all).join('\n').toLowerCase();
      expect(concepts.filter((c) => !joined.includes(glossary[code][c].term.toLowerCase()))).toEqual([]);
    });
  });
});
