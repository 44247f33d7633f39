import { expect, type APIRequestContext } from '@playwright/test';
import { mailedCodeIn } from '../support/devMail.ts';

/** One message of the development catcher's inbox (/dev/mail: src/server/routes/devMail.ts). */
export interface InboxMail {
  /** The raw message's name: GET /dev/mail/raw/<file> answers its bytes. */
  file: string;
  subject: string;
  to: string;
  text: string;
}

/**
 * The messages the server really sent over SMTP to its catcher (the e2e server runs in
 * NODE_ENV=test without SMTP_URL), newest first, as /dev/mail lists them; to one address when named.
 */
export async function inbox(request: APIRequestContext, to = ''): Promise<InboxMail[]> {
  const r = await request.get(`/dev/mail/inbox.json?to=${encodeURIComponent(to)}`);
  return (await r.json()) as InboxMail[];
}

/**
 * Waits until a message to `to` holds what `pick` looks for (delivery goes through the outbox
 * and the job worker, so it lands a moment after the answer), and returns what it picked.
 */
export async function awaitMail(
  request: APIRequestContext,
  to: string,
  pick: (m: InboxMail) => string | null | undefined,
  timeout = 20_000,
): Promise<string> {
  let found: string | null | undefined = null;
  await expect
    .poll(
      async () => {
        const mine = await inbox(request, to);
        found = mine.map(pick).find(Boolean);
        return found ?? null;
      },
      { message: `a mail to ${to}`, timeout },
    )
    .not.toBeNull();
  return found as unknown as string;
}

/** The 6-digit code of the newest verification mail (its subject starts with it). */
export const verificationCode = (m: InboxMail) => mailedCodeIn(m.subject);

/** The reset link of the newest password-reset mail. */
export const resetLink = (m: InboxMail) => /https?:\/\/\S+?\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(m.text)?.[0];
