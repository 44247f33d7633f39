import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { signEvent } from '../../src/server/orders/providers/webhook.ts';
import { startOwnServer } from './ownServer.ts';

/**
 * A server of the staff console's own for its browser tests. The first administrator of an
 * installation is made on the command line (`npm run staff:add`) while the server is stopped, so
 * the shared end-to-end server cannot have one: this one starts from the same database image with
 * an administrator added by that command, and a known USDT webhook secret so a test can post money
 * that is held for review.
 */
export const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', password: 'admin-password-e2e' };

export interface StaffServer {
  base: string;
  usdtSecret: string;
  stop: () => Promise<void>;
}

/** Adds the first administrator on the command line, as an installation does, the server stopped. */
export const addAdmin = (env: NodeJS.ProcessEnv) =>
  execFileSync(
    process.execPath,
    ['scripts/staff-add.ts', '--email', ADMIN.email, '--name', ADMIN.name, '--role', 'admin'],
    { env: { ...env, STAFF_PASSWORD: ADMIN.password }, stdio: 'pipe' },
  );

/** `env`: more of the server's settings (TEST_CLOCK for the Terms screen's spec); none by default. */
export async function startStaffServer(env: Record<string, string> = {}): Promise<StaffServer> {
  const usdtSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const server = await startOwnServer({
    name: 'staff',
    env: { ...env, PAY_USDT_SECRET: usdtSecret },
    prepare: addAdmin,
  });
  return { ...server, usdtSecret };
}

/** The code an authenticator app shows now for `secret` (base32, as the enrolment shows it). */
export const totpNow = (secret: string) =>
  new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
  }).generate();

/** A USDT transfer to an address nobody was given, as the chain watcher posts it: held for review. */
export async function heldTransfer(server: StaffServer, amount: string): Promise<string> {
  const body = JSON.stringify({
    type: 'transfer.confirmed',
    timestamp: new Date().toISOString(),
    data: {
      network: 'TRC20',
      address: `T${'x'.repeat(33)}`,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      amount,
      confirmations: 20,
    },
  });
  const e = signEvent(server.usdtSecret, body);
  const res = await fetch(`${server.base}/api/pay/notify/usdt`, {
    method: 'POST',
    headers: { ...e.headers, 'content-type': 'application/json' },
    body: e.body,
  });
  if (!res.ok) throw new Error(`notify: ${res.status} ${await res.text()}`);
  return e.headers['webhook-id']!;
}
