import { useId, useState, type SubmitEvent } from 'react';
import { api } from '~/lib/api';
import { ApiError, errorMessage } from '~/lib/apiError';
import { asKey, type Translate } from '~/shared/messageKey';
import type { Colors, OpenSlots, Site } from '~/shared/orderTypes';
import { siteNameField } from '~/shared/schemas/cart';
import { Field } from '~/ui/Field';
import { OpsAccountFields } from '../checkout/OpsAccountFields';
import { Modal } from '~/ui/Modal';
import { type CheckoutErrors, type CheckoutFields, emptyCheckout, validateCheckout } from '../checkout/checkoutForm';
import { type Choice, LaunchChoice } from './LaunchChoice';
import './launch-site.css';

interface Props {
  slots: OpenSlots;
  t: Translate;
  onLaunched: (site: Site) => void;
  onCancel: () => void;
}

type Errors = CheckoutErrors & { siteName?: string; templateId?: string; countriesId?: string };
const COLOR_KEYS = ['color1', 'color2', 'color3'] as const;

/**
 * Launches a further site of a paid order: its name, its colours (the order's by default)
 * and its own operations account, entered with checkout's rules; market and template are the
 * order's unless changed. POST /api/site/launch; a refusal (taken name, no slot left) stays in the form.
 */
export function LaunchSiteDialog({ slots, t, onLaunched, onCancel }: Props) {
  const id = useId();
  const [siteName, setSiteName] = useState('');
  const [colors, setColors] = useState<Colors>(slots.colors);
  const [choice, setChoice] = useState<Choice>({ countriesId: slots.countriesId, templateId: slots.template.id });
  const [values, setValues] = useState<CheckoutFields>(emptyCheckout);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof CheckoutFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const msg = (key: string | undefined) => (key ? t(asKey(key)) : undefined);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setAlert('');
    const found: Errors = { ...validateCheckout(values) };
    const name = siteNameField.safeParse(siteName);
    if (!name.success) found.siteName = name.error.issues[0]?.message ?? 'cart.siteNameRequired';
    if (choice.templateId === null) found.templateId = 'cart.themeRequired';
    setErrors(found);
    const first = (['siteName', 'templateId', 'account', 'password', 'confirm'] as const).find((f) => found[f]);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const site = await api<Site>('/site/launch', {
        method: 'POST',
        body: {
          orderId: slots.orderId,
          siteName: siteName.trim(),
          account: values.account.trim(),
          password: values.password,
          colors,
          // Only what the merchant changed: the rest is the order's.
          ...(choice.countriesId === slots.countriesId ? {} : { countriesId: choice.countriesId }),
          ...(choice.templateId === slots.template.id ? {} : { templateId: choice.templateId }),
        },
        toastError: false,
      });
      onLaunched(site);
    } catch (err) {
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (refused && err.issues.length) setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      setAlert(refused ? errorMessage(err, t, 'sites.launch.failed') : t('sites.launch.failed'));
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={onCancel} className="launch-dialog" closeLabel={t('common.close')}>
      <h2 id={`${id}-title`}>{t('sites.launch.title', { orderNo: slots.orderNo })}</h2>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p className="launch-lead">
          {t('sites.launch.lead', { marketName: slots.country, templateName: slots.template.name })}
        </p>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <Field label={t('wizard.siteName')} hint={t('wizard.siteNameHint')} error={msg(errors.siteName)}>
          <input
            name="siteName"
            value={siteName}
            onChange={(e) => setSiteName(e.target.value)}
            autoComplete="off"
            maxLength={40}
            data-autofocus
          />
        </Field>
        <LaunchChoice
          slots={slots}
          value={choice}
          error={msg(errors.templateId ?? errors.countriesId)}
          t={t}
          onChange={setChoice}
        />
        <fieldset className="launch-colors">
          <legend>{t('sites.colors')}</legend>
          {COLOR_KEYS.map((key, i) => (
            <label key={key}>
              <span>{t('sites.launch.color', { n: i + 1 })}</span>
              <input
                type="color"
                name={key}
                value={colors[key]}
                onChange={(e) => setColors((c) => ({ ...c, [key]: e.target.value }))}
              />
            </label>
          ))}
        </fieldset>
        <OpsAccountFields values={values} errors={errors} set={set} t={t} />
        <div className="confirm-actions">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('sites.launch.busy') : t('sites.launch.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
