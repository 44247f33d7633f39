import { createPublicKey, verify } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChainTransfer, runSigner } from '../../scripts/withdraw-signer.ts';
import { notifySecret } from '../../src/server/withdrawals/keys.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import { mailsTo } from '../support/mailbox.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import {
  approve,
  balanceMinor,
  chainOut,
  newTxHash,
  postSigned,
  requested,
  signedIn,
  signerEvent,
  staff,
  statusOf,
} from '../support/withdrawals.ts';

// The platform's side of signing (issue 29): approved withdrawals exported once as an Ed25519-signed
// batch; the reference signer (scripts/withdraw-signer.ts) verifies it, applies its own policy, sends
// on a fake chain and posts signed results; the chain watcher's transfer out confirms. Whatever
// does not match exactly is stored for review and never applied.

startMoneyApp();

const POLICY = { maxMinor: 500_000, networks: ['TRC20', 'ERC20'] };

async function publicKey() {
  const k = await t.call('GET', '/api/withdrawals/export-key');
  expect(k.status).toBe(200);
  return k.json.data as { publicKey: string; pem: string };
}

/** Runs the reference signer on a batch as the signer's own machine would, posting into this app. */
async function sign(batch: { content: string; signature: string }, chainFile: string, policy = POLICY) {
  return runSigner({
    batch,
    policy: { ...policy, publicKey: (await publicKey()).publicKey },
    chainFile,
    notifyUrl: 'http://platform.test/api/withdrawals/notify',
    notifySecret: await notifySecret(t.db, testEnv()),
    post: async (url, init) => {
      const res = await t.app.request(new URL(url).pathname, init);
      await res.text();
      return { status: res.status };
    },
  });
}

const chainOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { transfers: ChainTransfer[] }).transfers;
const newChain = () => join(mkdtempSync(join(tmpdir(), 'fake-chain-')), 'chain.json');

/** Requests approved by finance (two people above the threshold), ready to export. */
async function approvedOnes(amounts: string[]) {
  const a = await signedIn('finance');
  const b = await signedIn('finance');
  const out = [];
  for (const amount of amounts) {
    const r = await requested(amount, '3000');
    expect((await approve(a.cookie, r.w.id)).status).toBe(200);
    if (Number(amount) >= 1000) expect((await approve(b.cookie, r.w.id)).json.data.status).toBe('approved');
    out.push(r);
  }
  return { list: out, finance: a };
}

describe('the whole loop', () => {
  it('exports, signs, sends once, reports back and confirms from the chain watcher', async () => {
    // Nothing approved elsewhere is left for this export: earlier tests' approvals go out first.
    const fin = await signedIn('finance');
    await staff.post('/withdrawals/export', { reason: 'clear the way' }, fin.cookie);
    const { list, finance } = await approvedOnes(['250', '1500']);
    const exported = await staff.post('/withdrawals/export', { reason: 'daily batch' }, finance.cookie);
    expect(exported.status).toBe(200);
    const batch = exported.json.data;
    expect(batch.count).toBe(2);
    // The platform's signature verifies with the published key; the CSV carries the same intents.
    const key = createPublicKey((await publicKey()).pem);
    expect(verify(null, Buffer.from(batch.content), key, Buffer.from(batch.signature, 'base64'))).toBe(true);
    const intents = JSON.parse(batch.content).intents as { withdrawalId: number; amount: string; to: string }[];
    expect(intents.map((i) => i.amount)).toEqual(['250.00', '1500.00']);
    expect(batch.csv.trim().split('\r\n')).toHaveLength(3);
    for (const r of list) expect(await statusOf(r.w.id)).toBe('exported');

    const chain = newChain();
    const outcomes = await sign(batch, chain);
    expect(outcomes.map((o) => o.outcome)).toEqual(['sent', 'sent']);
    for (const r of list) expect(await statusOf(r.w.id)).toBe('sent');

    // The chain watcher sees each transfer out.
    for (const tr of chainOf(chain)) {
      expect((await postSigned('/chain', chainOut(tr.to, tr.amount, tr.txHash))).status).toBe(200);
    }
    for (const [i, r] of list.entries()) {
      expect(await statusOf(r.w.id)).toBe('confirmed');
      // Told at each step: the 1500 one also when its first of two approvals was given.
      const mails = await mailsTo(t.db, r.m.email, 'withdrawal_update');
      expect(mails.map((m) => m.data['status'])).toEqual([
        'requested',
        ...(i === 1 ? ['firstApproval'] : []),
        'approved',
        'exported',
        'sent',
        'confirmed',
      ]);
      const mine = (await t.call('GET', '/api/withdrawals', { token: r.m.token })).json.data.list[0];
      expect(mine.history.map((h: { to: string }) => h.to)).toEqual([
        'requested',
        'approved',
        'exported',
        'sent',
        'confirmed',
      ]);
      expect(mine.txHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await balanceMinor(list[0]!.m.id)).toBe(300_000 - 25_100);
  });

  it('exports a withdrawal once: a second export finds none, the batch reads back byte for byte, a batch signed twice sends nothing twice', async () => {
    const { list, finance } = await approvedOnes(['100']);
    const other = await signedIn('finance');
    const [x, y] = await Promise.all([
      staff.post('/withdrawals/export', { reason: 'batch' }, finance.cookie),
      staff.post('/withdrawals/export', { reason: 'batch' }, other.cookie),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const batch = (x.status === 200 ? x : y).json.data;
    const again = await staff.get(`/withdrawals/batch?id=${batch.batchId}`, finance.cookie);
    expect(again.json.data).toEqual(batch);
    expect(
      await rows(`select count(*)::int as n from withdrawals where batch_id is not null and id = ${list[0]!.w.id}`),
    ).toEqual([{ n: 1 }]);
    const chain = newChain();
    expect((await sign(batch, chain)).map((o) => o.outcome)).toContain('sent');
    const second = await sign(batch, chain);
    expect(second.every((o) => o.outcome === 'already_sent')).toBe(true);
    const sentOnce = chainOf(chain).filter((c) => c.withdrawalId === list[0]!.w.id);
    expect(sentOnce).toHaveLength(1);
    expect(await statusOf(list[0]!.w.id)).toBe('sent');
  });

  it('takes the console’s download as it is, and refuses a file without its signature in words', async () => {
    const { signerFile } = await import('../../src/features/staff/signerFile.ts');
    const dir = mkdtempSync(join(tmpdir(), 'signer-file-'));
    const batch = { batchId: 7, content: '{"format":"unicorn-withdrawals/v1","intents":[]}', signature: 'c2ln' };
    const file = JSON.parse(signerFile(batch));
    expect(file).toEqual(batch);
    const bare = join(dir, 'content-only.json');
    writeFileSync(bare, batch.content);
    const run = spawnSync(process.execPath, ['scripts/withdraw-signer.ts', bare], {
      env: { ...process.env, SIGNER_PUBLIC_KEY: 'x', SIGNER_NOTIFY_SECRET: 'whsec_eA==' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('not a signed batch (expected { content, signature })');
  });

  it('refuses a tampered batch before sending anything, and fails what its own policy refuses (the hold goes back)', async () => {
    const { list, finance } = await approvedOnes(['600']);
    const batch = (await staff.post('/withdrawals/export', { reason: 'batch' }, finance.cookie)).json.data;
    const chain = newChain();
    const tampered = { ...batch, content: batch.content.replace('"600.00"', '"6000.00"') };
    await expect(sign(tampered, chain)).rejects.toThrow(/signature/);
    expect(await statusOf(list[0]!.w.id)).toBe('exported');
    const before = await balanceMinor(list[0]!.m.id);
    const out = await sign(batch, chain, { ...POLICY, maxMinor: 50_000 });
    expect(out[0]!.outcome).toBe('failed');
    expect(await statusOf(list[0]!.w.id)).toBe('failed');
    expect(await balanceMinor(list[0]!.m.id)).toBe(before + 60_100);
  });
});

describe('results that do not match are stored for review, never applied', () => {
  async function exportedOne(amount = '80') {
    const { list, finance } = await approvedOnes([amount]);
    const batch = (await staff.post('/withdrawals/export', { reason: 'batch' }, finance.cookie)).json.data;
    const r = list[0]!;
    return { ...r, batchId: batch.batchId as number, finance };
  }
  const review = async (id: string) =>
    (await rows(`select outcome, reason from withdrawal_results where id = '${id}'`))[0];

  it('takes an event once, and holds an unknown withdrawal, another amount or address, and a bad signature', async () => {
    const w = await exportedOne();
    const data = { withdrawalId: w.w.id, batchId: w.batchId, network: 'TRC20', to: w.a.address, amount: '80.00' };
    const other = await signerEvent(
      'withdrawal.sent',
      { ...data, amount: '8000.00', txHash: newTxHash() },
      'ev-amount',
    );
    expect((await postSigned('/notify', other)).json.data).toEqual({ received: true, duplicate: false });
    expect(await review('ev-amount')).toEqual({ outcome: 'review', reason: 'amount_mismatch' });
    const unknown = await signerEvent(
      'withdrawal.sent',
      { ...data, withdrawalId: 999_999, txHash: newTxHash() },
      'ev-x',
    );
    await postSigned('/notify', unknown);
    expect(await review('ev-x')).toEqual({ outcome: 'review', reason: 'unmatched' });
    const elsewhere = await signerEvent(
      'withdrawal.sent',
      { ...data, to: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', txHash: newTxHash() },
      'ev-to',
    );
    await postSigned('/notify', elsewhere);
    expect(await review('ev-to')).toEqual({ outcome: 'review', reason: 'address_mismatch' });
    const forged = await signerEvent('withdrawal.sent', { ...data, txHash: newTxHash() }, 'ev-forged');
    const badSig = await postSigned('/notify', {
      ...forged,
      headers: { ...forged.headers, 'webhook-signature': 'v1,AAAA' },
    });
    expect(badSig.status).toBe(400);
    expect(await review('ev-forged')).toBeUndefined();
    expect(await statusOf(w.w.id)).toBe('exported');
    // The right one applies; the same event again is a duplicate; the same result under a new id is held.
    const tx = newTxHash();
    const right = await signerEvent('withdrawal.sent', { ...data, txHash: tx }, 'ev-right');
    expect((await postSigned('/notify', right)).json.data.duplicate).toBe(false);
    expect((await postSigned('/notify', right)).json.data.duplicate).toBe(true);
    const replay = await signerEvent('withdrawal.sent', { ...data, txHash: newTxHash() }, 'ev-replay');
    await postSigned('/notify', replay);
    expect(await review('ev-replay')).toEqual({ outcome: 'review', reason: 'invalid_transition' });
    expect(await rows(`select status, tx_hash from withdrawals where id = ${w.w.id}`)).toEqual([
      { status: 'sent', tx_hash: tx },
    ]);
    const listed = await staff.get('/withdrawals/results', w.finance.cookie);
    expect(listed.json.data.list.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['ev-amount', 'ev-x', 'ev-to', 'ev-replay']),
    );
  });

  it('confirms only a transfer out of the exact amount to the exact address', async () => {
    const w = await exportedOne('90');
    const tx = newTxHash();
    const data = {
      withdrawalId: w.w.id,
      batchId: w.batchId,
      network: 'TRC20',
      to: w.a.address,
      amount: '90.00',
      txHash: tx,
    };
    await postSigned('/notify', await signerEvent('withdrawal.sent', data));
    await postSigned('/chain', chainOut(w.a.address, '89.99', tx, 'ch-amount'));
    expect(await review('ch-amount')).toEqual({ outcome: 'review', reason: 'amount_mismatch' });
    await postSigned('/chain', chainOut('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', '90', tx, 'ch-to'));
    expect(await review('ch-to')).toEqual({ outcome: 'review', reason: 'address_mismatch' });
    await postSigned('/chain', chainOut(w.a.address, '90', newTxHash(), 'ch-unknown'));
    expect(await review('ch-unknown')).toEqual({ outcome: 'review', reason: 'unmatched' });
    expect(await statusOf(w.w.id)).toBe('sent');
    await postSigned('/chain', chainOut(w.a.address, '90.000000', tx, 'ch-ok'));
    expect(await statusOf(w.w.id)).toBe('confirmed');
    await postSigned('/chain', chainOut(w.a.address, '90', tx, 'ch-again'));
    expect(await review('ch-again')).toEqual({ outcome: 'review', reason: 'invalid_transition' });
  });

  it('keeps a transfer out seen before the signer says sent, and confirms with it when sent arrives (once)', async () => {
    const w = await exportedOne('95');
    const tx = newTxHash();
    // The chain watcher is quicker than the signer: nothing is sent yet, so it cannot match.
    await postSigned('/chain', chainOut(w.a.address, '95', tx, 'early-ok'));
    await postSigned('/chain', chainOut(w.a.address, '95', tx, 'early-again'));
    expect(await review('early-ok')).toEqual({ outcome: 'review', reason: 'unmatched' });
    expect(await statusOf(w.w.id)).toBe('exported');
    const data = { withdrawalId: w.w.id, batchId: w.batchId, network: 'TRC20', to: w.a.address, amount: '95.00' };
    await postSigned('/notify', await signerEvent('withdrawal.sent', { ...data, txHash: tx }, 'early-sent'));
    expect(await statusOf(w.w.id)).toBe('confirmed');
    expect(await review('early-ok')).toEqual({ outcome: 'applied', reason: null });
    // The same transfer seen twice confirms once; the other is left for review as it moved on.
    expect(await review('early-again')).toEqual({ outcome: 'review', reason: 'invalid_transition' });
    const mails = await mailsTo(t.db, w.m.email, 'withdrawal_update');
    expect(mails.map((m) => m.data['status']).slice(-2)).toEqual(['sent', 'confirmed']);
    // An early transfer of another amount is applied as it would be now: held, not confirmed.
    const v = await exportedOne('96');
    const tx2 = newTxHash();
    await postSigned('/chain', chainOut(v.a.address, '9.60', tx2, 'early-short'));
    await postSigned(
      '/notify',
      await signerEvent('withdrawal.sent', {
        ...data,
        withdrawalId: v.w.id,
        to: v.a.address,
        batchId: v.batchId,
        amount: '96.00',
        txHash: tx2,
      }),
    );
    expect(await statusOf(v.w.id)).toBe('sent');
    expect(await review('early-short')).toEqual({ outcome: 'review', reason: 'amount_mismatch' });
  });

  it('a failed result gives the hold back once; finance cannot reject what is exported', async () => {
    const w = await exportedOne('70');
    expect((await staff.post('/withdrawals/reject', { id: w.w.id, reason: 'too late' }, w.finance.cookie)).status).toBe(
      409,
    );
    const before = await balanceMinor(w.m.id);
    const data = {
      withdrawalId: w.w.id,
      batchId: w.batchId,
      network: 'TRC20',
      to: w.a.address,
      amount: '70.00',
      reason: 'node down',
    };
    await postSigned('/notify', await signerEvent('withdrawal.failed', data, 'f-1'));
    await postSigned('/notify', await signerEvent('withdrawal.failed', data, 'f-2'));
    expect(await statusOf(w.w.id)).toBe('failed');
    expect(await balanceMinor(w.m.id)).toBe(before + 7_100);
    expect(await review('f-2')).toEqual({ outcome: 'review', reason: 'invalid_transition' });
  });
});
