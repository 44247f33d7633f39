import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { until } from './until.ts';

/** One message as the catcher received it: the raw bytes, parsed, and the SMTP envelope. */
export interface Caught {
  raw: Buffer;
  /** The parsed message; with `{ parse: 'lazy' }` only once `parse()` has answered. */
  readonly parsed: ParsedMail;
  /** Parses the message once (what `parsed` then holds). */
  parse(): Promise<ParsedMail>;
  envelope: { from: string; to: string[] };
  /** False when the catcher answered DATA with a failure (it still saw the whole message). */
  accepted: boolean;
  /** When the whole message had arrived (epoch ms). */
  at: number;
}

type Stage = 'mail' | 'rcpt' | 'data';

/**
 * An SMTP server in the test's process (`smtp-server`, parsed with `mailparser`) that a test can
 * make refuse — `failNext('mail' | 'rcpt' | 'data', code)`: `('rcpt', 550)` for a bounce, `failNext('data', 451)` for "try later" —
 * and stop and start again on the same port (an outage of the mail server). Plain SMTP on
 * 127.0.0.1, no AUTH, no STARTTLS. `{ parse: 'lazy' }` answers DATA as soon as the message is in and
 * parses only on `parse()`: a bench must not spend its machine's CPU on parsing while it measures.
 */
export async function startSmtpCatcher(opts: { parse?: 'eager' | 'lazy' } = {}) {
  const received: Caught[] = [];
  const failures: Record<Stage, { code: number; text: string; times: number } | null> = {
    mail: null,
    rcpt: null,
    data: null,
  };
  let connections = 0;
  const fails = (stage: Stage) => {
    const f = failures[stage];
    if (!f) return null;
    if (--f.times <= 0) failures[stage] = null;
    return Object.assign(new Error(f.text), { responseCode: f.code });
  };
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1_000,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onMailFrom(_address, _session, callback) {
        callback(fails('mail'));
      },
      onRcptTo(_address, _session, callback) {
        callback(fails('rcpt'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          const at = Date.now();
          const raw = Buffer.concat(chunks);
          const failure = fails('data');
          let parsed: ParsedMail | undefined;
          let parsing: Promise<ParsedMail> | undefined;
          const parse = () => {
            parsing ??= simpleParser(raw).then((p) => (parsed = p));
            return parsing;
          };
          if (opts.parse !== 'lazy') await parse();
          received.push({
            raw,
            get parsed() {
              if (!parsed) throw new Error('the message is not parsed yet: await parse() first');
              return parsed;
            },
            parse,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((a) => a.address),
            },
            accepted: !failure,
            at,
          });
          callback(failure);
        });
      },
    });
  let server: SMTPServer | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = make();
      s.on('error', () => undefined);
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  await start();
  const accepted = () => received.filter((m) => m.accepted);
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Every message that reached DATA, accepted or not, in order. */
    received,
    accepted,
    /** SMTP connections opened to the catcher (each delivery attempt that reached it). */
    connections: () => connections,
    /** The next `times` MAIL FROM, RCPT TO or DATA commands get `code` (4xx: try later; 5xx: refused). */
    failNext(stage: Stage, code: number, times = 1) {
      failures[stage] = { code, text: `${code} refused by the test`, times };
    },
    /** Stops listening (connection refused from now on); `start` listens on the same port again. */
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start,
    /** Waits until `n` messages were accepted (a condition, not a sleep). */
    waitForAccepted: (n: number, ms = 10_000) =>
      until(async () => (accepted().length >= n ? accepted() : undefined), ms, `${n} accepted messages`),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
