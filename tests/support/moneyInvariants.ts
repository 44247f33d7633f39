import type pg from 'pg';
import { expect } from 'vitest';

/**
 * What must hold in the whole database however a process died: every stored event applied,
 * every payment's money accounted for (on its order or credited), balances equal to their
 * ledger, status and money in agreement, a live checkout site per provisioned order and no
 * more sites than its package.
 * `settled`: provisioning has had its chance, so no order may still wait in status 1.
 */
export async function assertMoneyInvariants(sql: pg.Client, opts: { settled: boolean }) {
  const rows = async (q: string) => (await sql.query(q)).rows;

  // Events: stored in the transaction that applies them, so never left half-done.
  expect(
    await rows(`select id, outcome from payment_events where outcome not in ('applied', 'unmatched', 'ignored')`),
  ).toEqual([]);
  // A card payment holds exactly the money of its applied events.
  expect(
    await rows(`
      select p.id, p.paid_minor, coalesce(sum(round((e.body->'data'->>'amount')::numeric * 100)), 0)::int as events
      from payments p left join payment_events e on e.payment_id = p.id and e.outcome = 'applied'
        and e.type = 'payment.succeeded'
      where p.method = 'sandbox' group by p.id
      having p.paid_minor <> coalesce(sum(round((e.body->'data'->>'amount')::numeric * 100)), 0)`),
  ).toEqual([]);
  // A balance payment exists if and only if its one debit line does.
  expect(
    await rows(`
      select p.id, p.status, p.paid_minor, l.n, l.total from payments p
      full join (select payment_id, count(*)::int as n, sum(amount_minor)::int as total from ledger
                 where kind = 'order_payment' group by payment_id) l on l.payment_id = p.id
      where (p.method = 'balance' or l.payment_id is not null)
        and (p.id is null or l.n is distinct from 1 or p.status <> 'succeeded' or l.total <> -p.paid_minor)`),
  ).toEqual([]);
  // A top-up holds exactly what its applied transfers brought, and its ledger lines say so.
  expect(
    await rows(`
      select d.id from deposits d
      left join (select deposit_id, sum(round((body->'data'->>'amount')::numeric * 100))::int as s
                 from payment_events where outcome = 'applied' group by deposit_id) e on e.deposit_id = d.id
      left join (select deposit_id, sum(amount_minor)::int as s from ledger where kind = 'deposit'
                 group by deposit_id) l on l.deposit_id = d.id
      where d.received_minor <> coalesce(e.s, 0) or d.received_minor <> coalesce(l.s, 0)`),
  ).toEqual([]);
  // Balances move only with a ledger line, and never below zero.
  expect(
    await rows(`
      select u.id, b.balance_minor, l.s from users u
      left join balances b on b.user_id = u.id
      left join (select user_id, sum(amount_minor)::bigint as s from ledger group by user_id) l on l.user_id = u.id
      where coalesce(b.balance_minor, 0) <> coalesce(l.s, 0) or coalesce(b.balance_minor, 0) < 0`),
  ).toEqual([]);
  // Money paid for an order is on the order or credited back (surplus, late): none vanishes.
  expect(
    await rows(`
      select o.id, o.paid_minor, p.s as paid, c.s as credited from orders o
      left join (select order_id, sum(paid_minor)::int as s from payments group by order_id) p on p.order_id = o.id
      left join (select order_id, sum(amount_minor)::int as s from ledger where kind = 'credit'
                 group by order_id) c on c.order_id = o.id
      where o.paid_minor + coalesce(c.s, 0) <> coalesce(p.s, 0)`),
  ).toEqual([]);
  // Status agrees with money; every move has its reason row, the last one naming the status.
  expect(
    await rows(`
      select id, status, paid_minor, amount_minor from orders
      where (status in (1, 2)) <> (paid_minor >= amount_minor) or paid_minor > amount_minor
         or (status = 0 and expires_at < now() - interval '15 seconds')`),
  ).toEqual([]);
  expect(
    await rows(`
      select o.id, o.status, e.to_status from orders o
      left join lateral (select to_status from order_events where order_id = o.id order by id desc limit 1) e on true
      where (o.status = 0 and e.to_status is not null) or (o.status <> 0 and e.to_status is distinct from o.status)`),
  ).toEqual([]);
  // Slot 1 of a provisioned order is live; no order has more sites than its package, or a
  // slot past it; no site for an order that is not paid.
  expect(
    await rows(`
      select o.id, o.status, count(s.id)::int as sites from orders o
      left join sites s on s.order_id = o.id group by o.id
      having (o.status = 2 and count(s.id) filter (where s.slot_no = 1 and s.status = 'live') <> 1)
          or (o.status not in (1, 2) and count(s.id) > 0)
          or count(s.id) > (o.package_snapshot->>'sites')::int
          or count(s.id) filter (where s.slot_no > (o.package_snapshot->>'sites')::int) > 0`),
  ).toEqual([]);
  if (opts.settled) {
    expect(await rows('select id from orders where status = 1')).toEqual([]);
    expect(await rows('select id, last_error from jobs where failed_at is not null')).toEqual([]);
  }
  const [counts] = await rows(`
    select (select count(*) from payment_events)::int as events, (select count(*) from payments)::int as payments,
           (select count(*) from orders where status = 2)::int as provisioned,
           (select count(*) from orders where status = 0)::int as pending,
           (select count(*) from orders where status = 4)::int as expired, (select count(*) from ledger)::int as ledger`);
  return counts as Record<string, number>;
}
