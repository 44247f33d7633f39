import { useEffect, useMemo, useState } from 'react';
import { translator } from '~/lib/clientStrings';
import { openDialog } from '~/stores/dialogs';
import { $token } from '~/stores/session';
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
  const [mode, setMode] = useState<{ edit: number } | 'create' | 'signIn' | null>(null);
  useEffect(() => {
    const cartItemId = queryInt('cartItemId');
    if (cartItemId !== undefined && !$token.get()) {
      // A cart item is the merchant's: log in first, then this page again, signed in.
      setMode('signIn');
      openDialog({ name: 'login', tab: 0, reason: 'signIn', redirect: location.pathname + location.search });
      return;
    }
    setMode(cartItemId === undefined ? 'create' : { edit: cartItemId });
  }, []);

  // The page heading is drawn here (the layout leaves it out): creating a site names its step.
  if (mode === 'create') return <CreateSite t={t} locale={locale} />;
  return (
    <>
      <h1>{t('page.chooseTheme')}</h1>
      {mode === null || mode === 'signIn' ? (
        <p className="load-state" role="status">
          {t(mode === null ? 'common.loading' : 'auth.signInToContinue')}
        </p>
      ) : (
        <EditDesign cartItemId={mode.edit} t={t} />
      )}
    </>
  );
}
