import { useId, useState, type SubmitEvent } from 'react';
import { errorMessage } from '~/lib/apiError';
import { api } from '~/stores/api';
import { setUser } from '~/stores/session';
import { Field } from '~/ui/Field';
import { asKey, type Translate } from '~/shared/messageKey';
import { optionalNotices, type OptionalNotice } from '~/shared/mailNotices';
import type { UserInfo } from '~/shared/types';
import { type LocaleCode, locales } from '../../../i18n/locales';

/**
 * The account's e-mail: the language it is written in (each language named in itself, as the
 * language menu does) and the optional notices, one switch each. Security mail and receipts
 * always go, and the card says so.
 */
export function MailPrefsForm({ user, t }: { user: UserInfo; t: Translate }) {
  const id = useId();
  const [locale, setLocale] = useState(user.locale as LocaleCode);
  const [off, setOff] = useState<Set<string>>(() => new Set(user.noticesOff));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = (n: OptionalNotice, on: boolean) =>
    setOff((s) => {
      const next = new Set(s);
      if (on) next.delete(n);
      else next.add(n);
      return next;
    });

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const noticesOff = optionalNotices.filter((n) => off.has(n));
      setUser(await api.post('/api/user/save', { body: { locale, noticesOff }, toastError: false }));
      setResult({ ok: true, text: t('personal.saved') });
    } catch (err) {
      setResult({ ok: false, text: errorMessage(err, t, 'errors.operationFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card settings-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('personal.mailTitle')}</h2>
      {result && (
        <p className={result.ok ? 'form-success' : 'form-alert'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <Field label={t('personal.mailLocale')}>
        {/* Each language named in itself, as in the header's language menu (the page sweeps skip both). */}
        <select name="locale" data-lang-switch value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode)}>
          {locales.map((l) => (
            <option key={l.code} value={l.code} lang={l.lang} dir={l.dir}>
              {l.label}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="notice-list">
        <legend>{t('personal.noticesTitle')}</legend>
        <p className="muted" id={`${id}-always`}>
          {t('personal.noticesAlways')}
        </p>
        {optionalNotices.map((n) => (
          <label key={n} className="check">
            <input
              type="checkbox"
              name={`notice-${n}`}
              checked={!off.has(n)}
              onChange={(e) => toggle(n, e.target.checked)}
            />
            <span>{t(asKey(`personal.notice.${n}`))}</span>
          </label>
        ))}
      </fieldset>
      <button className="btn" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.submitting') : t('personal.save')}
      </button>
    </form>
  );
}
