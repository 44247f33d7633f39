import { useEffect, useRef, useState } from 'react';
import type { Translate } from '~/shared/messageKey';
import { loadWebAuthn, passkeyError, webAuthnAvailable } from './passkeys';
import { staffApi } from './staffApi';
import type { LoginDone } from './types';
import './passkeys.css';

type Options = Record<string, unknown>;

/**
 * "Use a passkey" in the sign-in's second step: shown when this browser has WebAuthn and the
 * person has a passkey (the server answers options only then). Each try spends its challenge,
 * so a try after a failed one asks for new options first.
 */
export function PasskeySignIn({
  t,
  pending,
  onDone,
}: {
  t: Translate;
  pending: string;
  onDone: (answer: LoginDone) => void;
}) {
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const ready = useRef<Options | null>(null);

  useEffect(() => {
    if (!webAuthnAvailable()) return;
    let live = true;
    const ask = staffApi.post('/api/staff/login/passkey/options', { body: { pending }, signingIn: true });
    ask.then(
      ({ options }) => {
        if (!live || !options) return;
        ready.current = options;
        setOffered(true);
        // Fetched now, so the browser's prompt follows the click without a wait.
        void loadWebAuthn();
      },
      // No offer: the code works as before.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pending]);

  if (!offered) return null;

  async function use() {
    setAlert('');
    setBusy(true);
    try {
      const lib = await loadWebAuthn();
      const options =
        ready.current ??
        (await staffApi.post('/api/staff/login/passkey/options', { body: { pending }, signingIn: true })).options;
      ready.current = null;
      if (!options) return;
      const response = await lib.startAuthentication({ optionsJSON: options as never });
      onDone(
        await staffApi.post('/api/staff/login/passkey', {
          body: { pending, response: response as never },
          signingIn: true,
        }),
      );
    } catch (err) {
      setAlert(passkeyError(err, t, 'staff.passkey.cancelled'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="staff-passkey-signin">
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <button type="button" className="btn btn-ghost" onClick={use} disabled={busy} aria-busy={busy}>
        {t('staff.passkey.use')}
      </button>
    </div>
  );
}
