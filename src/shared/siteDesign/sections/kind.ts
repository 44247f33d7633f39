import type { Field, Fields } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { LocaleCode } from '../../../../i18n/locales.ts';
import type { MessageKey, Translate } from '../../messageKey.ts';
import type { ViewProps } from '../views/common.ts';

/**
 * What one section kind is, in one module (issue 26): how its props are stored and checked,
 * what the palette drops in, which editor fields edit it, where the palette lists it and how
 * it looks. Everything else — validation, the per-language projection, the Puck config, the
 * published pages, template switches — reads the registry (`sections/index.ts`), so a new kind
 * is one file there plus its catalogue keys (`design.section.<type>`, its field labels).
 * Which props are localized is read off `props` itself: a prop of the value kind `text`
 * (fields.ts), and `text` props of a list's items.
 */

/** The palette's groups, in the editor's order; each titled `design.palette.<group>`. */
export const PALETTE_GROUPS = ['layout', 'games', 'offers'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/**
 * The editor's field builders, made once per Puck config in the editor's language (puckConfig.ts):
 * a kind says which fields it has, the kit says how each kind of field looks. `name` is the
 * label's key under `design.field.`; a placeholder is a catalogue key.
 */
export interface FieldKit {
  t: Translate;
  /** The editor's language, for names that come from data (game categories). */
  lang: LocaleCode;
  label: (name: string) => string;
  text: (name: string, placeholder?: MessageKey) => Field;
  area: (name: string, placeholder?: MessageKey) => Field;
  link: (name: string) => Field;
  select: (name: string, values: readonly string[], keyOf: (value: string) => string) => Field;
  /** One of the scheme's colours. */
  color: (name: string) => Field;
  align: Field;
  /** The image picker (the console's offers uploads; the default, the design library). */
  image: (name: string) => Field;
  /** An amount in the market's money (the console's reads it the operator's way). */
  amount: (name: string) => Field;
  /** A game provider of the site's market (the console's loads them; the default is a plain text field). */
  gameProvider: (name: string) => Field;
  /** Games picked by hand (the console's is a searchable picker with thumbnails; the default shows nothing). */
  gamePicker: (name: string) => Field;
  /** A list item's summary in the editor's list: its own words, else "Item n". */
  itemSummary: (words: string | undefined, index: number | undefined) => string;
}

export interface SectionKind<T extends string = string, S extends z.ZodObject = z.ZodObject> {
  type: T;
  group: PaletteGroup;
  /** The props as stored in the document and checked on every save. */
  props: S;
  /** What the palette drops in: neutral (nothing claims an offer, a jackpot or a licence). */
  defaults: z.infer<S>;
  /** The editor's fields, in the one language being edited (texts are plain strings there). */
  editorFields(kit: FieldKit): Fields;
  /** The fields the section's current props need (a game section's source picks one choice); absent: all. */
  editorFieldsFor?(props: Partial<z.infer<S>>, fields: Fields): Fields;
  /** The view, the same in the editor and on the published page (Puck's `render`). */
  view(props: ViewProps<z.infer<S>>): ReactNode;
  /** Whether the section shows a visitor anything of its own (pageContent.ts); absent: always. */
  hasContent?(props: Partial<z.infer<S>>): boolean;
  /** Props besides texts, lists and links that the operator wrote and a template switch keeps. */
  keepOnSwitch?: readonly (keyof z.infer<S> & string)[];
}

/** A kind, with its props' type read from its schema. */
export const defineSection = <T extends string, S extends z.ZodObject>(kind: SectionKind<T, S>) => kind;
