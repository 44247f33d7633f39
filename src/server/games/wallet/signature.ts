import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, TIMESTAMP_TOLERANCE_SECONDS } from './contract.ts';

/**
 * The request signature of the seamless-wallet contract: HMAC-SHA256, keyed with the secret the
 * aggregator and the operator share, over `<timestamp>.<raw body>` — the timestamp is inside
 * what is signed, so a captured request cannot be sent again later under a fresh timestamp.
 */
export function signatureOf(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** The two headers for a body sent at `at`. */
export function signedHeaders(secret: string, rawBody: string, at: Date): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureOf(secret, timestamp, rawBody) };
}

/**
 * Checks a request before its body is parsed. `secrets`: the current one and, while rotating,
 * the previous one. A timestamp more than the tolerance away from `now` is refused even when
 * the signature is right (a replay inside the window is harmless: the same transaction id gets
 * the same answer and moves no money).
 */
export function checkSignature(
  secrets: readonly string[],
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): 'ok' | 'INVALID_SIGNATURE' | 'REQUEST_EXPIRED' {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'INVALID_SIGNATURE';
  const given = Buffer.from(signature);
  const matches = secrets.some((secret) => {
    const expected = Buffer.from(signatureOf(secret, timestamp, rawBody));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!matches) return 'INVALID_SIGNATURE';
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skew > TIMESTAMP_TOLERANCE_SECONDS ? 'REQUEST_EXPIRED' : 'ok';
}
