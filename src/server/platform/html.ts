/**
 * Server-rendered HTML without a template engine: `html` escapes every interpolated value
 * unless it is already `SafeHtml` (the result of another `html` or of `raw`). Synchronous
 * and dependency-free, so the site renderer stays a pure function. Attribute values must be
 * written in double quotes in the templates; escaping covers quotes too.
 */
export class SafeHtml {
  // A plain field: the server runs on Node's type stripping, which has no parameter properties.
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch]!);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** Markup the caller vouches for (generated CSS, SVG from our own shapes). Never stored text. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);

/**
 * The text of a `<style>` element. Inside it HTML entities are not decoded, so escaping would
 * break the CSS (`&quot;Segoe UI&quot;`, `section&gt;p` are dropped rules); raw text instead,
 * for our own constant style sheets only. A `<` is refused: `</style` is the only way out of
 * the element, and no rule of ours needs the character. Call it at module load, so a sheet
 * that breaks the rule stops the server from starting rather than one page.
 */
export function styleSheet(css: string): SafeHtml {
  if (css.includes('<')) throw new Error('A style sheet may not contain "<" (it could close its <style> element)');
  return new SafeHtml(css);
}

/** An href from stored data: only http(s) URLs and same-site paths; anything else goes nowhere. */
export function safeHref(url: string | null | undefined): string {
  if (!url) return '#';
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : '#';
  } catch {
    return '#';
  }
}
