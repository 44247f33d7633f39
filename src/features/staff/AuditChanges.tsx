import type { Translate } from '~/shared/messageKey';
import { changesOf, shortValue } from './staff';

const empty = (v: unknown) => v === undefined || v === null;

/**
 * What an audit entry changed, compactly: one line a field, "field: before → after" (the arrow
 * points the way the page reads), or "field: value" for a field that is new. Values keep their
 * own direction; the words "before" and "after" are there for screen readers, which do not
 * read the arrow.
 */
export function AuditChanges({
  t,
  before,
  after,
  rtl,
}: {
  t: Translate;
  before: unknown;
  after: unknown;
  rtl: boolean;
}) {
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span className="staff-muted">{t('staff.audit.noChange')}</span>;
  const value = (v: unknown) =>
    empty(v) ? (
      <span className="staff-none">—</span>
    ) : (
      <code dir="ltr" title={shortValue(v, 2000)}>
        {shortValue(v)}
      </code>
    );
  return (
    <ul className="staff-changes">
      {changes.map((c) => (
        <li key={c.field || '.'}>
          {c.field && (
            <span className="staff-change-field" dir="ltr">
              {c.field}:
            </span>
          )}{' '}
          {!empty(c.before) && (
            <>
              <span className="visually-hidden">{t('staff.audit.before')} </span>
              {value(c.before)}{' '}
              <span aria-hidden="true" className="staff-arrow">
                {rtl ? '←' : '→'}
              </span>{' '}
            </>
          )}
          <span className="visually-hidden">{t('staff.audit.after')} </span>
          {value(c.after)}
        </li>
      ))}
    </ul>
  );
}
