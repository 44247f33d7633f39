import { useEffect, useMemo, useState } from 'react';
import { translator } from '~/lib/clientStrings';
import type { Catalog } from '~/shared/translate';
import { CreateSite } from './CreateSite';
import { EditDesign } from './EditDesign';
import { queryInt } from './links';
import './wizard.css';

/**
 * The choose-theme page (spec §2): creating a site, or with `?cartItemId=` changing a cart
 * item's template and colours. The page is prerendered, so the mode is known after mount.
 */
export default function ChooseTheme({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = useMemo(() => translator(strings, locale), [strings, locale]);
  const [mode, setMode] = useState<{ edit: number } | 'create' | null>(null);
  useEffect(() => {
    const cartItemId = queryInt('cartItemId');
    setMode(cartItemId === undefined ? 'create' : { edit: cartItemId });
  }, []);

  // The page heading is drawn here (the layout leaves it out): creating a site names its step.
  if (mode === 'create') return <CreateSite t={t} locale={locale} />;
  return (
    <>
      <h1>{t('page.chooseTheme')}</h1>
      {mode === null ? (
        <p className="load-state" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <EditDesign cartItemId={mode.edit} t={t} />
      )}
    </>
  );
}
