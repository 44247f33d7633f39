import { until } from './until.ts';

/** One message of a running server's development inbox (GET /dev/mail/inbox.json). */
export interface DevMail {
  subject: string;
  to: string;
  text: string;
}

/** The messages a server captured for `to`, newest first. */
export async function devInbox(base: string, to: string): Promise<DevMail[]> {
  const r = await fetch(`${base}/dev/mail/inbox.json?to=${encodeURIComponent(to)}`);
  if (!r.ok) throw new Error(`GET /dev/mail/inbox.json: ${r.status}`);
  return (await r.json()) as DevMail[];
}

/**
 * The code of the newest verification mail a server sent to `to` (its subject starts with the
 * code). Delivery goes through the outbox and the job worker, so it is awaited, not assumed.
 */
export async function mailedCode(base: string, to: string, ms = 20_000): Promise<string> {
  return until(
    async () => {
      for (const m of await devInbox(base, to)) {
        const code = /^(\d{6}) /.exec(m.subject)?.[1];
        if (code) return code;
      }
      return undefined;
    },
    ms,
    `a verification code mailed to ${to}`,
  );
}

/** Proves a fresh account's address with the code its server mailed (paying needs it). */
export async function verifyByMail(base: string, token: string, email: string): Promise<void> {
  const pin = await mailedCode(base, email);
  const r = await fetch(`${base}/api/user/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pin }),
  });
  if (!r.ok) throw new Error(`verify ${email}: ${r.status} ${await r.text()}`);
}
