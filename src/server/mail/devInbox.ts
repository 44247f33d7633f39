import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message the development catcher kept. */
export interface CaughtMail {
  /** The .eml file's name (the link to the raw message). */
  file: string;
  subject: string;
  to: string;
  date: Date | null;
  text: string;
}

const EML = /^[0-9A-Za-z-]+\.eml$/;

/** The path of a caught message by its file name; null for any name the catcher did not make. */
export function caughtFile(dir: string, name: string): string | null {
  return EML.test(name) ? join(dir, name) : null;
}

/** A file name's mark of its first recipient: a search for one address reads only its files. */
export const recipientKey = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 12);

/**
 * The newest `limit` caught messages, newest first (their names start with the time caught); to
 * one address (exactly) when `to` is given, found by the names alone, so tools may poll it.
 * `mailparser` is imported on first use: only development ever opens this page.
 */
export async function listCaught(dir: string, limit = 100, to = ''): Promise<CaughtMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mark = to ? `-${recipientKey(to)}-` : '';
  const newest = names
    .filter((n) => EML.test(n) && n.includes(mark))
    .sort()
    .reverse()
    .slice(0, limit);
  const { simpleParser } = await import('mailparser');
  return Promise.all(
    newest.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(dir, file)));
      const to = [parsed.to ?? []].flat().map((a) => a.text);
      return {
        file,
        subject: parsed.subject ?? '',
        to: to.join(', '),
        date: parsed.date ?? null,
        text: parsed.text ?? '',
      };
    }),
  );
}
