import { randomUUID } from 'node:crypto';
import { recipientKey } from './devInbox.ts';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from '../platform/logger.ts';

/** A running catcher: where to send, and how to stop it. */
export interface DevCatcher {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Larger messages are refused (552): a development inbox, not a store. */
const MAX_BYTES = 25 * 1024 * 1024;

/** Where caught messages are kept (the /dev/mail page reads them there). */
export const catcherDir = (dataDir: string) => join(dataDir, 'mail');

/**
 * Development and tests without SMTP_URL: an SMTP server in this process, on 127.0.0.1 only,
 * that keeps each message it receives as `<time>-<n>-<recipient key>-<id>.eml` in `dir` and delivers nothing
 * further. `smtp-server` is imported here, when the catcher starts, so a production process
 * never loads it. On `port` (MAIL_CATCHER_PORT), or a free port when that one is taken (a
 * second development server, another program on 1025).
 */
export async function startDevCatcher(opts: { dir: string; port: number; log: Logger }): Promise<DevCatcher> {
  const { SMTPServer } = await import('smtp-server');
  mkdirSync(opts.dir, { recursive: true });
  // Names sort by arrival: the time, then a counter for messages of one millisecond.
  let seq = 0;
  const make = () => {
    const server = new SMTPServer({
      authOptional: true,
      // Plain text on the loopback: no certificate to trust, no credentials to give.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: MAX_BYTES,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (stream.sizeExceeded)
            return callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
          try {
            // Written aside and renamed, so the page never reads half a message.
            const time = new Date().toISOString().replace(/[:.]/g, '-');
            const to = recipientKey(session.envelope.rcptTo[0]?.address ?? '');
            const name = `${time}-${String(++seq % 1e6).padStart(6, '0')}-${to}-${randomUUID().slice(0, 8)}.eml`;
            const tmp = join(opts.dir, `.${name}.tmp`);
            writeFileSync(tmp, Buffer.concat(chunks));
            renameSync(tmp, join(opts.dir, name));
            callback();
          } catch (err) {
            callback(err as Error);
          }
        });
      },
    });
    // Without a listener an SMTP client's broken connection would be an uncaught error.
    server.on('error', (err) => opts.log.warn({ err }, 'development mail catcher: connection error'));
    return server;
  };
  const listen = (server: ReturnType<typeof make>, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  let server = make();
  let port: number;
  try {
    port = await listen(server, opts.port);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    server = make();
    port = await listen(server, 0);
  }
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
