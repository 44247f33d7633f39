import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales.ts';
import type { MessageKey } from '../../src/shared/messageKey.ts';
import { fieldKit, puckConfig, puckDefaults } from '../../src/shared/siteDesign/puckConfig.ts';
import { renderContext } from '../../src/shared/siteDesign/renderContext.ts';
import { kindOf, localizedFields, SECTION_KINDS, SECTION_TYPES } from '../../src/shared/siteDesign/sections/index.ts';
import { PALETTE_GROUPS } from '../../src/shared/siteDesign/sections/kind.ts';
import { baseKey } from '../../src/shared/translate.ts';

/**
 * The section registry (src/shared/siteDesign/sections/): every kind reaches the editor's palette,
 * and every catalogue key a kind asks for — its name, its palette group, its fields' labels and
 * placeholders, its view's words in the editor and on a published page — is in every locale.
 * The keys are the ones the kind's code actually asks for, so a new kind or field is covered
 * without touching this file.
 */

const catalogs = Object.fromEntries(
  localeCodes.map((code) => [code, JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>]),
);
/** Plain keys, and the stems of counted ones (`x_one`, `x_other` answer `x`). */
const keysOf = (catalog: Record<string, string>) => new Set(Object.keys(catalog).flatMap((k) => [k, baseKey(k)]));
const known = Object.fromEntries(localeCodes.map((code) => [code, keysOf(catalogs[code]!)]));

/** A translator that notes each key asked for. */
function recording() {
  const asked = new Set<string>();
  const t = (key: MessageKey) => {
    asked.add(key);
    return catalogs['en']![key] ?? key;
  };
  return { t, asked };
}

/** The catalogue keys a kind asks for: name, palette group, editor fields, its view editing and published. */
function keysAskedBy(type: (typeof SECTION_TYPES)[number]): string[] {
  const { t, asked } = recording();
  const kind = kindOf(type);
  t(`design.section.${type}` as MessageKey);
  t(`design.palette.${kind.group}` as MessageKey);
  const fields = kind.editorFields(fieldKit(t));
  // List fields name their items in the editor's list.
  for (const field of Object.values(fields)) {
    const summary = (field as { getItemSummary?: (item: object, i?: number) => string }).getItemSummary;
    summary?.({}, 0);
  }
  for (const editing of [true, false]) {
    const ctx = renderContext({
      lang: 'en',
      t,
      langRoot: './',
      siteRoot: '../',
      currency: 'USD',
      region: 'US',
      siteName: 'Site',
      pageKind: 'custom',
      nav: [],
      languages: [],
      editing,
    });
    renderToStaticMarkup(h(kind.view, { ...puckDefaults(type), id: `s-${type}`, puck: { metadata: ctx } }));
  }
  return [...asked];
}

describe('section registry', () => {
  const config = puckConfig(recording().t);

  it('lists every kind once, in the document schema and the Puck config', () => {
    expect(new Set(SECTION_TYPES).size).toBe(SECTION_KINDS.length);
    expect(Object.keys(config.components)).toEqual(SECTION_TYPES);
  });

  it("puts every kind in the editor's palette, in exactly one group", () => {
    const categories = config.categories ?? {};
    expect(Object.keys(categories)).toEqual(PALETTE_GROUPS);
    const placed = Object.values(categories).flatMap((c) => c.components ?? []);
    expect([...placed].sort()).toEqual([...SECTION_TYPES].sort());
  });

  it.each(SECTION_TYPES)('%s has every catalogue key it asks for in all 15 locales', (type) => {
    const keys = keysAskedBy(type);
    expect(keys).toEqual(expect.arrayContaining([`design.section.${type}`, `design.palette.${kindOf(type).group}`]));
    const missing = localeCodes.flatMap((code) => keys.filter((k) => !known[code]!.has(k)).map((k) => `${code}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('reads the localized fields off each kind’s schema', () => {
    expect(localizedFields.hero).toEqual({ texts: ['title', 'subtitle', 'ctaLabel'], lists: {} });
    expect(localizedFields.promotions).toEqual({ texts: ['title'], lists: { items: ['title', 'text', 'ctaLabel'] } });
    // A list without texts (payment methods) is shared by every language, not projected.
    expect(localizedFields.paymentMethods).toEqual({ texts: ['title'], lists: {} });
  });

  it('drops in defaults its own schema accepts', () => {
    for (const kind of SECTION_KINDS) expect(kindOf(kind.type).props.safeParse(kind.defaults).success).toBe(true);
  });
});
