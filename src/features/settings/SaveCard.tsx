import { type ReactNode, type SubmitEvent, useState } from 'react';
import { api } from '~/stores/api';
import { setUser } from '~/stores/session';
import type { output, ZodMiniType } from 'zod/mini';
import { type SchemaLoader, useZodForm } from '~/ui/form';
import type { Translate } from '~/shared/messageKey';
import type { ProfileInput } from '~/shared/schemas/user';

/**
 * A Personal settings form that saves some of the profile's fields (`POST /api/user/save`):
 * the validated values, the saving, and "Saved" after it.
 */
export function useProfileSave<V extends Record<string, string>, S extends ZodMiniType>(
  schema: SchemaLoader<S>,
  initial: V,
  t: Translate,
  body: (values: output<S>) => ProfileInput,
) {
  const [saved, setSaved] = useState(false);
  const form = useZodForm(schema, initial, t);
  const submit = form.handle(async (data) => {
    setSaved(false);
    setUser(await api.post('/api/user/save', { body: body(data), toastError: false }));
    setSaved(true);
  });
  return { form, submit, saved };
}

/** The card such a form sits in: its title, what went wrong or "Saved", its fields, Save. */
export function SaveCard({
  titleId,
  title,
  lead,
  save,
  t,
  children,
}: {
  titleId: string;
  title: string;
  lead?: string;
  save: { form: { alert: string; busy: boolean }; submit: (e: SubmitEvent) => void; saved: boolean };
  t: Translate;
  children: ReactNode;
}) {
  const { form, submit, saved } = save;
  return (
    <form className="card settings-card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {lead && <p className="muted">{lead}</p>}
      {form.alert && (
        <p className="form-alert" role="alert">
          {form.alert}
        </p>
      )}
      {saved && (
        <p className="form-success" role="status">
          {t('personal.saved')}
        </p>
      )}
      {children}
      <button className="btn" type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('auth.submitting') : t('personal.save')}
      </button>
    </form>
  );
}
