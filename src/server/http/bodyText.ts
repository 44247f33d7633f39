import { AppError, type IssueKey } from '../../shared/errors.ts';

/**
 * Limits on a JSON body's shape that no route needs to pass: the deepest real body (a site
 * document's list item text, `doc.pages.0.sections.0.props.items.0.title.en`) is 9 levels.
 */
export const JSON_LIMITS = { depth: 32, issues: 10 } as const;

/** A UTF-16 surrogate without its other half (JSON can carry one as `\ud800`; UTF-8 cannot). */
const LONE_SURROGATE = /\p{Cs}/u;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Refuses a JSON body that parses but could not be stored or handled: nesting deeper than
 * JSON_LIMITS.depth (JSON.stringify and PostgreSQL's jsonb recurse, and overflow on 10,000
 * levels: a 500), and a lone surrogate in a string or key (jsonb refuses `\ud800`: a 500, and
 * a text column would keep U+FFFD instead of what was sent). 400 naming the field. Text that
 * does not parse is left to the route's JSON reader, which answers malformed_json.
 */
export function checkJsonText(body: string, contentType: string | undefined): void {
  if (!JSON_TYPE.test(contentType ?? '')) return;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return;
  }
  const issues: IssueKey[] = [];
  // Iterative, so a deep body is refused without the walk itself overflowing.
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length && issues.length < JSON_LIMITS.issues) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) issues.push({ path: path.join('.'), key: 'validation.malformedText' });
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= JSON_LIMITS.depth) {
      issues.push({ path: path.join('.'), key: 'validation.tooDeep' });
      continue;
    }
    for (const [k, child] of Object.entries(v)) {
      const at = [...path, k];
      // The path is echoed in the answer: the broken key is named with U+FFFD in its place.
      if (LONE_SURROGATE.test(k))
        issues.push({ path: at.join('.').replace(/\p{Cs}/gu, '\uFFFD'), key: 'validation.malformedText' });
      else stack.push({ value: child, path: at });
    }
  }
  if (issues.length) throw new AppError('validation_failed', { issues: issues.reverse() });
}
