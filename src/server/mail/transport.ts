import { createPrivateKey } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Attachment } from './attachments.ts';
import type { DkimConfig } from './config.ts';

/** One rendered message on its way out. */
export interface OutgoingMail {
  to: string;
  /** The outbox row's id (no angle brackets): the same on every attempt. */
  messageId: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
}

/** Hands messages to an SMTP server; `send` resolves once the server has taken the message. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** What delivery needs in the worker: the sender, and where the messages' links point. */
export interface MailOut {
  sender: MailSender;
  publicUrl: string;
}

/**
 * Waits on the SMTP server: a server that stops answering fails the attempt (and it is retried)
 * rather than holding a job's lease for Node's default of minutes.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Connections kept open and reused, one per job the worker runs at once: a burst of receipts
 * does not pay a connection, a greeting and EHLO (and TLS) per message. Each message still gets
 * its own answer, so a refusal is this message's.
 */
const POOL = { pool: true, maxConnections: 12, maxMessages: 100 } as const;

/**
 * Sends over SMTP to `url` (smtp:// with STARTTLS when offered, smtps:// for TLS from the
 * start), from `from`, DKIM-signed when `dkim` is given (nodemailer buffers the message to sign
 * it).
 */
export function smtpSender(opts: { url: string; from: string; dkim?: DkimConfig | undefined }): MailSender {
  // A key that does not parse stops the start, not every delivery one at a time.
  if (opts.dkim) createPrivateKey(opts.dkim.privateKey);
  const transport = nodemailer.createTransport({
    url: opts.url,
    ...POOL,
    ...TIMEOUTS,
    ...(opts.dkim ? { dkim: opts.dkim } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}>`,
        attachments: mail.attachments,
      });
    },
    close: () => transport.close(),
  };
}

/** An SMTP error as nodemailer reports it (the fields this module reads). */
interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * Whether a failed send is a bounce: a 5xx answer to RCPT TO or DATA is the receiving server
 * refusing this address or this message for good (RFC 5321), and sending again would get the
 * same answer. 503 is a wrong command sequence, not a refusal. Everything else — 4xx, a
 * connection refused or reset, a timeout, a 5xx to MAIL FROM or AUTH (our configuration, which
 * an operator can fix) — is temporary, and the message is tried again later.
 */
export function isBounce(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  const code = e.responseCode ?? 0;
  return code >= 500 && code <= 599 && code !== 503 && (e.command === 'RCPT TO' || e.command === 'DATA');
}

/** What the outbox row keeps of a failure: the server's answer when there was one. */
export function describeFailure(err: unknown): string {
  const e = (err ?? {}) as SmtpError;
  if (e.responseCode) return `${e.command ?? 'SMTP'} ${e.response ?? e.responseCode}`.slice(0, 500);
  return `${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}`.slice(0, 500);
}
