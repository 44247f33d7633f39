import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { settingOnce } from '../db/settings.ts';
import { newWebhookSecret } from '../orders/providers/webhook.ts';
import type { Env } from '../platform/env.ts';
import { AppError } from '../../shared/errors.ts';

/** The platform's batch-signing key: it signs intents, it can move no money (the signer holds those keys). */
export interface ExportKeys {
  privateKey: KeyObject;
  /** Raw 32-byte public key, base64. */
  publicKey: string;
  pem: string;
}

const loaded = new WeakMap<object, Promise<ExportKeys>>();

function parseKey(text: string): KeyObject {
  const pem = text.replace(/\\n/g, '\n').trim();
  return pem.startsWith('-----BEGIN')
    ? createPrivateKey(pem)
    : createPrivateKey({ key: Buffer.from(pem, 'base64'), format: 'der', type: 'pkcs8' });
}

async function load(db: Db, env: Env): Promise<ExportKeys> {
  let key: KeyObject;
  try {
    if (env.WITHDRAW_EXPORT_KEY) key = parseKey(env.WITHDRAW_EXPORT_KEY);
    else if (env.NODE_ENV === 'production') throw new Error('WITHDRAW_EXPORT_KEY is not set');
    else {
      // Development and tests: one key per installation, made by the first process that needs it.
      const der = await settingOnce(db, 'withdraw.export_key', () =>
        generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      );
      key = parseKey(der);
    }
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('WITHDRAW_EXPORT_KEY is not an Ed25519 key');
  } catch {
    throw new AppError('conflict', { key: 'withdraw.error.noExportKey' });
  }
  const pub = createPublicKey(key);
  const jwk = pub.export({ format: 'jwk' });
  return {
    privateKey: key,
    publicKey: Buffer.from(String(jwk.x), 'base64url').toString('base64'),
    pem: String(pub.export({ format: 'pem', type: 'spki' })),
  };
}

/** The signing key of this installation (WITHDRAW_EXPORT_KEY, or generated once outside production). */
export function exportKeys(db: Db, env: Env): Promise<ExportKeys> {
  let p = loaded.get(db);
  if (!p) {
    p = load(db, env);
    // A refusal is not kept: the next call tries again (a key set meanwhile, a database back).
    p.catch(() => loaded.delete(db));
    loaded.set(db, p);
  }
  return p;
}

export async function exportPublicKey(db: Db, env: Env) {
  const k = await exportKeys(db, env);
  return { algorithm: 'Ed25519' as const, publicKey: k.publicKey, pem: k.pem };
}

/** The secret the signer signs its results with (WITHDRAW_NOTIFY_SECRET, or generated once per installation). */
export function notifySecret(db: Db, env: Env): Promise<string> {
  return env.WITHDRAW_NOTIFY_SECRET
    ? Promise.resolve(env.WITHDRAW_NOTIFY_SECRET)
    : settingOnce(db, 'withdraw.notify.secret', newWebhookSecret);
}
