/**
 * The reference withdrawal signer: `npm run withdraw:sign -- <batch.json>`.
 *
 * It stands where a real signer stands — apart from the web server, holding what can move money
 * — and shows the contract a real one (a hardware wallet, a KMS, a multisig) keeps
 * (docs/withdrawals.md):
 *  1. verify the batch's Ed25519 signature against the platform key it was GIVEN (pinned in its
 *     own configuration, never the key inside the file);
 *  2. check each intent against its OWN policy (networks allowed, the most per transfer);
 *  3. send each intent once: its own record of what it sent (here a fake chain, a JSON file) is
 *     checked first, so a batch run twice sends nothing twice;
 *  4. post each result back, signed the Standard Webhooks way with the notify secret:
 *     `withdrawal.sent` with the transaction hash, or `withdrawal.failed` with why. Event ids are
 *     fixed per withdrawal and outcome, so a result posted again is a duplicate the platform ignores.
 *
 * Configuration (environment): SIGNER_PUBLIC_KEY (base64 raw Ed25519 or SPKI PEM, from
 * GET /api/withdrawals/export-key), SIGNER_NOTIFY_SECRET (`whsec_…`, the platform's
 * WITHDRAW_NOTIFY_SECRET), SIGNER_NOTIFY_URL (default http://localhost:4321/api/withdrawals/notify),
 * SIGNER_MAX_AMOUNT (default 10000.00), SIGNER_NETWORKS (default TRC20,ERC20),
 * SIGNER_CHAIN_FILE (default ./data/fake-chain.json).
 * It imports nothing of the server: only node:crypto and the standardwebhooks package.
 */
import { createHash, createPublicKey, type KeyObject, randomBytes, verify } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';

export interface Intent {
  withdrawalId: number;
  network: string;
  to: string;
  amount: string;
  currency: string;
  digest: string;
}

export interface SignerPolicy {
  /** The platform's batch key, pinned: base64 of the raw 32 bytes, or SPKI PEM. */
  publicKey: string;
  /** The most one transfer may move, in cents. */
  maxMinor: number;
  networks: string[];
}

export interface ChainTransfer {
  withdrawalId: number;
  batchId: number;
  network: string;
  to: string;
  amount: string;
  txHash: string;
  at: string;
}

export interface SignerRun {
  batch: { content: string; signature: string };
  policy: SignerPolicy;
  chainFile: string;
  notifyUrl: string;
  notifySecret: string;
  /** How results are posted (default fetch). */
  post?: (
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ) => Promise<{
    status: number;
  }>;
  now?: () => Date;
}

export type IntentOutcome = { withdrawalId: number; outcome: 'sent' | 'failed' | 'already_sent'; detail: string };

const FORMAT = 'unicorn-withdrawals/v1';

function platformKey(text: string): KeyObject {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return createPublicKey(t);
  // Raw 32 bytes: wrapped in the fixed SPKI prefix of Ed25519.
  const raw = Buffer.from(t, 'base64');
  if (raw.length !== 32) throw new Error('SIGNER_PUBLIC_KEY: not an Ed25519 public key');
  const prefix = Buffer.from('302a300506032b6570032100', 'hex');
  return createPublicKey({ key: Buffer.concat([prefix, raw]), format: 'der', type: 'spki' });
}

/** Cents of a plain decimal ("150.00"), or null. */
const cents = (amount: string) => {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/** Reads and checks a batch: signature first, then its shape. Throws on anything wrong; nothing is sent then. */
export function openBatch(batch: SignerRun['batch'], policy: SignerPolicy): { batchId: number; intents: Intent[] } {
  const ok = verify(
    null,
    Buffer.from(batch.content),
    platformKey(policy.publicKey),
    Buffer.from(batch.signature, 'base64'),
  );
  if (!ok) throw new Error('batch signature does not verify against the pinned platform key: nothing sent');
  const parsed = JSON.parse(batch.content) as { format?: string; batchId?: number; intents?: Intent[] };
  if (parsed.format !== FORMAT || !Number.isInteger(parsed.batchId) || !Array.isArray(parsed.intents)) {
    throw new Error(`not a ${FORMAT} batch: nothing sent`);
  }
  return { batchId: parsed.batchId!, intents: parsed.intents };
}

const readChain = (file: string): ChainTransfer[] =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { transfers: ChainTransfer[] }).transfers : [];

/** Verifies a batch, applies the policy, sends each intent once on the fake chain and posts signed results. */
export async function runSigner(run: SignerRun): Promise<IntentOutcome[]> {
  const now = run.now ?? (() => new Date());
  const post =
    run.post ??
    (async (url, init) => {
      const res = await fetch(url, init);
      await res.text();
      return { status: res.status };
    });
  const { batchId, intents } = openBatch(run.batch, run.policy);
  const hook = new Webhook(run.notifySecret);
  const outcomes: IntentOutcome[] = [];
  for (const intent of intents) {
    const chain = readChain(run.chainFile);
    const already = chain.find((c) => c.withdrawalId === intent.withdrawalId);
    let type: 'withdrawal.sent' | 'withdrawal.failed';
    let extra: Record<string, string>;
    if (already) {
      // Sent before (this batch run again, or exported again): never twice; the result again, same id.
      type = 'withdrawal.sent';
      extra = { txHash: already.txHash };
      outcomes.push({ withdrawalId: intent.withdrawalId, outcome: 'already_sent', detail: already.txHash });
    } else {
      const minor = cents(intent.amount);
      const refusal =
        intent.currency !== 'USDT'
          ? `policy: currency ${intent.currency}`
          : !run.policy.networks.includes(intent.network)
            ? `policy: network ${intent.network} not allowed`
            : minor === null || minor <= 0 || minor > run.policy.maxMinor
              ? `policy: amount ${intent.amount} over the signer's limit`
              : null;
      if (refusal) {
        type = 'withdrawal.failed';
        extra = { reason: refusal };
        outcomes.push({ withdrawalId: intent.withdrawalId, outcome: 'failed', detail: refusal });
      } else {
        // "Signing and broadcasting": a fake transaction on the fake chain.
        const txHash = createHash('sha256')
          .update(`${batchId}:${intent.withdrawalId}:${randomBytes(16).toString('hex')}`)
          .digest('hex');
        const transfer: ChainTransfer = {
          withdrawalId: intent.withdrawalId,
          batchId,
          network: intent.network,
          to: intent.to,
          amount: intent.amount,
          txHash,
          at: now().toISOString(),
        };
        writeFileSync(run.chainFile, JSON.stringify({ transfers: [...chain, transfer] }, null, 2));
        type = 'withdrawal.sent';
        extra = { txHash };
        outcomes.push({ withdrawalId: intent.withdrawalId, outcome: 'sent', detail: txHash });
      }
    }
    const body = JSON.stringify({
      type,
      timestamp: now().toISOString(),
      data: {
        withdrawalId: intent.withdrawalId,
        batchId,
        network: intent.network,
        to: intent.to,
        amount: intent.amount,
        ...extra,
      },
    });
    const id = `wd_${type === 'withdrawal.sent' ? 'sent' : 'failed'}_${intent.withdrawalId}`;
    const at = now();
    const res = await post(run.notifyUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': hook.sign(id, at, body),
      },
      body,
    });
    if (res.status !== 200) throw new Error(`notify answered ${res.status} for withdrawal ${intent.withdrawalId}`);
  }
  return outcomes;
}

function policyFromEnv(env: NodeJS.ProcessEnv): SignerPolicy {
  const publicKey = env['SIGNER_PUBLIC_KEY'];
  if (!publicKey) throw new Error('SIGNER_PUBLIC_KEY is required (GET /api/withdrawals/export-key)');
  const max = cents(env['SIGNER_MAX_AMOUNT'] ?? '10000.00');
  if (max === null) throw new Error('SIGNER_MAX_AMOUNT: a plain amount such as 10000.00');
  return {
    publicKey,
    maxMinor: max,
    networks: (env['SIGNER_NETWORKS'] ?? 'TRC20,ERC20').split(',').map((s) => s.trim()),
  };
}

async function main(argv: string[]) {
  const file = argv[0];
  if (!file) throw new Error('usage: npm run withdraw:sign -- <batch.json>');
  const secret = process.env['SIGNER_NOTIFY_SECRET'];
  if (!secret) throw new Error('SIGNER_NOTIFY_SECRET is required (the platform’s WITHDRAW_NOTIFY_SECRET)');
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    content?: string;
    data?: { content: string; signature: string };
  };
  // The export's answer as saved, or just its data.
  const batch = (json.data ?? json) as { content?: unknown; signature?: unknown };
  if (typeof batch.content !== 'string' || typeof batch.signature !== 'string') {
    // The console's "JSON for the signer" (or the export's answer): the signed text and its signature.
    throw new Error(`${file}: not a signed batch (expected { content, signature })`);
  }
  const outcomes = await runSigner({
    batch: { content: batch.content, signature: batch.signature },
    policy: policyFromEnv(process.env),
    chainFile: resolve(process.env['SIGNER_CHAIN_FILE'] ?? './data/fake-chain.json'),
    notifyUrl: process.env['SIGNER_NOTIFY_URL'] ?? 'http://localhost:4321/api/withdrawals/notify',
    notifySecret: secret,
  });
  for (const o of outcomes) console.log(`${o.withdrawalId}\t${o.outcome}\t${o.detail}`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2)).catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
