import { ApiError } from '~/lib/apiError';

/**
 * Idempotency keys of payment attempts (api.md: `Idempotency-Key` on pay/unified-ordering).
 * One key per attempt: pressing Pay again after a lost answer (network, timeout, 5xx)
 * resends the same key, so the server hands back the payment it may already have made
 * instead of starting a second one. Once the outcome is known — a payment, or a definite
 * refusal such as insufficient balance — the next press is a new attempt with a new key.
 */
export class AttemptKeys {
  private current: { signature: string; key: string } | null = null;
  private readonly newKey: () => string;

  constructor(newKey: () => string = randomKey) {
    this.newKey = newKey;
  }

  /** The key for this attempt; `signature` names what is being paid and how. */
  keyFor(signature: string): string {
    if (this.current?.signature !== signature) this.current = { signature, key: this.newKey() };
    return this.current.key;
  }

  /** The outcome of the attempt is known: forget its key. */
  settle(): void {
    this.current = null;
  }
}

/** What identifies one attempt: the order, the method and the network. */
export const attemptSignature = (orderId: number, method: string, network: string | null) =>
  `${orderId}:${method}:${network ?? ''}`;

/** The request may or may not have reached the server: retry with the same key. */
export function outcomeUnknown(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status >= 500;
}

/**
 * A v4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); behind
 * plain http the same randomness comes from `getRandomValues`, which is always there.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
