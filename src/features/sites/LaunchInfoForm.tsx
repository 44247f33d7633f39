import { useState, type SubmitEvent } from 'react';
import { api } from '~/stores/api';
import { ApiError, errorMessage } from '~/lib/apiError';
import { asKey, type Translate } from '~/shared/messageKey';
import type { Colors, OpenSlots } from '~/shared/orderTypes';
import { siteNameField } from '~/shared/schemas/cart';
import { siteSlugField } from '~/shared/schemas/siteLaunch';
import { Field } from '~/ui/Field';
import { StepSummary } from '~/ui/StepSummary';
import { OpsAccountFields } from '~/ui/checkout/OpsAccountFields';
import { type CheckoutErrors, type CheckoutFields, emptyCheckout, validateCheckout } from '~/ui/checkout/checkoutForm';
import { ColorDots } from '../wizard/ColorPresets';
import { wizardUrl } from '~/lib/wizardLinks';
import type { ChosenTemplate } from '../wizard/TemplateGallery';
import { SlugField } from './SlugField';

export interface LaunchChoice {
  countriesId: number;
  marketName: string;
  template: ChosenTemplate;
  colors: Colors;
}

type Errors = CheckoutErrors & { siteName?: string; slug?: string };
const ORDER = ['siteName', 'slug', 'account', 'password', 'confirm'] as const;

/**
 * The launch's second step: the site's name and address, its own operations account (with
 * checkout's rules) and a summary of the design. POST /api/site/launch sends only what differs
 * from the order; a refusal (a taken name or address, no slot left) stays in the form.
 */
export function LaunchInfoForm({
  slots,
  choice,
  t,
  onBack,
}: {
  slots: OpenSlots;
  choice: LaunchChoice;
  t: Translate;
  onBack: () => void;
}) {
  const [siteName, setSiteName] = useState('');
  const [slug, setSlug] = useState('');
  const [values, setValues] = useState<CheckoutFields>(emptyCheckout);
  // Local rules give keys; the server's refusals come translated.
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof CheckoutFields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const msg = (text: string | undefined) => (text ? t(asKey(text)) : undefined);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setAlert('');
    const found: Errors = { ...validateCheckout(values) };
    const name = siteNameField.safeParse(siteName);
    if (!name.success) found.siteName = name.error.issues[0]?.message ?? 'cart.siteNameRequired';
    const address = siteSlugField.safeParse(slug);
    if (!address.success) found.slug = address.error.issues[0]?.message ?? 'site.slug.required';
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    const { countriesId, template, colors } = choice;
    try {
      await api.post('/api/site/launch', {
        body: {
          orderId: slots.orderId,
          siteName: siteName.trim(),
          slug,
          account: values.account.trim(),
          password: values.password,
          colors,
          // Only what the merchant changed: the rest is the order's.
          ...(countriesId === slots.countriesId ? {} : { countriesId }),
          ...(template.id === slots.template.id ? {} : { templateId: template.id }),
        },
        toastError: false,
      });
      // My sites says "being set up" (`?launched=1`) and watches the new site go live.
      window.location.assign(`${wizardUrl.mySites()}?launched=1`);
    } catch (err) {
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (refused && err.issues.length) setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
      setAlert(refused ? errorMessage(err, t, 'sites.launch.failed') : t('sites.launch.failed'));
      setBusy(false);
    }
  }

  return (
    <form className="card site-info launch-info" onSubmit={submit} noValidate aria-labelledby="create-site-title">
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
        />
      </Field>
      <SlugField
        siteName={siteName}
        value={slug}
        onChange={(next) => {
          setSlug(next);
          setErrors(({ slug: _old, ...rest }) => rest);
        }}
        serverError={msg(errors.slug)}
        t={t}
      />
      <OpsAccountFields values={values} errors={errors} set={set} t={t} />
      <StepSummary
        items={[
          { label: t('wizard.summaryMarket'), value: choice.marketName },
          { label: t('wizard.summaryTemplate'), value: choice.template.name },
          {
            label: t('wizard.summaryColors'),
            value: <ColorDots colors={choice.colors} label={t('cart.ui.colorsLabel', { ...choice.colors })} />,
          },
        ]}
        backLabel={t('wizard.back')}
        onBack={onBack}
        submitLabel={t('sites.launch.submit')}
        busyLabel={t('sites.launch.busy')}
        busy={busy}
      />
    </form>
  );
}
