import type { Db } from '../db/client.ts';
import { type Env, mailCapture } from '../platform/env.ts';
import type { Logger } from '../platform/logger.ts';
import { dkimConfig, mailDomain, mailFrom, mailPublicUrl } from './config.ts';
import { recordMailDomain } from './outbox.ts';
import { type MailOut, smtpSender } from './transport.ts';

/** The start-up line of a production process that has nowhere to send mail (said every start). */
export const NO_SMTP_MESSAGE = 'SMTP_URL is not set: e-mail stays queued and is not sent';

export interface MailSetup {
  /** What the job worker delivers with; undefined when nothing may be sent (production without SMTP_URL). */
  mail: MailOut | undefined;
  /** The development catcher's port, when one runs. */
  catcherPort?: number;
  close(): Promise<void>;
}

/**
 * The process's mail, decided once at start: SMTP_URL when set; else, where mailCapture says
 * (platform/env.ts), an in-process catcher whose messages /dev/mail lists (when this process runs
 * the worker); else (production on PostgreSQL) nothing is sent, said
 * at error level, and the worker leaves mail jobs unclaimed — their messages stay queued with
 * no attempt spent, and go out once a process starts with SMTP_URL.
 */
export async function startMail(
  db: Db,
  env: Env,
  log: Logger,
  /** This process runs the worker that sends (default JOBS); one that does not only records the domain. */
  opts: { sends?: boolean } = {},
): Promise<MailSetup> {
  const from = mailFrom(env);
  await recordMailDomain(db, mailDomain(from));
  // Only the worker sends, and says where mail goes: a process without one has nothing to catch.
  if (!(opts.sends ?? env.JOBS)) return { mail: undefined, close: async () => undefined };
  const publicUrl = mailPublicUrl(env);
  const dkim = dkimConfig(env);
  if (env.SMTP_URL) {
    const sender = smtpSender({ url: env.SMTP_URL, from, dkim });
    log.info({ smtp: new URL(env.SMTP_URL).host, from, dkim: Boolean(dkim) }, 'e-mail goes out over SMTP');
    return { mail: { sender, publicUrl }, close: async () => sender.close() };
  }
  const capture = mailCapture(env);
  if (!capture.on) {
    log.error(NO_SMTP_MESSAGE);
    return { mail: undefined, close: async () => undefined };
  }
  // Imported here so that a production process never loads the catcher (nor smtp-server).
  const { catcherDir, startDevCatcher } = await import('./devCatcher.ts');
  const dir = catcherDir(env.DATA_DIR);
  const catcher = await startDevCatcher({ dir, port: env.MAIL_CATCHER_PORT, log });
  const sender = smtpSender({ url: catcher.url, from, dkim });
  log.warn(
    { port: catcher.port, dir, why: capture.why },
    'SMTP_URL is not set: e-mail goes to the development catcher (see /dev/mail)',
  );
  return {
    mail: { sender, publicUrl },
    catcherPort: catcher.port,
    close: async () => {
      sender.close();
      await catcher.close();
    },
  };
}
