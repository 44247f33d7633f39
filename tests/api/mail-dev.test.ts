import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catcherDir, type DevCatcher, startDevCatcher } from '../../src/server/mail/devCatcher.ts';
import { smtpSender } from '../../src/server/mail/transport.ts';
import { capturedLog } from '../support/mailOut.ts';
import { paymentDeps, startTestApp, type TestApp } from '../support/testApp.ts';
import { createApp } from '../../src/server/app.ts';
import { dbRateLimitStore } from '../../src/server/core/rateLimit.ts';
import { loadEnv } from '../../src/server/platform/env.ts';
import { createLogger } from '../../src/server/platform/logger.ts';

// The development catcher (no SMTP_URL outside production) and its inbox page, /dev/mail.
const dataDir = mkdtempSync(join(tmpdir(), 'mail-dev-'));
let t: TestApp;
let catcher: DevCatcher;
let second: DevCatcher | undefined;
beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
  catcher = await startDevCatcher({ dir: catcherDir(dataDir), port: 0, log: capturedLog().log });
});
afterAll(async () => {
  await second?.close();
  await catcher?.close();
  await t?.close();
});

const send = (sender: ReturnType<typeof smtpSender>, n: number, text: string) =>
  sender.send({
    to: `reader${n}@example.com`,
    messageId: `m${n}@unicorn.test`,
    subject: `Message ${n} <b>&</b>`,
    text,
    html: `<p>${n}</p>`,
    attachments: [],
  });

describe('the development catcher', () => {
  it('keeps each message as an .eml under DATA_DIR/mail, and /dev/mail lists them newest first, escaped', async () => {
    const sender = smtpSender({ url: catcher.url, from: 'no-reply@unicorn.test' });
    await send(sender, 1, 'first');
    await send(sender, 2, 'second <script>alert(1)</script>');
    sender.close();
    const files = readdirSync(catcherDir(dataDir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const page = await t.call('GET', '/dev/mail');
    expect(page.status).toBe(200);
    // Every route of the app, these included, fits Hono's fastest router (a path shape it cannot
    // take would make it fall back to the trie router for every request).
    expect((t.app.router as unknown as { name: string }).name).toBe('SmartRouter + RegExpRouter');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('second &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('Message 2 &lt;b&gt;&amp;&lt;/b&gt;');
    expect(page.text.indexOf('Message 2')).toBeLessThan(page.text.indexOf('Message 1'));
    expect(page.text).toContain('reader2@example.com');
    const link = /href="(\/dev\/mail\/[^"]+\.eml)"/.exec(page.text)![1]!;
    const raw = await t.call('GET', link);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(raw.text).toMatch(/^Message-ID: <m2@unicorn\.test>/m);
    // The same for tools, one address's mail only (found by the file names: no other message is read).
    const json = await t.call('GET', '/dev/mail/inbox.json?to=READER2@example.com');
    expect(json.json.map((m: { subject: string; to: string }) => [m.subject, m.to])).toEqual([
      ['Message 2 <b>&</b>', 'reader2@example.com'],
    ]);
    expect((await t.call('GET', '/dev/mail/inbox.json?to=nobody@example.com')).json).toEqual([]);
    // Only the catcher's own file names are served: not a file beside its folder.
    writeFileSync(join(dataDir, 'secret.eml'), 'Subject: not yours\r\n\r\nsecret');
    writeFileSync(join(catcherDir(dataDir), 'notes.txt'), 'not a message');
    for (const bad of ['/dev/mail/raw/..%2Fsecret.eml', '/dev/mail/raw/notes.txt', '/dev/mail/raw/nothing.eml']) {
      expect((await t.call('GET', bad)).status).toBe(404);
    }
  });

  it('takes a free port when its own is taken', async () => {
    second = await startDevCatcher({ dir: catcherDir(dataDir), port: catcher.port, log: capturedLog().log });
    expect(second.port).not.toBe(catcher.port);
    const sender = smtpSender({ url: second.url, from: 'no-reply@unicorn.test' });
    await send(sender, 3, 'third');
    sender.close();
    expect(readdirSync(catcherDir(dataDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(3);
  });
});

describe('/dev/mail on a production process (the embedded npm start installation)', () => {
  it('answers only this machine: captured mail holds live reset links', async () => {
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, SERVE_STATIC: 'false', LOG_LEVEL: 'silent' });
    const app = createApp({
      db: t.db,
      env,
      log: createLogger('silent'),
      ping: async () => undefined,
      listen: () => undefined,
      now: () => new Date(),
      limits: dbRateLimitStore(t.db),
      ...(await paymentDeps(t.db, env)),
    });
    // app.request has no socket: the caller's address is unknown, so it is not this machine.
    expect((await app.request('/dev/mail')).status).toBe(404);
    // The same request to the test app (NODE_ENV=test) is answered.
    expect((await t.app.request('/dev/mail')).status).toBe(200);
  });
});
