import { useRef, useState, type SubmitEvent } from 'react';
import type { output, ZodMiniType } from 'zod/mini';
import { ApiError, errorMessage } from '~/lib/apiError';
import { asKey, type MessageKey, type Translate } from '~/shared/messageKey';

/** Field messages from a schema (i18n keys) or from the server (already translated). */
export type FieldErrors = Record<string, string>;

/**
 * A shared schema, imported on demand: `() => import('~/shared/schemas/user').then((m) => m.x)`.
 * The validation library then loads while the merchant types, not with the page.
 */
export type SchemaLoader<S extends ZodMiniType = ZodMiniType> = () => Promise<S>;

/**
 * A small form state machine over a shared zod schema: local validation with the
 * same rules as the API, busy state, server issues mapped back onto fields.
 */
export function useZodForm<T extends Record<string, string>, S extends ZodMiniType>(
  loadSchema: SchemaLoader<S>,
  initial: T,
  t: Translate,
  /** The form's own failure text when the server gives none (default `errors.operationFailed`). */
  failedKey: MessageKey = 'errors.operationFailed',
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const schema = useRef<Promise<S> | null>(null);
  const load = () => {
    if (!schema.current) {
      const loading = loadSchema();
      schema.current = loading;
      // A failed download is tried again at the next keystroke or submit.
      loading.catch(() => {
        if (schema.current === loading) schema.current = null;
      });
    }
    return schema.current;
  };

  const set = (name: keyof T) => (v: string) => {
    void load();
    setValues((s) => ({ ...s, [name]: v }));
  };

  /** Submits the values once the schema accepts them: `send` gets what it parsed them to. */
  function handle(send: (data: output<S>) => Promise<void>) {
    return async (e: SubmitEvent) => {
      e.preventDefault();
      setAlert('');
      let parsed: ReturnType<ZodMiniType['safeParse']>;
      try {
        parsed = (await load()).safeParse(values);
      } catch (err) {
        setAlert(errorMessage(err, t, failedKey));
        return;
      }
      if (!parsed.success) {
        const next: FieldErrors = {};
        // A custom rule's `params` fill its message's placeholders (a top-up's limits).
        for (const issue of parsed.error.issues) {
          const vars = issue.code === 'custom' ? (issue.params as Record<string, string | number>) : undefined;
          next[issue.path.map(String).join('.')] ??= t(asKey(issue.message), vars);
        }
        setErrors(next);
        return;
      }
      setErrors({});
      setBusy(true);
      try {
        await send(parsed.data as output<S>);
      } catch (err) {
        const onFields = err instanceof ApiError && err.issues.length > 0 && err.issues.every((i) => i.path in values);
        if (err instanceof ApiError && err.issues.length) {
          setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
        }
        // A problem shown at its field is said once: the banner is for what no field shows.
        if (!onFields) setAlert(errorMessage(err, t, failedKey));
      } finally {
        setBusy(false);
      }
    };
  }
  return { values, setValues, set, errors, busy, alert, handle };
}
