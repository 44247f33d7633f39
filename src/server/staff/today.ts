import { sql } from 'drizzle-orm';
import { formatMicro } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

const DAY_MS = 24 * 3600_000;
/** The days the small charts show. */
const DAYS = 14;

const q = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** The console's first screen: the last 24 hours, each queue's size and oldest item, two weeks by day. */
export async function today(db: Db, now: Date) {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const [counts] = await q<{ registrations: number; paid: number; live: number }>(
    db,
    sql`select
      (select count(*) from users where created_at > ${since}::timestamptz) as registrations,
      (select count(*) from orders where pay_time > ${since}::timestamptz) as paid,
      (select count(*) from sites where launch_time > ${since}::timestamptz) as live`,
  );
  const money = await q<{ currency: string; micro: string }>(
    db,
    sql`select currency, sum(amount_micro) as micro from receipts where received_at > ${since}::timestamptz group by currency order by currency`,
  );
  const queues = await q<{ name: string; count: number; oldest: string | null }>(
    db,
    sql`select 'review' as name, count(*) as count, min(received_at) as oldest from payment_events where outcome = 'review'
      union all select 'contact', count(*), min(created_at) from contact_messages
      union all select 'affiliates', count(*), min(created_at) from league_applications where status = 'pending'
      union all select 'provisioning', count(*), min(created_at) from jobs where kind = 'provision' and done_at is null and failed_at is null`,
  );
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (DAYS - 1) * DAY_MS).toISOString();
  const daily = await q<{ day: string; registrations: number; paid: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day,
      (select count(*) from users where created_at >= d and created_at < d + interval '1 day') as registrations,
      (select count(*) from orders where pay_time >= d and pay_time < d + interval '1 day') as paid
      from generate_series(${start}::timestamptz at time zone 'UTC', ${now.toISOString()}::timestamptz at time zone 'UTC', interval '1 day') as d
      order by d`,
  );
  return {
    registrations: Number(counts?.registrations ?? 0),
    ordersPaid: Number(counts?.paid ?? 0),
    sitesLive: Number(counts?.live ?? 0),
    money: money.map((m) => ({
      currency: m.currency,
      amount: formatMicro(Number(m.micro), m.currency === 'USDT' ? 6 : 2),
    })),
    queues: queues.map((r) => ({
      name: r.name as 'review' | 'contact' | 'affiliates' | 'provisioning',
      count: Number(r.count),
      oldestAt: r.oldest ? new Date(r.oldest).toISOString() : null,
    })),
    daily: daily.map((d) => ({ day: d.day, registrations: Number(d.registrations), ordersPaid: Number(d.paid) })),
  };
}
