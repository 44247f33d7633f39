import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { catcherDir } from '../mail/devCatcher.ts';
import { type CaughtMail, caughtFile, listCaught } from '../mail/devInbox.ts';
import { html, raw } from '../platform/html.ts';
import { type Env, mailCapture } from '../platform/env.ts';
import type { Context } from 'hono';
import { clientIp } from '../http/clientIp.ts';

/** The page exists where mail is captured (platform/env.ts mailCapture); elsewhere 404 as for any unknown path. */
export const devMailEnabled = (env: Env) => !env.SMTP_URL && mailCapture(env).on;

/**
 * Captured mail holds live reset links: on a production process (the embedded `npm start`
 * installation) only this machine may read it; development and the tests answer anyone.
 */
const mayRead = (c: Context<AppEnv>, env: Env) =>
  env.NODE_ENV !== 'production' || LOOPBACK.has(clientIp(c, { trustProxy: false }));
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** No script; inline styles only. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = raw(`body{font:14px/1.4 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
h2{font-size:1rem;margin:0 0 .25rem}.meta{color:#666;font-size:.85rem}
pre{white-space:pre-wrap;background:#f7f7f7;padding:.5rem;border-radius:4px;max-height:20rem;overflow:auto}`);

const card = (m: CaughtMail) => html`<article>
<h2>${m.subject || '(no subject)'}</h2>
<div class="meta">to ${m.to || '—'} · ${m.date ? m.date.toISOString() : 'no date'} · <a href="/dev/mail/raw/${m.file}">raw .eml</a></div>
<pre>${m.text}</pre>
</article>`;

/**
 * The development catcher's inbox (mail/devCatcher.ts): every message this installation "sent",
 * newest first, with its text part and a link to the raw message. Mounted by app.ts only when
 * devMailEnabled (never with SMTP_URL, nor in production on PostgreSQL); not part of the API document.
 */
export function devMailRoutes(env: Env) {
  const dir = catcherDir(env.DATA_DIR);
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => (mayRead(c, env) ? next() : c.text('not found', 404)))
      .get('/', async (c) => {
        const mails = await listCaught(dir);
        c.header('Content-Security-Policy', CSP);
        c.header('Cache-Control', 'no-store');
        const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Caught mail</title><style>${STYLE}</style></head>
<body><h1>Caught mail (${mails.length})</h1>
<p class="meta">Messages the development SMTP catcher received, newest first, from ${dir}.</p>
${mails.length ? mails.map(card) : html`<p>None yet.</p>`}
</body></html>`;
        return c.html(body.value);
      })
      // The same inbox for tools (the test and bench helpers read a mailed code here), one address's mail only.
      .get('/inbox.json', async (c) => {
        const mails = await listCaught(dir, 100, c.req.query('to') ?? '');
        c.header('Cache-Control', 'no-store');
        return c.json(mails);
      })
      // Under a path of its own: beside `/inbox.json`, a parameter at the same level would keep
      // Hono's RegExpRouter from taking the app's routes, and every request would pay a slower router.
      .get('/raw/:file', async (c) => {
        const path = caughtFile(dir, c.req.param('file'));
        const bytes = path ? await readFile(path).catch(() => null) : null;
        if (!bytes) return c.text('not found', 404);
        c.header('Content-Security-Policy', CSP);
        c.header('X-Content-Type-Options', 'nosniff');
        return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
      })
  );
}
