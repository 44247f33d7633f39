import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { ApiError, errorMessage } from '~/lib/apiError';

/** Field messages from a schema (i18n keys) or from the server (already translated). */
export type FieldErrors = Record<string, string>;

/**
 * A small form state machine over a shared zod schema: local validation with the
 * same rules as the API, busy state, server issues mapped back onto fields.
 */
export function useZodForm<T extends Record<string, string>>(
  schema: ZodType,
  initial: T,
  t: (k: string) => string,
  /** The form's own failure text when the server gives none (default `errors.operationFailed`). */
  failedKey = 'errors.operationFailed',
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  const set = (name: keyof T) => (v: string) => setValues((s) => ({ ...s, [name]: v }));

  function handle(send: (data: unknown) => Promise<void>) {
    return async (e: FormEvent) => {
      e.preventDefault();
      setAlert('');
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const next: FieldErrors = {};
        for (const issue of parsed.error.issues) next[issue.path.map(String).join('.')] ??= t(issue.message);
        setErrors(next);
        return;
      }
      setErrors({});
      setBusy(true);
      try {
        await send(parsed.data);
      } catch (err) {
        if (err instanceof ApiError && err.issues.length) {
          setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
        }
        setAlert(errorMessage(err, t, failedKey));
      } finally {
        setBusy(false);
      }
    };
  }
  return { values, setValues, set, errors, busy, alert, handle };
}
