import type { Data } from '@puckeditor/core';
import type { LocaleCode } from '../../../i18n/locales.ts';
import {
  SECTION_TYPES,
  textIn,
  type Localized,
  type Page,
  type Section,
  type SectionType,
  type SiteDocument,
} from './document.ts';
import { defaultProps, localizedFields } from './sections/index.ts';
import { type PageNames, titleIn } from './standardTitles.ts';

/**
 * The editor edits one page in one language; the document holds every language. `toPuckData`
 * projects a page to Puck's data in a language (texts as plain strings, a missing text shown
 * from the first language and listed in `fallbacks`); `fromPuckData` folds the edited data back:
 * structure, order and shared props from the editor, texts into that language only — a text left
 * as its fallback stays absent, so the first language keeps showing through.
 *
 * Fallback paths: `root/title`, `<sectionId>/<field>`, `<sectionId>/<list>/<itemKey>/<field>`.
 */

type Props = Record<string, unknown>;
type Item = Props & { key?: string };

export interface Projection {
  data: Data;
  fallbacks: string[];
}

const isSectionType = (t: string): t is SectionType => (SECTION_TYPES as readonly string[]).includes(t);

function findPage(doc: SiteDocument, pageId: string): Page {
  const page = doc.pages.find((p) => p.id === pageId);
  if (!page) throw new RangeError(`no page ${pageId}`);
  return page;
}

/** `names`: a standard page without a title in `lang` shows its standard title there (standardTitles.ts). */
export function toPuckData(doc: SiteDocument, pageId: string, lang: LocaleCode, names?: PageNames): Projection {
  const page = findPage(doc, pageId);
  const fallbacks: string[] = [];
  const show = (value: unknown, path: string) => {
    const shown = textIn(doc, value as Localized | undefined, lang);
    if (shown.fallback && shown.text) fallbacks.push(path);
    return shown.text;
  };
  const content = page.sections.map((section) => {
    const fields = localizedFields[section.type];
    const props: Props = { id: section.id };
    for (const [key, value] of Object.entries(section.props)) {
      if (fields.texts.includes(key)) props[key] = show(value, `${section.id}/${key}`);
      else if (fields.lists[key] && Array.isArray(value)) {
        const itemTexts = fields.lists[key];
        props[key] = (value as Item[]).map((item) => {
          const out: Item = { ...item };
          for (const f of itemTexts) out[f] = show(item[f], `${section.id}/${key}/${item.key}/${f}`);
          return out;
        });
      } else props[key] = structuredClone(value);
    }
    return { type: section.type, props: props as Props & { id: string } };
  });
  const title = titleIn(doc, page, lang, names);
  if (title.fallback && title.text) fallbacks.push('root/title');
  return { data: { root: { props: { title: title.text } }, content, zones: {} }, fallbacks };
}

/** The stored text after an edit in `lang`: unchanged when the editor still shows what it showed. */
function foldText(doc: SiteDocument, before: unknown, value: unknown, lang: LocaleCode): Localized {
  const old = (before ?? {}) as Localized;
  const text = typeof value === 'string' ? value : '';
  if (text === textIn(doc, old, lang).text) return old;
  const next = { ...old };
  if (text === '') delete next[lang];
  else next[lang] = text;
  return next;
}

/** A key for a list item the editor added (it carries none): unique within its list, deterministic. */
function freshKey(taken: Set<string>, sectionId: string, index: number): string {
  let n = index;
  let key = `${sectionId}-i${n}`.slice(-64);
  while (taken.has(key)) key = `${sectionId}-i${++n}`.slice(-64);
  return key;
}

function foldList(
  doc: SiteDocument,
  sectionId: string,
  before: unknown,
  value: unknown,
  texts: readonly string[],
  lang: LocaleCode,
): Item[] {
  const oldItems = Array.isArray(before) ? (before as Item[]) : [];
  const items = Array.isArray(value) ? (value as Item[]) : [];
  const taken = new Set(items.map((i) => i.key).filter((k): k is string => typeof k === 'string'));
  const seen = new Set<string>();
  return items.map((item, index) => {
    let key = typeof item.key === 'string' && !seen.has(item.key) ? item.key : undefined;
    if (!key) {
      key = freshKey(new Set([...taken, ...seen]), sectionId, index);
      taken.add(key);
    }
    seen.add(key);
    const old = oldItems.find((o) => o.key === key);
    const out: Item = { ...item, key };
    let edited = false;
    for (const f of texts) {
      out[f] = foldText(doc, old?.[f], item[f], lang);
      if (old && out[f] !== old[f]) edited = true;
      if (!old && typeof item[f] === 'string' && item[f] !== '') edited = true;
    }
    // An edited placeholder becomes the operator's own content.
    out['placeholder'] = Boolean(old ? old['placeholder'] : item['placeholder']) && !edited;
    return out;
  });
}

/** The document with the page rebuilt from the editor's data in `lang`; other pages untouched. */
export function fromPuckData(
  doc: SiteDocument,
  pageId: string,
  lang: LocaleCode,
  data: Data,
  names?: PageNames,
): SiteDocument {
  const page = findPage(doc, pageId);
  const sections: Section[] = [];
  for (const item of data.content) {
    const type = String(item.type);
    if (!isSectionType(type)) continue;
    const { id, ...edited } = item.props as Props & { id: string };
    const prior = page.sections.find((s) => s.id === id && s.type === type);
    const before: Props = prior?.props ?? defaultProps(type);
    const fields = localizedFields[type];
    const props: Props = {};
    for (const [key, value] of Object.entries(edited)) {
      if (fields.texts.includes(key)) props[key] = foldText(doc, before[key], value, lang);
      else if (fields.lists[key]) props[key] = foldList(doc, id, before[key], value, fields.lists[key], lang);
      else props[key] = structuredClone(value);
    }
    sections.push({ id, type, props });
  }
  const rootProps = (data.root.props ?? data.root) as Props;
  // The standard title shown in a language without its own stays unwritten until the operator edits it.
  const title =
    rootProps['title'] === titleIn(doc, page, lang, names).text
      ? page.title
      : foldText(doc, page.title, rootProps['title'], lang);
  return { ...doc, pages: doc.pages.map((p) => (p.id === pageId ? { ...p, title, sections } : p)) };
}
