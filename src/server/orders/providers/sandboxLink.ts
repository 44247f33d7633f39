import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Access to the sandbox card's page. `pay/unified-ordering` (the paying merchant's session)
 * hands out a signed link that works once and for LINK_MINUTES; opening it sets a signed
 * cookie for that one payment, so the page can be reloaded and its buttons posted. Nobody
 * without the sandbox secret can make either.
 */
export const LINK_MINUTES = 15;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function signLink(secret: string, paymentId: string, now: Date): string {
  const exp = Math.floor(now.getTime() / 1000) + LINK_MINUTES * 60;
  const nonce = randomBytes(12).toString('base64url');
  return `${exp}.${nonce}.${mac(secret, `link:${paymentId}:${exp}:${nonce}`)}`;
}

/** The link's nonce when its signature holds and it has not expired; null otherwise. */
export function checkLink(secret: string, paymentId: string, token: string, now: Date): string | null {
  const [exp, nonce, sig] = token.split('.');
  if (!exp || !nonce || !sig || !/^\d{1,12}$/.test(exp)) return null;
  if (!same(sig, mac(secret, `link:${paymentId}:${exp}:${nonce}`))) return null;
  return Number(exp) * 1000 > now.getTime() ? nonce : null;
}

export function signSession(secret: string, paymentId: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${mac(secret, `session:${paymentId}:${nonce}`)}`;
}

export function checkSession(secret: string, paymentId: string, cookie: string | undefined): boolean {
  const [nonce, sig] = (cookie ?? '').split('.');
  return Boolean(nonce && sig && same(sig, mac(secret, `session:${paymentId}:${nonce}`)));
}

export const sessionCookie = (paymentId: string) => `sbx_${paymentId.replace(/[^A-Za-z0-9_]/g, '')}`;
