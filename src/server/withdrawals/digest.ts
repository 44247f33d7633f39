import { createHash } from 'node:crypto';

interface Digested {
  userId: number;
  amountMinor: number;
  feeMinor: number;
  network: string;
  address: string;
}

/**
 * What an approval is bound to: SHA-256 of (merchant, amount, fee, network, address) as they are
 * in the row now. Stored at request; approvals keep the digest they saw, and count only while
 * the row still digests to it, so any change to the request voids them.
 */
export function withdrawalDigest(w: Digested): string {
  const fields = ['withdrawal/v1', w.userId, w.amountMinor, w.feeMinor, w.network, w.address];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
