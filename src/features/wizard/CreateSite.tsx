import { StepActions } from '~/ui/StepActions';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { api } from '~/stores/api';
import { toast } from '~/lib/toast';
import { $dialog, openDialog } from '~/stores/dialogs';
import { $token } from '~/stores/session';
import { $wizard, choiceFor, chooseColors, chooseTemplate, resetMarket, setSiteName } from '~/stores/wizard';
import { formatPrice } from '~/shared/money';
import { templatePreviewUrl, templateThumbUrl } from '~/shared/templateUrls';
import { Stepper } from './Stepper';
import { DesignStep } from './DesignStep';
import type { SummaryItem } from '~/ui/StepSummary';
import { SiteInfoForm } from './SiteInfoForm';
import { ColorDots } from './ColorPresets';
import { LoadState } from '~/ui/LoadState';
import { MarketProblem, NeedNotice } from './MarketProblem';
import { cartFailure } from './cartErrors';
import { wizardUrl, type Need } from '~/lib/wizardLinks';
import { UNKNOWN_MARKET, useMarket, useMarketName } from './market';
import { missingBefore } from './steps';
import { usePackageFor } from './usePackageFor';
import { useStep } from './useStep';
import type { Translate } from '~/shared/messageKey';

/**
 * Creating a site (spec §2): template and colours, then the site name, then into the cart.
 * Every choice is kept per market in the wizard store, so it survives a reload.
 */
export function CreateSite({ t, locale }: { t: Translate; locale: string }) {
  const market = useMarket();
  const countriesId = market === UNKNOWN_MARKET ? null : market;
  const pkg = usePackageFor(countriesId);
  const { step, go, back } = useStep();
  const [need, setNeed] = useState<Need | undefined>(undefined);
  const wizard = useStore($wizard);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [siteNameError, setSiteNameError] = useState<string | undefined>(undefined);
  const marketName = useMarketName(countriesId, t('station.global'));
  // A visitor browses every step; "Add to cart" asks them to log in, then adds the site they
  // named (`afterLogin`), unless they close the dialog without logging in.
  const token = useStore($token);
  const dialog = useStore($dialog);
  const afterLogin = useRef<(() => void) | null>(null);
  useEffect(() => {
    const then = afterLogin.current;
    if (token && then) {
      afterLogin.current = null;
      then();
    } else if (!token && !dialog) afterLogin.current = null;
  }, [token, dialog]);

  const choice = countriesId == null ? {} : choiceFor(countriesId, wizard);
  const template = choice.template
    ? {
        ...choice.template,
        thumbnail: templateThumbUrl(choice.template.id),
        preview: templatePreviewUrl(choice.template.id),
      }
    : null;
  const colors = choice.colors;
  const ready = pkg.data && pkg.data !== 'none' ? pkg.data : null;

  // "Website information" needs a template and colours: without them (a shared link, a
  // reload after clearing storage) it is the template step, with a message.
  const missing =
    step === 'info' && ready ? missingBefore('info', { packageId: ready.id, templateId: template?.id, colors }) : null;
  useEffect(() => {
    if (!missing) return;
    setNeed(missing);
    go('design', 'replace');
  }, [missing, go]);

  // The page's heading (and the tab's title) name the step on screen: "Website information"
  // is not "Choose a template".
  const info = step === 'info';
  useEffect(() => {
    const [from, to] = info
      ? [t('page.chooseTheme'), t('wizard.infoTitle')]
      : [t('wizard.infoTitle'), t('page.chooseTheme')];
    if (document.title.startsWith(`${from} | `)) document.title = to + document.title.slice(from.length);
  }, [info, t]);
  const heading = (
    <h1 id="create-site-title" tabIndex={info ? -1 : undefined} data-step-heading={info || undefined}>
      {info ? t('wizard.infoTitle') : t('page.chooseTheme')}
    </h1>
  );
  const withHeading = (body: ReactNode) => (
    <>
      {heading}
      {body}
    </>
  );
  if (market === UNKNOWN_MARKET) return withHeading(<MarketProblem message={t('catalog.marketNotFound')} t={t} />);
  if (countriesId === null) return withHeading(<MarketProblem message={t('wizard.noMarket')} t={t} />);
  if (countriesId === undefined || !ready)
    return withHeading(<LoadState loading={!pkg.failed} failed={pkg.failed} retry={pkg.retry} t={t} />);

  async function addToCart(market: number, packageId: number, siteName: string) {
    if (!template || !colors) return;
    setBusy(true);
    setAlert('');
    setSiteNameError(undefined);
    try {
      await api.post('/api/cart/create', {
        toastError: false,
        body: { countriesId: market, packageId, templateId: template.id, siteName, ...colors },
      });
      resetMarket(market);
      toast(t('wizard.added'), 'success');
      window.location.assign(wizardUrl.cart());
    } catch (err) {
      const failure = cartFailure(err, t);
      setSiteNameError(failure.siteName);
      setAlert(failure.alert ?? '');
      setBusy(false);
    }
  }

  const summary: SummaryItem[] = [
    { label: t('wizard.summaryMarket'), value: marketName ?? '…' },
    { label: t('wizard.summaryPackage'), value: `${ready.name} · ${formatPrice(ready.price, ready.currency, locale)}` },
    { label: t('wizard.summaryTemplate'), value: template?.name ?? '—' },
    {
      label: t('wizard.summaryColors'),
      value: colors ? <ColorDots colors={colors} label={t('cart.ui.colorsLabel', { ...colors })} /> : '—',
    },
  ];

  return withHeading(
    <div className="wizard-step">
      <Stepper current={step === 'design' ? 2 : 3} t={t} />
      <NeedNotice need={step === 'design' ? need : undefined} t={t} />
      {step === 'design' ? (
        <DesignStep
          countriesId={countriesId}
          template={template}
          colors={colors}
          onTemplate={(tpl) => chooseTemplate(countriesId, tpl)}
          onColors={(c) => chooseColors(countriesId, c)}
          t={t}
          actions={(describedBy) => (
            <StepActions
              backHref={wizardUrl.package(countriesId)}
              backLabel={t('wizard.back')}
              nextLabel={t('wizard.next')}
              disabled={!template || !colors}
              describedBy={describedBy}
              onNext={() => {
                setNeed(undefined);
                go('info');
              }}
            />
          )}
        />
      ) : (
        <SiteInfoForm
          t={t}
          initialName={choice.siteName ?? ''}
          summary={summary}
          busy={busy}
          alert={alert}
          serverError={siteNameError}
          onName={(name) => setSiteName(countriesId, name)}
          onBack={back}
          onSubmit={(name) => {
            const add = () => void addToCart(countriesId, ready.id, name);
            if ($token.get()) return add();
            afterLogin.current = add;
            openDialog({ name: 'login', tab: 0, reason: 'signIn' });
          }}
        />
      )}
    </div>,
  );
}
