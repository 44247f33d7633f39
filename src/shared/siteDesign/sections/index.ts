import { z } from 'zod';
import { href, text } from '../fields.ts';
import { compliance } from './compliance.ts';
import { faq } from './faq.ts';
import { footer } from './footer.ts';
import { gameLobby } from './gameLobby.ts';
import { hero } from './hero.ts';
import { image } from './image.ts';
import { jackpot } from './jackpot.ts';
import type { SectionKind } from './kind.ts';
import { lobbyRow } from './lobbyRow.ts';
import { paymentMethods } from './paymentMethods.ts';
import { promotions } from './promotions.ts';
import { text as textSection } from './text.ts';

/**
 * The registry of section kinds (one module each, kind.ts says what a kind holds). The order
 * is the palette's within each group and the document schema's list of types. Everything
 * below is read off the kinds, so nothing here names one.
 */
export const SECTION_KINDS = [
  hero,
  lobbyRow,
  gameLobby,
  promotions,
  paymentMethods,
  jackpot,
  textSection,
  image,
  faq,
  compliance,
  footer,
] as const;

type Kinds = (typeof SECTION_KINDS)[number];
export type SectionType = Kinds['type'];
export const SECTION_TYPES = SECTION_KINDS.map((k) => k.type) as [SectionType, ...SectionType[]];

/** Each type's kind; `SectionKind` with its own props type. */
export type KindOf<K extends SectionType> = Extract<Kinds, { type: K }>;
export const sectionKinds = Object.fromEntries(SECTION_KINDS.map((k) => [k.type, k])) as {
  [K in SectionType]: KindOf<K>;
};
/** A kind whose type is known only at run time (a document's section). */
export const kindOf = (type: SectionType): SectionKind => sectionKinds[type] as unknown as SectionKind;

/** Each section type's props as stored: texts are `Localized`, everything else shared by every language. */
export type SectionProps = { [K in SectionType]: z.infer<KindOf<K>['props']> };

/** Props a section starts with when dropped from the palette: empty texts, scheme colours. */
export function defaultProps<K extends SectionType>(type: K): SectionProps[K] {
  return structuredClone(sectionKinds[type].defaults) as SectionProps[K];
}

/** Which props are `Localized`: top-level texts, and texts of each list's items. */
export interface LocalizedFields {
  texts: readonly string[];
  lists: Readonly<Record<string, readonly string[]>>;
}

/** Read off a kind's schema: a prop of the value kind `text`, or a list whose items have some. */
function localizedOf(kind: SectionKind): LocalizedFields {
  const texts: string[] = [];
  const lists: Record<string, string[]> = {};
  for (const [key, schema] of Object.entries(kind.props.shape)) {
    if (schema === text) texts.push(key);
    else if (schema instanceof z.ZodArray && schema.element instanceof z.ZodObject) {
      const item: Record<string, unknown> = schema.element.shape;
      const itemTexts = Object.keys(item).filter((k) => item[k] === text);
      if (itemTexts.length) lists[key] = itemTexts;
    }
  }
  return { texts, lists };
}

/** What the per-language projection swaps, adding a language rewrites, a template switch carries. */
export const localizedFields = Object.fromEntries(SECTION_KINDS.map((k) => [k.type, localizedOf(k)])) as Record<
  SectionType,
  LocalizedFields
>;

/** Props the operator wrote besides texts and lists — its links, and what the kind names — that a template switch keeps. */
export const keptOnSwitch: Record<SectionType, ReadonlySet<string>> = Object.fromEntries(
  SECTION_KINDS.map((k: SectionKind) => [
    k.type,
    new Set([...Object.keys(k.props.shape).filter((key) => k.props.shape[key] === href), ...(k.keepOnSwitch ?? [])]),
  ]),
) as Record<string, ReadonlySet<string>>;
