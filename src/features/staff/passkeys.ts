import { errorMessage } from '~/lib/apiError';
import type { MessageKey, Translate } from '~/shared/messageKey';

/**
 * Passkeys in the browser. @simplewebauthn/browser is loaded only when a passkey is about to be
 * used (a dynamic import: the sign-in and the Staff screen weigh nothing more until then).
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all (no secure context, no API: the passkey parts stay hidden). */
export const webAuthnAvailable = () =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

/**
 * What to say when a passkey try fails: the person closed the browser's prompt or it timed out
 * (`NotAllowedError`, said as `cancelled`), an authenticator already registered
 * (`InvalidStateError`), or the server's own words.
 */
export function passkeyError(err: unknown, t: Translate, cancelled: MessageKey): string {
  const name = err instanceof Error ? err.name : '';
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.name : '';
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError') return t(cancelled);
  if (name === 'InvalidStateError' || cause === 'InvalidStateError') return t('staff.passkey.exists');
  return errorMessage(err, t, 'staff.passkey.refused');
}
