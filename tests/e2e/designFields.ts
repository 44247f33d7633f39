import type { z } from 'zod';
import type { Localized, SiteDocument } from '../../src/shared/siteDesign/document.ts';
import * as fields from '../../src/shared/siteDesign/fields.ts';
import { P } from './inertPayloads';
import { defaultProps, kindOf, SECTION_TYPES } from '../../src/shared/siteDesign/sections/index.ts';

/**
 * Fills every field of a site document from the section kinds themselves (sections/),
 * so a field added to a section is filled, and checked, without touching the test. Each value
 * kind of fields.ts has its rule here; a field of any other kind that could hold a string
 * throws, so a new kind of field fails the suite until it is handled.
 */

export type FieldKind = 'text' | 'href';

/** A text-like field as stored: its path in the document (as validation issues name it) and kind. */
export interface Field {
  path: string;
  kind: FieldKind;
  /** The page whose published files show it. */
  pageId: string;
}

export interface Fill {
  text: (path: string) => Localized;
  href: (path: string) => string;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

let keys = 0;

/** The value of one field (and of everything inside it), recording the text-like fields met. */
function fillValue(
  schema: z.ZodType,
  value: unknown,
  path: string,
  fill: Fill,
  found: (f: Omit<Field, 'pageId'>) => void,
): unknown {
  if (schema === fields.text) {
    found({ path, kind: 'text' });
    return fill.text(path);
  }
  if (schema === fields.href) {
    found({ path, kind: 'href' });
    return fill.href(path);
  }
  // Kinds that cannot carry free text: keep what the section has, or a valid value.
  if (schema === fields.image) return value || 'crown';
  if (schema === fields.schemeColor) return value ?? 'color1';
  if (schema === fields.minorAmount) return '1234500';
  if (schema === fields.itemKey) return value ?? `k${++keys}`;
  // Unedited placeholder items are left out of published pages: these are the operator's own.
  if (schema === fields.placeholder) return false;
  const def = defOf(schema);
  // An optional prop (a game row's source, studio, picked games) is filled as the section has it.
  if (def.type === 'optional')
    return value === undefined ? undefined : fillValue(def.innerType!, value, path, fill, found);
  // A plain string (a licence number, a phone, an id): the hostile text where the schema takes it
  // (the page-wide checks then hold it inert), else the section's own value.
  if (def.type === 'string') {
    const hostile = `${P.svg}${P.script} [${path}]`;
    return (schema as z.ZodType).safeParse(hostile).success ? hostile : value;
  }
  if (def.type === 'enum') return value ?? Object.values(def.entries ?? {})[0];
  if (def.type === 'number') return value ?? 3;
  if (def.type === 'object') {
    const own = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(def.shape ?? {}).map(([k, s]) => [k, fillValue(s, own[k], `${path}.${k}`, fill, found)]),
    );
  }
  if (def.type === 'array') {
    // Lists get at least one item, so every field of an item is shown.
    const items = Array.isArray(value) && value.length ? value : [undefined];
    // Items a string schema refuses hostile text for (game ids) stay as the section has them.
    return items
      .map((item, i) => fillValue(def.element!, item, `${path}.${i}`, fill, found))
      .filter((item) => item !== undefined);
  }
  throw new Error(`field kind not handled by the inert-text suite: ${path} (${def.type})`);
}

/** Every section kind once, on a page the operator adds (slug and title of their own). */
export function addedPage(title: Localized): SiteDocument['pages'][number] {
  return {
    id: 'added',
    kind: 'custom',
    slug: 'added-page',
    title,
    sections: SECTION_TYPES.map((type) => ({ id: `added-${type}`, type, props: defaultProps(type) })),
  };
}

/** `doc` with every page title and every text and link of every section filled; the fields filled. */
export function fillDocument(doc: SiteDocument, fill: Fill): { doc: SiteDocument; fields: Field[] } {
  const all: Field[] = [];
  const pages = doc.pages.map((page, p) => {
    const title = `pages.${p}.title`;
    all.push({ path: title, kind: 'text', pageId: page.id });
    const sections = page.sections.map((section, s) => {
      const at = `pages.${p}.sections.${s}.props`;
      const props = fillValue(kindOf(section.type).props, section.props, at, fill, (f) =>
        all.push({ ...f, pageId: page.id }),
      ) as Record<string, unknown>;
      return { ...section, props };
    });
    return { ...page, title: fill.text(title), sections };
  });
  return { doc: { ...doc, pages }, fields: all };
}

/** The value at a dotted path of the document. */
export function valueAt(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc);
}
