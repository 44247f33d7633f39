import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $dialog } from '~/stores/dialogs';
import { useClientStrings } from '~/lib/useClientStrings';

const LoginDialog = lazy(() => import('~/features/auth/LoginDialog'));
const CountryDialog = lazy(() => import('~/features/open-station/CountryDialog'));

/** Renders whichever dialog the `$dialog` store names, with the page's strings. */
export function DialogHost() {
  const dialog = useStore($dialog);
  const strings = useClientStrings();
  if (!dialog || !strings) return null;
  return (
    <Suspense fallback={null}>
      {dialog.name === 'login' && (
        <LoginDialog
          strings={strings}
          tab={dialog.tab}
          redirect={dialog.redirect ?? null}
          reason={dialog.reason ?? null}
          next={dialog.next}
          forgot={dialog.forgot}
        />
      )}
      {dialog.name === 'country' && <CountryDialog strings={strings} />}
    </Suspense>
  );
}
