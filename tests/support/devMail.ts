import { until } from './until.ts';

/** One message of a running server's development inbox (GET /dev/mail/inbox.json). */
export interface DevMail {
  file: string;
  subject: string;
  to: string;
  text: string;
}

/** The 6-digit code a code mail's subject names, in any language (Arabic wraps it in bidi isolates). */
export const mailedCodeIn = (subject: string | undefined) =>
  /(?:^|[\s\u2066-\u2069])(\d{6})(?=[\s\u2066-\u2069]|$)/.exec(subject ?? '')?.[1];

/** The messages a server captured for `to`, newest first. */
export async function devInbox(base: string, to: string): Promise<DevMail[]> {
  const r = await fetch(`${base}/dev/mail/inbox.json?to=${encodeURIComponent(to)}`);
  if (!r.ok) throw new Error(`GET /dev/mail/inbox.json: ${r.status}`);
  return (await r.json()) as DevMail[];
}

/**
 * The messages already caught for `to`: a server's inbox outlives its database (it is kept under
 * DATA_DIR), so an account name used by an earlier run has old codes there.
 */
export async function caughtBefore(base: string, to: string): Promise<Set<string>> {
  return new Set((await devInbox(base, to)).map((m) => m.file));
}

/**
 * The code of the newest verification mail a server sent to `to` (its subject starts with the
 * code), other than those in `old`. Delivery goes through the outbox and the job worker, so it is
 * awaited, not assumed.
 */
export async function mailedCode(base: string, to: string, ms = 20_000, old = new Set<string>()): Promise<string> {
  return until(
    async () => {
      for (const m of await devInbox(base, to)) {
        if (old.has(m.file)) continue;
        const code = mailedCodeIn(m.subject);
        if (code) return code;
      }
      return undefined;
    },
    ms,
    `a verification code mailed to ${to}`,
  );
}

/** Proves a fresh account's address with the code its server mailed (paying needs it). */
export async function verifyByMail(base: string, token: string, email: string, old?: Set<string>): Promise<void> {
  const pin = await mailedCode(base, email, 20_000, old);
  const r = await fetch(`${base}/api/user/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pin }),
  });
  if (!r.ok) throw new Error(`verify ${email}: ${r.status} ${await r.text()}`);
}
