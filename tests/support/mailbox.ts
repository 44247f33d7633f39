import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  locale: string;
  data: Record<string, unknown>;
}

/** The messages queued to an address (the outbox rows, oldest first), of one kind if named. */
export async function mailsTo(db: Db, to: string, kind?: string): Promise<OutboxMail[]> {
  const rows = rowsOf<{ id: number; kind: string; to_address: string; locale: string; data: unknown }>(
    await db.execute(
      sql`select id, kind, to_address, locale, data from mail_messages
          where lower(to_address) = lower(${to}) ${kind ? sql`and kind = ${kind}` : sql``} order by id`,
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    locale: r.locale,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
  }));
}

/** The code of the newest verification mail to an address. */
export async function lastCode(db: Db, to: string): Promise<string> {
  const mails = await mailsTo(db, to, 'verify_email');
  const code = mails.at(-1)?.data['code'];
  if (typeof code !== 'string') throw new Error(`no verification code mailed to ${to}`);
  return code;
}
