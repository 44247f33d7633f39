import { useState, type SubmitEvent } from 'react';
import { Field } from '~/ui/Field';
import { StepSummary, type SummaryItem } from '~/ui/StepSummary';
import { asKey, type Translate } from '~/shared/messageKey';

/** The shared site-name rule, loaded on demand so the page does not carry the validation library. */
const loadRule = () => import('~/shared/schemas/cart').then((m) => m.siteNameField);

interface Props {
  t: Translate;
  initialName: string;
  summary: SummaryItem[];
  busy: boolean;
  alert: string;
  serverError: string | undefined;
  onName: (name: string) => void;
  onBack: () => void;
  onSubmit: (siteName: string) => void;
}

/**
 * Step 3: website information — the site name, and a summary of every choice. The page's
 * heading (`#create-site-title`, "Website information") names the form.
 */
export function SiteInfoForm({ t, initialName, summary, busy, alert, serverError, onName, onBack, onSubmit }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState('');
  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // The rule loads with the first keystroke (see onChange); offline, the server's check decides.
    const rule = await loadRule().catch(() => null);
    const parsed = rule ? rule.safeParse(name) : { success: true as const, data: name.trim() };
    if (!parsed.success) {
      setError(t(asKey(parsed.error.issues[0]?.message ?? 'cart.siteNameRequired')));
      return;
    }
    setError('');
    onSubmit(parsed.data);
  }
  return (
    <form className="card site-info" onSubmit={submit} noValidate aria-labelledby="create-site-title">
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <Field label={t('wizard.siteName')} error={error || serverError} hint={t('wizard.siteNameHint')}>
        <input
          name="siteName"
          value={name}
          maxLength={40}
          onChange={(e) => {
            void loadRule().catch(() => undefined);
            setName(e.target.value);
            onName(e.target.value);
          }}
          autoComplete="off"
        />
      </Field>
      <StepSummary
        items={summary}
        backLabel={t('wizard.back')}
        onBack={onBack}
        submitLabel={t('wizard.addToCart')}
        busyLabel={t('auth.submitting')}
        busy={busy}
      />
    </form>
  );
}
