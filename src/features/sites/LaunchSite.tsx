import { useCallback, useEffect, useState } from 'react';
import { api } from '~/stores/api';
import type { Translate } from '~/shared/messageKey';
import type { Colors, OpenSlots } from '~/shared/orderTypes';
import type { Country } from '~/shared/types';
import { templatePreviewUrl, templateThumbUrl } from '~/shared/templateUrls';
import { Field } from '~/ui/Field';
import { StepActions } from '~/ui/StepActions';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { loadCountries } from '../open-station/countries';
import { DesignStep } from '../wizard/DesignStep';
import { wizardUrl } from '~/lib/wizardLinks';
import type { ChosenTemplate } from '../wizard/TemplateGallery';
import { useStep } from '../wizard/useStep';
import { LaunchInfoForm } from './LaunchInfoForm';
import './launch-site.css';

/**
 * Launching a further site of a paid order (`choose-theme?launch=<orderId>`): the wizard's own
 * gallery, live preview and colour schemes, starting from the order's market, template and
 * colours; then the name, the address and the operations account. Two steps in the address
 * (`?step=info`), as when creating a site, so Back walks between them.
 */
export default function LaunchSite({ orderId, t }: { orderId: number; t: Translate }) {
  const slots = useLoad(() => api.get('/api/site/slots', { toastError: false }), []);
  const order = slots.data?.find((o) => o.orderId === orderId);
  const title = order ? t('sites.launch.title', { orderNo: order.orderNo }) : t('sites.slots.launch');
  // The tab says what the page does now: not "Choose template".
  useEffect(() => {
    const from = `${t('page.chooseTheme')} | `;
    if (document.title.startsWith(from)) document.title = `${title} | ${document.title.slice(from.length)}`;
  }, [title, t]);
  return (
    <>
      <h1 id="create-site-title" tabIndex={-1}>
        {title}
      </h1>
      {!slots.data ? (
        <LoadState loading={slots.loading} failed={slots.failed} retry={slots.retry} t={t} />
      ) : order ? (
        <LaunchFlow slots={order} t={t} />
      ) : (
        <div className="card launch-none">
          <p>{t('sites.launch.none')}</p>
          <a className="btn" href={wizardUrl.mySites()}>
            {t('page.mySite')}
          </a>
        </div>
      )}
    </>
  );
}

const templateOf = (tpl: { id: number; name: string }): ChosenTemplate => ({
  ...tpl,
  thumbnail: templateThumbUrl(tpl.id),
  preview: templatePreviewUrl(tpl.id),
});

function LaunchFlow({ slots, t }: { slots: OpenSlots; t: Translate }) {
  const { step, go, back } = useStep();
  const [countriesId, setCountriesId] = useState(slots.countriesId);
  const [template, setTemplate] = useState<ChosenTemplate | null>(() => templateOf(slots.template));
  const [colors, setColors] = useState<Colors>(slots.colors);
  const markets = useLoad<Country[]>(() => loadCountries(t('station.global')), []);
  const marketOptions = markets.data ?? [{ id: slots.countriesId, countryNames: slots.country } as Country];
  const marketName = marketOptions.find((m) => m.id === countriesId)?.countryNames ?? slots.country;

  // A template belongs to one market: another market starts with none chosen.
  const pickMarket = useCallback(
    (id: number) => {
      setCountriesId(id);
      setTemplate(id === slots.countriesId ? templateOf(slots.template) : null);
    },
    [slots],
  );

  // "Name and account" needs a template: a reload there without one goes back to the gallery.
  const missing = step === 'info' && !template;
  useEffect(() => {
    if (missing) go('design', 'replace');
  }, [missing, go]);

  return (
    <div className="wizard-step launch-site">
      {step === 'design' || !template ? (
        <>
          <p className="launch-lead">{t('sites.launch.designLead')}</p>
          <div className="launch-market">
            <Field label={t('sites.market')}>
              <select name="countriesId" value={countriesId} onChange={(e) => pickMarket(Number(e.target.value))}>
                {marketOptions.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.countryNames}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <DesignStep
            countriesId={countriesId}
            template={template}
            colors={colors}
            onTemplate={setTemplate}
            onColors={setColors}
            t={t}
            actions={(describedBy) => (
              <StepActions
                backHref={wizardUrl.mySites()}
                backLabel={t('common.cancel')}
                nextLabel={t('wizard.next')}
                disabled={!template}
                describedBy={describedBy}
                onNext={() => go('info')}
              />
            )}
          />
        </>
      ) : (
        <LaunchInfoForm slots={slots} choice={{ countriesId, marketName, template, colors }} t={t} onBack={back} />
      )}
    </div>
  );
}
