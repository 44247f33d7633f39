import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import { categoryKinds } from '~/shared/gameCategories';
import type { Translate } from '~/shared/messageKey';
import { layouts } from '~/shared/templateArt';
import { Field } from '~/ui/Field';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { type LocaleCode, locales } from '../../../i18n/locales';
import { reasonGiven } from './staff';
import { staffApi } from './staffApi';
import { categoryName } from './templateCategories';
import { PictureField } from './TemplatePicture';
import { fileBase64, PICTURE_MAX_BYTES } from './templateFiles';
import type { Market } from './types';

const KEY = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/;
type Size = 'thumb' | 'preview';

interface Props {
  t: Translate;
  locale: LocaleCode;
  markets: Market[];
  /** The template to edit (any of its ids), or null to add one. */
  id: number | null;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/**
 * Adds a template or edits one: names (English required), category, markets, layout and
 * colours, two pictures shown before they are sent, and the reason the audit log keeps. The
 * server's problems land on their fields; a stale edit (someone saved first) says so.
 */
export function TemplateForm({ t, locale, markets, id, onCancel, onDone }: Props) {
  const detail = useLoad(
    async () => (id === null ? null : staffApi.get('/api/staff/templates/detail', { query: { id } })),
    [id],
  );
  const d = detail.data;
  const [key, setKey] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const [category, setCategory] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [layout, setLayout] = useState<string>('classic');
  const [palette, setPalette] = useState({ color1: '#0b0d17', color2: '#f5b301', color3: '#ffe08a' });
  const [files, setFiles] = useState<Partial<Record<Size, File>>>({});
  const [urls, setUrls] = useState<Partial<Record<Size, string>>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!d) return;
    setNames(d.names);
    setCategory(d.category);
    setChosen(d.markets);
    setLayout(d.layout);
    setPalette(d.palette);
  }, [d]);
  useEffect(() => headingRef.current?.focus(), []);
  // A chosen picture is shown from memory: its address is let go when replaced, and when the form closes.
  const shownUrls = useRef(urls);
  shownUrls.current = urls;
  useEffect(
    () => () => {
      for (const u of Object.values(shownUrls.current)) if (u) URL.revokeObjectURL(u);
    },
    [],
  );

  /** A field changed: its old problem no longer applies. */
  const fixed = (field: string) =>
    setErrors((e) => (field in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== field)) : e));

  function pick(size: Size, file: File | undefined) {
    fixed(size);
    const old = urls[size];
    if (old) URL.revokeObjectURL(old);
    setFiles((f) => ({ ...f, [size]: file }));
    setUrls((u) => ({ ...u, [size]: file ? URL.createObjectURL(file) : undefined }));
  }

  function check(): Record<string, string> {
    const e: Record<string, string> = {};
    if (id === null && !KEY.test(key.trim())) e['key'] = t('staff.templates.keyInvalid');
    if ((names['en'] ?? '').trim().length < 2) e['names.en'] = t('staff.templates.nameRequired');
    if (!category) e['category'] = t('staff.templates.categoryRequired');
    if (!chosen.length) e['markets'] = t('staff.templates.marketsRequired');
    for (const size of ['thumb', 'preview'] as const) {
      const f = files[size];
      if (f && f.size > PICTURE_MAX_BYTES) e[size] = t('staff.templates.image.tooLarge', { mb: 2 });
    }
    if (!reasonGiven(reason)) e['reason'] = t('staff.error.reasonRequired');
    return e;
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setAlert('');
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.staff-template-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const pictures = {
        ...(files.thumb ? { thumb: await fileBase64(files.thumb) } : {}),
        ...(files.preview ? { preview: await fileBase64(files.preview) } : {}),
      };
      const fields = {
        names: Object.fromEntries(Object.entries(names).filter(([, v]) => v.trim())) as { en: string },
        category: category as (typeof categoryKinds)[number],
        markets: chosen,
        layout: layout as (typeof layouts)[number],
        palette,
        reason: reason.trim(),
        ...pictures,
      };
      const reply =
        id === null
          ? await staffApi.reply('/api/staff/templates/add', { body: { key: key.trim(), ...fields } })
          : await staffApi.reply('/api/staff/templates/edit', { body: { id, version: d!.version, ...fields } });
      onDone(reply.data.status === 'unchanged' ? t('staff.templates.unchanged') : reply.msg);
    } catch (err) {
      const mine: Record<string, string> = {};
      if (err instanceof ApiError) for (const i of err.issues) mine[i.path] ??= i.message;
      setErrors(mine);
      if (!Object.keys(mine).length || err instanceof ApiError === false) {
        setAlert(errorMessage(err, t, 'errors.operationFailed'));
      }
    } finally {
      setBusy(false);
    }
  }

  const title =
    id === null ? t('staff.templates.addTitle') : t('staff.templates.editTitle', { name: d?.names['en'] ?? `#${id}` });
  const toggle = (m: number) => {
    setChosen((c) => (c.includes(m) ? c.filter((x) => x !== m) : [...c, m]));
    fixed('markets');
  };
  const marketOptions = [{ id: GLOBAL_STATION, countryNames: t('staff.templates.global') }, ...markets];

  return (
    <div className="card staff-template-form">
      <h3 ref={headingRef} tabIndex={-1} className="staff-card-title" dir="auto">
        {title}
      </h3>
      <LoadState {...detail} loading={detail.loading && id !== null && !d} t={t}>
        {d && d.key === null ? (
          <p className="form-alert" role="alert">
            {t('staff.templates.notEditable')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            {alert && (
              <p className="form-alert" role="alert">
                {alert}
              </p>
            )}
            {id === null ? (
              <Field label={t('staff.templates.key')} hint={t('staff.templates.keyHint')} error={errors['key'] ?? ''}>
                <input
                  dir="ltr"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={64}
                  value={key}
                  onChange={(e) => {
                    setKey(e.target.value);
                    fixed('key');
                  }}
                />
              </Field>
            ) : (
              <p className="staff-muted" dir="ltr">
                {d?.key}
              </p>
            )}
            <Field label={t('staff.templates.nameEn')} error={errors['names.en'] ?? ''}>
              <input
                dir="ltr"
                lang="en"
                maxLength={80}
                value={names['en'] ?? ''}
                onChange={(e) => {
                  setNames({ ...names, en: e.target.value });
                  fixed('names.en');
                }}
              />
            </Field>
            <details className="staff-template-names">
              <summary>{t('staff.templates.otherNames')}</summary>
              <p className="field-hint">{t('staff.templates.otherNamesHint')}</p>
              {locales
                .filter((l) => l.code !== 'en')
                .map((l) => (
                  <Field key={l.code} label={l.label}>
                    <input
                      lang={l.lang}
                      dir={l.dir}
                      maxLength={80}
                      value={names[l.code] ?? ''}
                      onChange={(e) => setNames({ ...names, [l.code]: e.target.value })}
                    />
                  </Field>
                ))}
            </details>
            <Field label={t('staff.templates.category')} error={errors['category'] ?? ''}>
              <select
                value={category}
                onChange={(e) => {
                  setCategory(e.target.value);
                  fixed('category');
                }}
              >
                <option value="">{t('staff.templates.chooseCategory')}</option>
                {categoryKinds.map((k) => (
                  <option key={k} value={k}>
                    {categoryName(k, locale)}
                  </option>
                ))}
              </select>
            </Field>
            <fieldset
              className="staff-template-markets"
              aria-describedby="template-markets-hint"
              aria-invalid={errors['markets'] ? true : undefined}
            >
              <legend>{t('staff.templates.markets')}</legend>
              <p className="field-hint" id="template-markets-hint">
                {t('staff.templates.marketsHint')}
              </p>
              <div className="staff-template-checks">
                {marketOptions.map((m) => (
                  <label key={m.id}>
                    <input type="checkbox" checked={chosen.includes(m.id)} onChange={() => toggle(m.id)} />{' '}
                    {m.countryNames}
                  </label>
                ))}
              </div>
              {errors['markets'] && (
                <p className="field-error" role="alert">
                  {errors['markets']}
                </p>
              )}
            </fieldset>
            <Field label={t('staff.templates.layout')}>
              <select value={layout} onChange={(e) => setLayout(e.target.value)}>
                {layouts.map((l) => (
                  <option key={l} value={l}>
                    {t(`staff.templates.layout.${l}`)}
                  </option>
                ))}
              </select>
            </Field>
            <fieldset className="staff-template-colors">
              <legend>{t('staff.templates.colors')}</legend>
              {(['color1', 'color2', 'color3'] as const).map((c) => (
                <label key={c}>
                  <input
                    type="color"
                    value={palette[c]}
                    onChange={(e) => setPalette({ ...palette, [c]: e.target.value })}
                  />{' '}
                  {t(`staff.templates.${c}`)}
                </label>
              ))}
            </fieldset>
            {(['thumb', 'preview'] as const).map((size) => (
              <PictureField
                key={size}
                t={t}
                size={size}
                chosenUrl={urls[size]}
                currentUrl={d ? (size === 'thumb' ? d.thumbnail : d.preview) : undefined}
                error={errors[size] ?? ''}
                onPick={(file) => pick(size, file)}
              />
            ))}
            <Field label={t('staff.resolve.reason')} hint={t('staff.reasonHint')} error={errors['reason'] ?? ''}>
              <textarea
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  fixed('reason');
                }}
              />
            </Field>
            <div className="staff-form-actions">
              <button type="button" className="btn btn-ghost" onClick={onCancel}>
                {t('staff.templates.back')}
              </button>
              <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
                {t(id === null ? 'staff.templates.addButton' : 'staff.templates.save')}
              </button>
            </div>
          </form>
        )}
      </LoadState>
      {d && d.key === null && (
        <div className="staff-form-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('staff.templates.back')}
          </button>
        </div>
      )}
    </div>
  );
}
