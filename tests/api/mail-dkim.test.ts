import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailSetup, startMail } from '../../src/server/mail/setup.ts';
import { loadEnv, testEnv } from '../../src/server/platform/env.ts';
import { capturedLog, mailRunner, mailState, queueTestMail } from '../support/mailOut.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtpCatcher.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

// DKIM as an operator configures it (the three DKIM_* settings, the key on one line with `\n`),
// verified the way a receiving server does: mailauth, against the public key in "DNS".
const DOMAIN = 'mail.example.test';
const SELECTOR = 'unicorn1';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const txt = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[txt]];
  throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
};

let t: TestApp;
let smtp: SmtpCatcher;
let setup: MailSetup;
beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await setup?.close();
  await smtp?.stop();
  await t?.close();
});

describe('DKIM', () => {
  it('signs every message when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set; a verifier says pass', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      MAIL_FROM: `Unicorn <no-reply@${DOMAIN}>`,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    setup = await startMail(t.db, env, capturedLog().log);
    const runner = mailRunner(t, () => new Date(), setup.mail);
    const { id } = await queueTestMail(t, new Date());
    await runner.drain();
    await runner.stop();
    const { row } = await mailState(t, id);
    expect(row.status).toBe('sent');
    // Made in the domain of MAIL_FROM.
    expect(row.messageId).toMatch(new RegExp(`^[0-9a-f]{32}@${DOMAIN.replace(/\./g, '\\.')}$`));
    const [m] = smtp.accepted().filter((c) => c.parsed.messageId === `<${row.messageId}>`);
    const verdict = await dkimVerify(m!.raw, { resolver });
    expect(verdict.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[DOMAIN, 'pass']]);
    // A message altered on the way does not pass (mailauth says neutral for a body hash mismatch).
    const altered = Buffer.from(m!.raw.toString().replace('Lucky', 'Lucy '));
    expect((await dkimVerify(altered, { resolver })).results[0]!.status.result).not.toBe('pass');
  });

  it('refuses to start with only part of the DKIM settings', () => {
    expect(() => loadEnv({ DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR })).toThrow(/DKIM_PRIVATE_KEY: set all three/);
    expect(testEnv().DKIM_DOMAIN).toBeUndefined();
  });
});
