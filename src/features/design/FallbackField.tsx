import { createContext, type ReactNode, useContext } from 'react';
import { createUsePuck } from '@puckeditor/core';
import type { T } from './boot';

/** What a text field needs to know beyond its value: the language edited, and which texts fall back. */
export interface FieldContextValue {
  t: T;
  dir: 'ltr' | 'rtl';
  lang: string;
  firstLanguage: string;
  /** Paths of texts shown from the first language (projection.ts `fallbacks`). */
  fallbacks: ReadonlySet<string>;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

const usePuck = createUsePuck();

/**
 * The projection's path of a field of the selected section: `title` → `<id>/title`,
 * `cards[1].title` → `<id>/cards/<key of item 1>/title` (list items are keyed, not indexed).
 */
export function fallbackPath(sectionId: string, props: Record<string, unknown>, name: string): string {
  const item = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(name);
  if (!item) return `${sectionId}/${name}`;
  const [, list, index, field] = item;
  const key = (props[list!] as { key?: string }[] | undefined)?.[Number(index)]?.key;
  return `${sectionId}/${list}/${key ?? index}/${field}`;
}

/**
 * Wraps Puck's text inputs: written in the edited language's direction, and marked when the text
 * shown is the first language's (typing here gives this language its own text).
 */
export function FallbackField({ name, children }: { name: string; children: ReactNode }) {
  const ctx = useContext(FieldContext);
  const selected = usePuck((s) => s.selectedItem);
  if (!ctx) return <>{children}</>;
  const path = selected ? fallbackPath(String(selected.props.id), selected.props, name) : `root/${name}`;
  const fallback = ctx.fallbacks.has(path);
  return (
    <div
      dir={ctx.dir}
      lang={ctx.lang}
      className={fallback ? 'design-fallback' : undefined}
      data-fallback={fallback || undefined}
    >
      {children}
      {fallback && (
        <p className="design-fallback-note">{ctx.t('design.editor.fallbackField', { language: ctx.firstLanguage })}</p>
      )}
    </div>
  );
}
