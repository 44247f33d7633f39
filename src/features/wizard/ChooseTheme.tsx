import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { translator } from '~/lib/clientStrings';
import { openDialog } from '~/stores/dialogs';
import { $token } from '~/stores/session';
import type { Catalog } from '~/shared/translate';
import { CreateSite } from './CreateSite';
import { EditDesign } from './EditDesign';
import { queryInt } from '~/lib/wizardLinks';
import './wizard.css';

/** Launching a further site of a paid order loads its own code only when asked for. */
const LaunchSite = lazy(() => import('../sites/LaunchSite'));

/**
 * The choose-theme page (spec §2): creating a site, with `?cartItemId=` changing a cart
 * item's template and colours, or with `?launch=<orderId>` launching a further site of a paid
 * package (My sites, the Created page). The page is prerendered, so the mode is known after mount.
 */
export default function ChooseTheme({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = useMemo(() => translator(strings, locale), [strings, locale]);
  const [mode, setMode] = useState<{ edit: number } | { launch: number } | 'create' | 'signIn' | null>(null);
  useEffect(() => {
    const cartItemId = queryInt('cartItemId');
    const launch = queryInt('launch');
    if ((cartItemId !== undefined || launch !== undefined) && !$token.get()) {
      // A cart item or an order's slot is the merchant's: log in first, then this page again, signed in.
      setMode('signIn');
      openDialog({ name: 'login', tab: 0, reason: 'signIn', redirect: location.pathname + location.search });
      return;
    }
    setMode(launch !== undefined ? { launch } : cartItemId === undefined ? 'create' : { edit: cartItemId });
  }, []);

  // The page heading is drawn here (the layout leaves it out): creating a site names its step.
  if (mode === 'create') return <CreateSite t={t} locale={locale} />;
  if (typeof mode === 'object' && mode !== null && 'launch' in mode) {
    const loading = (
      <p className="load-state" role="status">
        {t('common.loading')}
      </p>
    );
    return (
      <Suspense fallback={loading}>
        <LaunchSite orderId={mode.launch} t={t} />
      </Suspense>
    );
  }
  return (
    <>
      <h1>{t('page.chooseTheme')}</h1>
      {mode === null || mode === 'signIn' ? (
        <p className="load-state" role="status">
          {t(mode === null ? 'common.loading' : 'auth.signInToContinue')}
        </p>
      ) : (
        <EditDesign cartItemId={(mode as { edit: number }).edit} t={t} />
      )}
    </>
  );
}
