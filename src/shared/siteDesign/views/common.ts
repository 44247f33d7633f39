import { createElement as h, type ReactNode } from 'react';
import type { Localized } from '../document.ts';
import { contextOf, type RenderContext } from '../renderContext.ts';

/** Section props as a view gets them: one language's texts as plain strings (projection.ts). */
export type Flat<T> = {
  [K in keyof T]: T[K] extends Localized
    ? string
    : T[K] extends readonly (infer I)[]
      ? (I extends object ? Flat<I> : I)[]
      : T[K];
};

/** What Puck hands every view besides its props. */
export interface PuckArg {
  id?: string;
  puck?: { metadata?: unknown; isEditing?: boolean };
}

export type ViewProps<T> = Partial<Flat<T>> & PuckArg;

/** The context, or a bare one so a view never throws on a malformed editor state. */
export function ctxOf(arg: PuckArg): RenderContext {
  const ctx = contextOf(arg.puck);
  // Inside Puck's editor every view is in editing mode, whatever the metadata says.
  if (ctx) return arg.puck?.isEditing && !ctx.editing ? { ...ctx, editing: true } : ctx;
  return {
    lang: 'en',
    t: (key) => key,
    langRoot: './',
    siteRoot: '../',
    currency: 'USD',
    region: 'US',
    siteName: '',
    pageKind: 'custom',
    nav: [],
    languages: [],
    editing: Boolean(arg.puck?.isEditing),
    fallbacks: [],
  };
}

/**
 * A text as shown: the stored string, or in the editor a marked placeholder when empty; in the
 * editor a text shown from the first language carries a marker class. Always a React text node,
 * so stored markup stays inert.
 */
export function shown(ctx: RenderContext, path: string, value: string | undefined, placeholderKey?: string): ReactNode {
  if (value)
    return ctx.editing && ctx.fallbacks.includes(path)
      ? h('span', { className: 'fb', title: ctx.t('design.editor.fallback') }, value)
      : value;
  if (ctx.editing && placeholderKey) return h('span', { className: 'ph' }, ctx.t(placeholderKey as never));
  return null;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Paragraphs of a multi-line text: a blank line starts a new paragraph, a newline breaks. */
export function paragraphs(value: string): ReactNode[] {
  return value
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p, i) =>
      h('p', { key: i }, ...p.split('\n').flatMap((line, j) => (j ? [h('br', { key: `b${j}` }), line] : [line]))),
    );
}
