import { expect } from 'vitest';

/** Runs SQL and returns its rows: a pg.Client's query, or a test app's database (queryRows). */
export type Rows = (q: string) => Promise<Record<string, unknown>[]>;

/**
 * What must hold in the whole database however a process died: every stored event settled,
 * every receipt's money accounted for (on its order, credited, or a carried residue), balances
 * equal to their ledger, withdrawal holds equal to the open withdrawals, closed orders holding no money, status and money in agreement, a live
 * checkout site per provisioned order and no more sites than its package.
 * `settled`: provisioning has had its chance, so no order may still wait in status 1.
 */
export async function assertMoneyInvariants(rows: Rows, opts: { settled: boolean }) {
  const none = async (q: string) => expect(await rows(q)).toEqual([]);

  // Events: stored in the transaction that applies them, so never left half-done; review says
  // why, and so does a held event staff resolved — which has its one resolution, and only it.
  await none(`select id, outcome from payment_events
              where outcome not in ('applied', 'duplicate_money', 'review', 'resolved')
                 or (outcome in ('review', 'resolved')) <> (reason is not null)`);
  await none(`select e.id, e.outcome from payment_events e
              left join payment_event_resolutions r on r.provider = e.provider and r.event_id = e.id
              where (e.outcome = 'resolved') <> (r.event_id is not null)`);
  // A receipt's money went somewhere: cents (rounded down) to the order or the balance, the rest carried.
  await none(`select id from receipts
              where (applied_minor + credited_minor) * 10000 + residue_micro <> amount_micro
                 or residue_micro < 0 or residue_micro >= 10000`);
  // A provider payment holds exactly the money of its receipts.
  await none(`select p.id from payments p
              left join (select payment_id, sum(applied_minor + credited_minor) as s from receipts group by payment_id) r
                on r.payment_id = p.id
              where p.method <> 'balance' and p.paid_minor <> coalesce(r.s, 0)`);
  // A balance payment exists if and only if its one debit line does.
  await none(`select p.id from payments p
              full join (select payment_id, count(*) as n, sum(amount_minor) as total from ledger
                         where kind = 'order_payment' group by payment_id) l on l.payment_id = p.id
              where (p.method = 'balance' or l.payment_id is not null)
                and (p.id is null or l.n <> 1 or p.status <> 'succeeded' or l.total <> -p.paid_minor)`);
  // A top-up holds what its receipts brought, and its ledger lines say so.
  await none(`select d.id from deposits d
              left join (select deposit_id, sum(credited_minor) as s from receipts group by deposit_id) r on r.deposit_id = d.id
              left join (select deposit_id, sum(amount_minor) as s from ledger where kind = 'deposit'
                         group by deposit_id) l on l.deposit_id = d.id
              where d.received_minor <> coalesce(r.s, 0) or d.received_minor <> coalesce(l.s, 0)`);
  // Balances move only with a ledger line, and never below zero; residues below a cent are carried.
  await none(`select u.id from users u
              left join balances b on b.user_id = u.id
              left join (select user_id, sum(amount_minor) as s from ledger group by user_id) l on l.user_id = u.id
              where coalesce(b.balance_minor, 0) <> coalesce(l.s, 0) or coalesce(b.balance_minor, 0) < 0
                 or coalesce(b.fraction_micro, 0) < 0 or coalesce(b.fraction_micro, 0) >= 10000`);
  await none(`select u.id from users u
              left join balances b on b.user_id = u.id
              left join (select user_id, sum(residue_micro) as s from receipts group by user_id) r on r.user_id = u.id
              left join (select user_id, sum(amount_minor) as s from ledger where reason = 'fractions'
                         group by user_id) f on f.user_id = u.id
              where coalesce(r.s, 0) <> coalesce(b.fraction_micro, 0) + 10000 * coalesce(f.s, 0)`);
  // An order holds what paid it; every credit naming it is a receipt's surplus or late money, or
  // what it held when it closed. A closed order (3, 4, 5) holds nothing: all of it was credited.
  await none(`select o.id from orders o
              left join (select order_id, sum(applied_minor) as a, sum(credited_minor) as c from receipts
                         group by order_id) r on r.order_id = o.id
              left join (select order_id, sum(paid_minor) as s from payments where method = 'balance'
                         group by order_id) b on b.order_id = o.id
              left join (select order_id, sum(amount_minor) as s from ledger where kind = 'credit'
                         group by order_id) c on c.order_id = o.id
              where o.paid_minor <> coalesce(r.a, 0) + coalesce(b.s, 0)
                 or coalesce(c.s, 0) <> coalesce(r.c, 0) + o.credited_minor
                 or (o.status in (3, 4, 5) and o.credited_minor <> o.paid_minor)
                 or (o.status not in (3, 4, 5) and o.credited_minor <> 0)`);
  // Status agrees with money; every move has its reason row, the last one naming the status.
  await none(`select id from orders
              where (status in (1, 2)) <> (paid_minor >= amount_minor) or paid_minor > amount_minor
                 or (status = 0 and expires_at < now() - interval '15 seconds')`);
  await none(`select o.id from orders o
              left join lateral (select to_status from order_events where order_id = o.id order by id desc limit 1) e on true
              where (o.status = 0 and e.to_status is not null) or (o.status <> 0 and e.to_status is distinct from o.status)`);
  // Slot 1 of a provisioned order is live; no order has more sites than its package, or a
  // slot past it; no site for an order that is not paid.
  await none(`select o.id from orders o left join sites s on s.order_id = o.id where o.kind = 'purchase' group by o.id
              having (o.status = 2 and count(s.id) filter (where s.slot_no = 1 and s.status = 'live') <> 1)
                  or (o.status not in (1, 2) and count(s.id) > 0)
                  or count(s.id) > (o.package_snapshot->>'sites')::int
                  or count(s.id) filter (where s.slot_no > (o.package_snapshot->>'sites')::int) > 0`);
  // A renewal (sites/terms/renewals.ts) makes no site; it is completed exactly when each of its
  // sites was applied once, and each applied site has the one term event of that order.
  await none(`select o.id from orders o join order_renewals r on r.order_id = o.id
              left join (select order_id, site_id, count(*) as n from site_term_events where order_id is not null
                         group by order_id, site_id) e on e.order_id = o.id and e.site_id = r.site_id
              where o.kind <> 'renewal' or (o.status = 2) <> (r.applied_at is not null)
                 or (r.applied_at is not null and coalesce(e.n, 0) > 1)`);
  await none(
    `select o.id from orders o left join sites s on s.order_id = o.id where o.kind = 'renewal' and s.id is not null`,
  );
  // Withdrawals (withdrawals/holds.ts): each has one hold line of its amount and fee; the released
  // ones (cancelled, rejected, failed) exactly one release line giving it back, the confirmed ones
  // exactly one final line, the open ones neither — so held money is always the open withdrawals'.
  await none(`select w.id, w.status from withdrawals w
              left join (select (meta->>'withdrawalId')::int as wid,
                                count(*) filter (where kind = 'withdrawal_hold') as holds,
                                coalesce(sum(amount_minor) filter (where kind = 'withdrawal_hold'), 0) as held,
                                count(*) filter (where kind = 'withdrawal_release') as releases,
                                coalesce(sum(amount_minor) filter (where kind = 'withdrawal_release'), 0) as released,
                                count(*) filter (where kind = 'withdrawal') as settled,
                                coalesce(sum(amount_minor) filter (where kind = 'withdrawal'), 0) as settled_amount
                         from ledger where kind in ('withdrawal_hold', 'withdrawal_release', 'withdrawal')
                         group by 1) l on l.wid = w.id
              where l.wid is null or l.holds <> 1 or l.held <> -(w.amount_minor + w.fee_minor)
                 or l.releases > 1 or (w.status in ('cancelled', 'rejected', 'failed')) <> (l.releases = 1)
                 or l.released <> l.releases * (w.amount_minor + w.fee_minor)
                 or l.settled > 1 or (w.status = 'confirmed') <> (l.settled = 1) or l.settled_amount <> 0`);
  await none(`select l.id from ledger l left join withdrawals w on w.id = (l.meta->>'withdrawalId')::int
              where l.kind in ('withdrawal_hold', 'withdrawal_release', 'withdrawal')
                and (w.id is null or w.user_id <> l.user_id)`);
  // A withdrawal's status is the last step of its history.
  await none(`select w.id from withdrawals w
              left join lateral (select to_status from withdrawal_history where withdrawal_id = w.id order by id desc limit 1) h on true
              where h.to_status is distinct from w.status`);
  if (opts.settled) {
    await none('select id from orders where status = 1');
    await none('select id, last_error from jobs where failed_at is not null');
  }
  const [counts] = await rows(`
    select (select count(*) from payment_events)::int as events, (select count(*) from payments)::int as payments,
           (select count(*) from orders where status = 2)::int as provisioned,
           (select count(*) from orders where status = 0)::int as pending,
           (select count(*) from orders where status = 4)::int as expired, (select count(*) from ledger)::int as ledger`);
  return counts as Record<string, number>;
}
