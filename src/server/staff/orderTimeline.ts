import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import { formatMicro, formatMinor } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { provisionKey } from '../jobs/keys.ts';

/** One thing that happened to an order, in time order. */
export interface TimelineEntry {
  at: string;
  kind: 'status' | 'payment' | 'money' | 'job' | 'mail' | 'staff';
  /** What happened, in the data's own words (a status number, a provider's reference, a job kind). */
  what: string;
  detail: string | null;
}

/**
 * An order's timeline for support: its status changes (with their reasons), payments started,
 * money received, its provisioning and invoice jobs, the mail sent about it, and what staff did
 * to it or its sites. Read from the rows each of those already keeps.
 */
export async function orderTimeline(db: Db, orderId: number) {
  const [order] = rowsOf<{
    id: number;
    order_no: string;
    status: number;
    user_id: number;
    amount_minor: number;
    currency: string;
    created_at: string;
  }>(
    await db.execute(
      sql`select id, order_no, status, user_id, amount_minor, currency, created_at from orders where id = ${orderId}`,
    ),
  );
  if (!order) throw new AppError('not_found');
  const entries = rowsOf<{ at: string; kind: TimelineEntry['kind']; what: string; detail: string | null }>(
    await db.execute(sql`
      select created_at as at, 'status' as kind, from_status || ' → ' || to_status as what, reason as detail
        from order_events where order_id = ${orderId}
      union all select created_at, 'payment', method || ' ' || status, id from payments where order_id = ${orderId}
      union all select received_at, 'money', provider || ' ' || reference, currency || ' ' || amount_micro from receipts where order_id = ${orderId}
      union all select coalesce(done_at, failed_at, run_at), 'job', kind || case when done_at is not null then ' done' when failed_at is not null then ' failed' else ' due' end, last_error
        from jobs where dedupe_key = ${provisionKey(orderId)}
          or dedupe_key in (select 'invoice_pdf:' || id from invoices where order_id = ${orderId})
      union all select coalesce(sent_at, created_at), 'mail', kind || ' ' || status, to_address
        from mail_messages where data->>'orderNo' = ${order.order_no}
      union all select at, 'staff', action, staff_email || coalesce(': ' || reason, '')
        from staff_audit where target = ${`order:${orderId}`}
          or target in (select 'site:' || id from sites where order_id = ${orderId})
      order by 1`),
  );
  return {
    id: order.id,
    orderNo: order.order_no,
    status: Number(order.status),
    userId: Number(order.user_id),
    amount: formatMinor(Number(order.amount_minor)),
    currency: order.currency,
    entries: entries.map((e) => ({
      at: new Date(e.at).toISOString(),
      kind: e.kind,
      what: e.what,
      // Money is kept in millionths: shown as an amount.
      detail:
        e.kind === 'money' && e.detail
          ? e.detail.replace(/ (\d+)$/, (_, m: string) => ` ${formatMicro(Number(m), 6)}`)
          : e.detail,
    })),
  };
}
