/**
 * Vanilla behaviour of the marketing forms (no React on marketing pages): validates with
 * the shared zod schema — loaded on first interaction so it is not part of the page's
 * initial JavaScript — posts JSON to the API in the page's language, and shows inline,
 * localized errors and a live status.
 */
import type { Envelope as ApiEnvelope } from '../../shared/types';

type Strings = Record<string, string>;
/** What came back, as far as it parsed: any field may be missing from a proxy's error page. */
type Envelope = Partial<ApiEnvelope<Record<string, unknown> | null>>;

let schemas: Promise<typeof import('../../shared/schemas/forms')> | undefined;
const loadSchemas = () => (schemas ??= import('../../shared/schemas/forms'));

export function wireForm(form: HTMLFormElement): void {
  if (form.dataset['wired']) return;
  form.dataset['wired'] = '';
  const strings = JSON.parse(form.querySelector('script[data-strings]')?.textContent ?? '{}') as Strings;
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const alertBox = form.querySelector<HTMLElement>('[data-alert]')!;
  const statusBox = form.querySelector<HTMLElement>('[data-status]')!;
  const kind = form.dataset['form'] as 'contact' | 'league';

  form.addEventListener('focusin', () => void loadSchemas(), { once: true });
  // A corrected field loses its error as soon as the visitor edits it.
  form.addEventListener('input', (e) => {
    const name = (e.target as HTMLInputElement).name;
    if (name) showFieldError(form, name, '');
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (submit.disabled) return;
    alertBox.textContent = '';
    statusBox.textContent = '';
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    for (const el of form.querySelectorAll<HTMLElement>('[data-error-for]'))
      showFieldError(form, el.dataset['errorFor']!, '');

    const { contactInput, leagueInput } = await loadSchemas();
    const parsed = (kind === 'league' ? leagueInput : contactInput).safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors[field] ??= strings[issue.message] ?? strings['validation.invalid'] ?? issue.message;
      }
      return fail(errors);
    }

    submit.disabled = true;
    const label = submit.textContent;
    submit.textContent = strings['form.submitting'] ?? label;
    form.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(form.dataset['endpoint']!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': document.documentElement.dataset['locale'] ?? 'en',
        },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json().catch(() => ({}))) as Envelope;
      if (res.ok && body.code === 0) {
        form.reset();
        statusBox.textContent = successText(kind, strings, body);
        return;
      }
      if (body.error === 'validation_failed' && body.issues?.length) {
        return fail(Object.fromEntries(body.issues.map((i) => [i.path, i.message])));
      }
      // Rate limiting says when to retry; anything else gets the spec's failure message.
      alertBox.textContent = body.error === 'rate_limited' && body.msg ? body.msg : (strings['form.failed'] ?? '');
    } catch {
      alertBox.textContent = strings['form.failed'] ?? '';
    } finally {
      submit.disabled = false;
      submit.textContent = label;
      form.removeAttribute('aria-busy');
    }
  });

  function fail(errors: Record<string, string>): void {
    let first: HTMLElement | null = null;
    for (const [name, message] of Object.entries(errors)) {
      const control = showFieldError(form, name, message);
      first ??= control;
    }
    alertBox.textContent = strings['form.fixErrors'] ?? '';
    first?.focus();
  }
}

function showFieldError(form: HTMLFormElement, name: string, message: string): HTMLElement | null {
  const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
  const control = form.elements.namedItem(name) as HTMLElement | null;
  if (slot) slot.textContent = message;
  if (control) {
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
  return control;
}

function successText(kind: 'contact' | 'league', strings: Strings, body: Envelope): string {
  if (kind !== 'league') return strings['form.contactSuccess'] ?? body.msg ?? '';
  const data = body.data ?? {};
  const lang = document.documentElement.lang || 'en';
  const due = new Date(String(data['reviewBy']));
  const date = Number.isNaN(due.getTime())
    ? ''
    : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(due);
  return (strings['form.leagueReceived'] ?? '').replace('{{id}}', String(data['id'] ?? '')).replace('{{date}}', date);
}
