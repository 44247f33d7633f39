import type { WithdrawalBatch } from './withdrawals';

/** `{batchId, content, signature}`: `content` is the signed JSON text, byte for byte. */
export const signerFile = (batch: Pick<WithdrawalBatch, 'batchId' | 'content' | 'signature'>) =>
  `${JSON.stringify({ batchId: batch.batchId, content: batch.content, signature: batch.signature }, null, 2)}\n`;
