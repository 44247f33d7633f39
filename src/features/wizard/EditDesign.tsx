import { StepActions } from '~/ui/StepActions';
import { useEffect, useState } from 'react';
import { api } from '~/stores/api';
import { toast } from '~/lib/toast';
import type { Colors } from '~/stores/wizard';
import { templatePreviewUrl } from '~/shared/templateUrls';
import { DesignStep } from './DesignStep';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { cartFailure } from './cartErrors';
import { wizardUrl } from '~/lib/wizardLinks';
import type { ChosenTemplate } from './TemplateGallery';
import type { Translate } from '~/shared/messageKey';

/**
 * Changing a cart item's template and colours (`?cartItemId=`). The choice stays local:
 * editing an item must not touch the wizard's choices for a new site.
 */
export function EditDesign({ cartItemId, t }: { cartItemId: number; t: Translate }) {
  const item = useLoad(
    () => api.get('/api/cart/detail', { query: { id: cartItemId }, toastError: false }),
    [cartItemId],
  );
  const [template, setTemplate] = useState<ChosenTemplate | null>(null);
  const [colors, setColors] = useState<Colors | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    setColors(loaded.colors);
    setTemplate({ ...loaded.template, preview: templatePreviewUrl(loaded.template.id) });
  }, [loaded]);

  if (!loaded) return <LoadState loading={item.loading} failed={item.failed} retry={item.retry} t={t} />;

  async function save(id: number) {
    if (!template || !colors) return;
    setBusy(true);
    setAlert('');
    try {
      await api.post('/api/cart/template', {
        body: { id, templateId: template.id, ...colors },
        toastError: false,
      });
      toast(t('common.operationSuccessful'), 'success');
      window.location.assign(wizardUrl.cart());
    } catch (err) {
      setAlert(cartFailure(err, t).alert ?? '');
      setBusy(false);
    }
  }

  return (
    <div className="wizard-step">
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <DesignStep
        countriesId={loaded.countriesId}
        template={template}
        colors={colors}
        onTemplate={setTemplate}
        onColors={setColors}
        t={t}
        actions={(describedBy) => (
          <StepActions
            backHref={wizardUrl.cart()}
            backLabel={t('common.cancel')}
            nextLabel={t('wizard.saveChanges')}
            disabled={!template || !colors || busy}
            describedBy={describedBy}
            onNext={() => void save(loaded.id)}
          />
        )}
      />
    </div>
  );
}
