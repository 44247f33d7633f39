import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api, ApiError } from '~/lib/api';
import { translator } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';
import {
  $wizard,
  chooseColors,
  chooseCountry,
  choosePackage,
  chooseTemplate,
  resetWizard,
  setSiteName,
  wizardChoice,
} from '~/stores/wizard';
import type { Catalog } from '~/shared/i18n';
import type { CartItem } from '~/shared/schemas/cart';
import { templatePreviewUrl } from '~/shared/schemas/catalog';
import { Stepper } from './Stepper';
import { TemplateGallery, type ChosenTemplate } from './TemplateGallery';
import { ColorPresets } from './ColorPresets';
import { LivePreview } from './LivePreview';
import { SiteInfoForm } from './SiteInfoForm';
import { queryInt, wizardUrl } from './links';
import { formatPrice } from '~/shared/money';
import type { Package } from '~/shared/schemas/catalog';
import './wizard.css';
import './choose-theme.css';

type Colors = { color1: string; color2: string; color3: string };
interface Setup {
  countriesId: number;
  packageId?: number | undefined;
  editItem?: CartItem;
}

/**
 * ChooseTheme (spec §2) and the site-info step: pick a template and a colour scheme with
 * a live preview, name the site, add it to the cart. With `?cartItemId=` it edits an item.
 */
export default function ChooseTheme({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = translator(strings);
  const wizard = useStore($wizard);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [template, setTemplate] = useState<ChosenTemplate | null>(null);
  const [step, setStep] = useState<'design' | 'info'>('design');
  const [pkg, setPkg] = useState<Package | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [siteNameError, setSiteNameError] = useState<string | undefined>(undefined);
  const colors: Colors | undefined =
    wizard.color1 && wizard.color2 && wizard.color3
      ? { color1: wizard.color1, color2: wizard.color2, color3: wizard.color3 }
      : undefined;

  useEffect(() => {
    const cartItemId = queryInt('cartItemId');
    if (cartItemId !== undefined) {
      api<CartItem>('/cart/detail', { query: { id: cartItemId }, toastError: false }).then(
        (item) => {
          setSetup({ countriesId: item.countriesId, packageId: item.package.id, editItem: item });
          chooseColors(item.colors);
          setTemplate({
            id: item.template.id,
            name: item.template.name,
            thumbnail: item.template.thumbnail,
            preview: templatePreviewUrl(item.template.id),
          });
        },
        (err: unknown) => setAlert(err instanceof Error ? err.message : String(err)),
      );
      return;
    }
    const c = wizardChoice();
    const countriesId = queryInt('countriesId') ?? c.countriesId;
    const packageId = queryInt('packageId') ?? c.packageId;
    if (countriesId === undefined) {
      setAlert(t('wizard.noMarket'));
      return;
    }
    chooseCountry(countriesId);
    if (packageId !== undefined) choosePackage(packageId);
    setSetup({ countriesId, packageId });
  }, []);

  useEffect(() => {
    if (setup?.packageId === undefined || setup.editItem) return;
    api<Package>('/opening-station/package-info', { query: { id: setup.packageId }, toastError: false }).then(
      setPkg,
      () => setPkg(null),
    );
  }, [setup]);

  if (!setup)
    return alert ? (
      <p className="form-alert" role="alert">
        {alert}
      </p>
    ) : (
      <p className="load-state" role="status">
        {t('common.loading')}
      </p>
    );

  const select = (tpl: ChosenTemplate) => {
    setTemplate(tpl);
    chooseTemplate(tpl.id);
  };
  const canContinue = !!template && !!colors;

  async function saveEdit() {
    if (!setup?.editItem || !template || !colors) return;
    setBusy(true);
    try {
      await api('/cart/template', {
        method: 'POST',
        body: { id: setup.editItem.id, templateId: template.id, ...colors },
        toastError: false,
      });
      toast(t('common.operationSuccessful'), 'success');
      window.location.assign(wizardUrl.cart());
    } catch (err) {
      setAlert(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  async function addToCart(siteName: string) {
    if (!setup || !template || !colors || setup.packageId === undefined) return;
    setBusy(true);
    setAlert('');
    setSiteNameError(undefined);
    try {
      await api('/cart/create', {
        method: 'POST',
        toastError: false,
        body: {
          countriesId: setup.countriesId,
          packageId: setup.packageId,
          templateId: template.id,
          siteName,
          ...colors,
        },
      });
      resetWizard();
      toast(t('wizard.added'), 'success');
      window.location.assign(wizardUrl.cart());
    } catch (err) {
      const issue = err instanceof ApiError ? err.issues.find((i) => i.path === 'siteName') : undefined;
      if (issue || (err instanceof ApiError && err.status === 409))
        setSiteNameError(issue?.message ?? (err as Error).message);
      else setAlert(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  const summary = [
    {
      label: t('wizard.summaryPackage'),
      value: pkg ? `${pkg.name} · ${formatPrice(pkg.price, pkg.currency, locale)}` : '—',
    },
    { label: t('wizard.summaryTemplate'), value: template?.name ?? '—' },
  ];

  return (
    <div>
      <Stepper current={step === 'design' ? 1 : 2} t={t} />
      {alert && step === 'design' && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      {step === 'design' ? (
        <div className="choose-theme">
          <TemplateGallery countriesId={setup.countriesId} selected={template?.id} onSelect={select} t={t} />
          <aside className="design-side" aria-label={t('wizard.previewTitle')}>
            <h2>{t('wizard.previewTitle')}</h2>
            <LivePreview preview={template?.preview} name={template?.name} colors={colors} t={t} />
            <ColorPresets
              value={colors}
              onChange={(c) => chooseColors({ color1: c.color1, color2: c.color2, color3: c.color3 })}
              t={t}
            />
            <div className="wizard-actions">
              {setup.editItem ? (
                <a className="btn btn-ghost" href={wizardUrl.cart()}>
                  {t('common.cancel')}
                </a>
              ) : (
                <a className="btn btn-ghost" href={wizardUrl.package(setup.countriesId)}>
                  {t('wizard.back')}
                </a>
              )}
              {setup.editItem ? (
                <button type="button" className="btn" disabled={!canContinue || busy} onClick={() => void saveEdit()}>
                  {t('wizard.saveChanges')}
                </button>
              ) : (
                <button type="button" className="btn" disabled={!canContinue} onClick={() => setStep('info')}>
                  {t('wizard.next')}
                </button>
              )}
            </div>
            {!canContinue && <p className="muted">{t(template ? 'wizard.pickColors' : 'wizard.pickTemplate')}</p>}
          </aside>
        </div>
      ) : (
        <SiteInfoForm
          t={t}
          initialName={wizard.siteName ?? ''}
          summary={summary}
          busy={busy}
          alert={alert}
          serverError={siteNameError}
          onName={setSiteName}
          onBack={() => setStep('design')}
          onSubmit={(name) => void addToCart(name)}
        />
      )}
    </div>
  );
}
