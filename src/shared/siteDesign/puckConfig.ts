import type { ComponentConfig, Config, Field, Fields } from '@puckeditor/core';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { asKey, type Translate } from '../messageKey.ts';
import { ALIGNS, SCHEME_COLORS } from './fields.ts';
import { imageLibrary } from './imageLibrary.ts';
import { defaultProps, localizedFields, SECTION_KINDS, type SectionType } from './sections/index.ts';
import { type FieldKit, PALETTE_GROUPS } from './sections/kind.ts';
import { Shell } from './views/shell.ts';

/**
 * The editor's Puck config, made from the section registry (sections/index.ts): each kind's
 * fields in the one language being edited (texts are plain strings there; projection.ts maps
 * them to and from the document), its palette group, and the same view the published pages
 * render with. Labels come from `t`, so the editor speaks the console's language.
 */

export interface PuckConfigOptions {
  /** The editor's language, for names that come from data (game categories); default English. */
  lang?: LocaleCode;
  /** The image picker; the default offers the design library (the console adds uploads). */
  imageField?: (label: string) => Field;
  /** The jackpot's amount; the console's reads major units the operator's way (AmountField), the default plain text. */
  amountField?: (label: string) => Field;
  /** A game section's provider and hand-picked games (the console's load from the games API). */
  providerField?: (label: string) => Field;
  gamesField?: (label: string) => Field;
}

/** A section's default props in Puck's one-language shape: every text an empty string. */
export function puckDefaults(type: SectionType): Record<string, unknown> {
  const props: Record<string, unknown> = defaultProps(type);
  for (const key of localizedFields[type].texts) props[key] = '';
  return props;
}

/** How each kind of editor field looks, in the editor's language. */
export function fieldKit(t: Translate, options: PuckConfigOptions = {}): FieldKit {
  const label = (name: string) => t(asKey(`design.field.${name}`));
  const withPlaceholder = (type: 'text' | 'textarea') => (name: string, placeholder?: string) =>
    ({ type, label: label(name), ...(placeholder ? { placeholder: t(asKey(placeholder)) } : {}) }) as Field;
  const select = (name: string, values: readonly string[], keyOf: (v: string) => string): Field => ({
    type: 'select',
    label: label(name),
    options: values.map((value) => ({ value, label: t(asKey(keyOf(value))) })),
  });
  const libraryImage = (l: string): Field => ({
    type: 'select',
    label: l,
    options: [
      { value: '', label: t('design.image.none') },
      ...imageLibrary.map((i) => ({ value: i.id, label: t(asKey(i.altKey)) })),
    ],
  });
  return {
    t,
    lang: options.lang ?? 'en',
    label,
    text: withPlaceholder('text'),
    area: withPlaceholder('textarea'),
    link: (name) => ({ type: 'text', label: label(name), placeholder: 'https://… /lobby/' }),
    select,
    color: (name) => select(name, SCHEME_COLORS, (c) => `design.color.${c}`),
    align: select('align', ALIGNS, (a) => `design.align.${a}`),
    image: (name) => (options.imageField ?? libraryImage)(label(name)),
    amount: (name) => options.amountField?.(label(name)) ?? { type: 'text', label: label(name) },
    gameProvider: (name) => options.providerField?.(label(name)) ?? { type: 'text', label: label(name) },
    gamePicker: (name) =>
      options.gamesField?.(label(name)) ?? { type: 'custom', label: label(name), render: () => null as never },
    itemSummary: (words, i) => words || t('design.field.item', { n: (i ?? 0) + 1 }),
  };
}

export function puckConfig(t: Translate, options: PuckConfigOptions = {}): Config {
  const kit = fieldKit(t, options);
  const components = Object.fromEntries(
    SECTION_KINDS.map((kind) => [
      kind.type,
      {
        label: t(asKey(`design.section.${kind.type}`)),
        fields: kind.editorFields(kit),
        defaultProps: puckDefaults(kind.type),
        render: kind.view,
        ...(kind.editorFieldsFor && {
          resolveFields: (data: { props: Record<string, unknown> }, { fields }: { fields: Fields }) =>
            kind.editorFieldsFor!(data.props, fields),
        }),
      } as ComponentConfig,
    ]),
  );
  const categories = Object.fromEntries(
    PALETTE_GROUPS.map((group) => [
      group,
      {
        title: t(asKey(`design.palette.${group}`)),
        components: SECTION_KINDS.filter((k) => k.group === group).map((k) => k.type),
      },
    ]),
  );
  return {
    root: { fields: { title: { type: 'text', label: kit.label('pageTitle') } }, render: Shell as never },
    categories,
    components,
  };
}
