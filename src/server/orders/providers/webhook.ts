import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { AppError } from '../../../shared/errors.ts';

/** A new secret in the Standard Webhooks form `whsec_<base64>`. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface SignedEvent {
  headers: Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;
  body: string;
}

/** Signs an event body the way an outside provider would (id, Unix-seconds timestamp, v1 HMAC). */
export function signEvent(secret: string, body: string, opts: { id?: string; at?: Date } = {}): SignedEvent {
  const id = opts.id ?? `evt_${randomUUID()}`;
  const at = opts.at ?? new Date();
  const signature = new Webhook(secret).sign(id, at, body);
  return {
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
  };
}

/**
 * Verifies the RAW body against the signature headers (5-minute tolerance, constant-time
 * comparison, all inside `standardwebhooks`) and returns the parsed event.
 */
export function verifyEvent(secret: string, rawBody: string, headers: Record<string, string | undefined>): unknown {
  const h = {
    'webhook-id': headers['webhook-id'] ?? '',
    'webhook-timestamp': headers['webhook-timestamp'] ?? '',
    'webhook-signature': headers['webhook-signature'] ?? '',
  };
  try {
    return new Webhook(secret).verify(rawBody, h);
  } catch {
    throw new AppError('signature_invalid');
  }
}
