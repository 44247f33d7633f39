import { useEffect, useId, useRef, useState } from 'react';
import { api } from '~/stores/api';
import type { Translate } from '~/shared/messageKey';
import { normalizeSlug, slugProblem, SLUG_MAX } from '~/shared/siteSlug';

const CHECK_DEBOUNCE_MS = 350;

interface Props {
  siteName: string;
  value: string;
  onChange: (slug: string) => void;
  /** The server's refusal at launch (taken since, reserved), already in the reader's language. */
  serverError: string | undefined;
  t: Translate;
}

/**
 * The new site's address (spec: the merchant chooses it): `<base>` + the slug, typed left to
 * right in any page direction. Until the merchant edits it, it follows the site name (the
 * server's transliterated, free default); once edited, each pause checks it is free and offers
 * a free one like it when not.
 */
export function SlugField({ siteName, value, onChange, serverError, t }: Props) {
  const id = useId();
  const [base, setBase] = useState('');
  const [edited, setEdited] = useState(false);
  const [status, setStatus] = useState<{ free: boolean; suggestion: string; problem?: string } | null>(null);
  const latest = useRef(0);

  // The default follows the name while the merchant has not typed an address of their own.
  useEffect(() => {
    if (edited) return;
    const n = ++latest.current;
    const timer = setTimeout(() => {
      api.get('/api/site/slug', { query: { siteName: siteName.trim() }, toastError: false }).then(
        (a) => {
          if (n !== latest.current) return;
          setBase(a.base);
          onChange(a.slug);
          setStatus({ free: true, suggestion: a.slug });
        },
        () => undefined,
      );
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [siteName, edited, onChange]);

  // An address the merchant typed: the shared rule at once, then the server's "is it free".
  useEffect(() => {
    if (!edited) return;
    const problem = slugProblem(value);
    if (problem) {
      setStatus({ free: false, suggestion: '', problem: t(problem) });
      return;
    }
    const n = ++latest.current;
    setStatus(null);
    const timer = setTimeout(() => {
      api.get('/api/site/slug', { query: { slug: value }, toastError: false }).then(
        (a) => {
          if (n !== latest.current) return;
          setBase(a.base);
          setStatus({ free: a.free, suggestion: a.suggestion });
        },
        () => undefined,
      );
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, edited, t]);

  const taken = status && !status.free && !status.problem ? status.suggestion : null;
  const error = serverError ?? status?.problem ?? (taken ? t('site.slug.taken', { suggestion: taken }) : undefined);
  const described = [`${id}-hint`, error ? `${id}-err` : status?.free ? `${id}-ok` : ''].filter(Boolean).join(' ');
  return (
    <div className="field slug-field">
      <label htmlFor={id}>{t('sites.launch.address')}</label>
      {/* An address reads left to right on every page: the base, then what is typed. */}
      <div className="slug-input" dir="ltr">
        <span className="slug-base" translate="no">
          {base || '…/'}
        </span>
        <input
          id={id}
          name="slug"
          dir="ltr"
          value={value}
          maxLength={SLUG_MAX}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            setEdited(true);
            onChange(normalizeSlug(e.target.value).replace(/\s+/g, '-'));
          }}
        />
        <span className="slug-base" aria-hidden="true">
          /
        </span>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {t('sites.launch.addressHint')}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-err`}>
          {error}
        </p>
      ) : (
        status?.free && (
          <p className="field-ok" id={`${id}-ok`}>
            {t('sites.launch.addressFree')}
          </p>
        )
      )}
      {taken && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => {
            onChange(taken);
            setStatus({ free: true, suggestion: taken });
          }}
        >
          {t('sites.launch.useSuggestion', { suggestion: taken })}
        </button>
      )}
    </div>
  );
}
