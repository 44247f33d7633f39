// Receipts under load (issue 27): 200 orders completed at once on PostgreSQL, each mailed its
// receipt with the invoice PDF; the time from the order's completion (its pay time, the server's
// clock) to the SMTP server accepting that receipt (an in-process smtp-server, same machine clock).
import { type Caught, startSmtpCatcher } from '../tests/support/smtpCatcher.ts';
import { until } from '../tests/support/until.ts';
import { mailedCodeIn } from '../tests/support/devMail.ts';
import { onPostgres } from './apiPostgres.ts';
import { payOne } from './journey.ts';
import type { Row } from './row.ts';
import { apiClient, percentile } from './support.ts';

const ORDERS = 200;
const P99_BUDGET_MS = 5_000;

export async function benchReceiptsOnPostgres(port: number): Promise<Row[]> {
  const smtp = await startSmtpCatcher({ parse: 'lazy' });
  try {
    return await onPostgres(port, 'scripts/e2e-server.ts', (base) => benchReceipts(base, smtp), {
      // As `npm start` runs it: React's production build renders the sites and the mail, and the
      // job worker runs in a process of its own (NODE_ENV=test turns on the browser tests' DNS,
      // which keeps it inline); test money switched on by configuration, as production allows.
      NODE_ENV: process.env['BENCH_POSTGRES_NODE_ENV'] ?? 'production',
      PAY_TEST_MONEY: 'true',
      SMTP_URL: smtp.url,
    });
  } finally {
    await smtp.stop();
  }
}

async function benchReceipts(base: string, smtp: Awaited<ReturnType<typeof startSmtpCatcher>>): Promise<Row[]> {
  const api = apiClient(base);
  const pkg = (await api.get('/api/opening-station/package-list', { query: { countriesId: 1 } }))[0]!.id;
  const tpl = (await api.get('/api/cart/template-list', { query: { countriesId: 1, pageSize: 1 } })).list[0]!.id;
  // Each merchant proves its address with the code the SMTP server received (paying needs it).
  const codeOf = (email: string) =>
    until(
      async () => {
        for (const c of smtp.received) {
          const code = c.envelope.to.includes(email) ? mailedCodeIn((await c.parse()).subject) : undefined;
          if (code) return code;
        }
        return undefined;
      },
      120_000,
      `a code mailed to ${email}`,
    );
  // Every merchant registers, proves its address and checks out; then all 200 press Pay at the
  // same moment, so the orders complete together.
  let ready = 0;
  let allReady!: () => void;
  const gate = new Promise<void>((resolve) => {
    allReady = resolve;
  });
  const atGate = () => {
    if (++ready === ORDERS) allReady();
    return gate;
  };
  const paid = await Promise.all(
    Array.from({ length: ORDERS }, () => payOne(base, api, { pkg, tpl }, {}, codeOf, atGate)),
  );
  // Only a receipt carries an attachment: found without parsing (parsed after the measurement),
  // each message looked at once.
  const attached = new WeakMap<Caught, boolean>();
  const hasAttachment = (c: Caught) => {
    let has = attached.get(c);
    if (has === undefined) {
      has = /^Content-Disposition: attachment/im.test(c.raw.toString('latin1'));
      attached.set(c, has);
    }
    return has;
  };
  const receiptTo = (email: string) =>
    smtp.received.find((c) => c.accepted && c.envelope.to.includes(email) && hasAttachment(c));
  const t0 = performance.now();
  await until(
    async () => (paid.every((p) => receiptTo(p.email)) ? true : undefined),
    600_000,
    `${ORDERS} receipts at the SMTP server`,
  );
  const drained = (performance.now() - t0) / 1000;
  const timed = await Promise.all(
    paid.map(async (p) => {
      const order = await api.post('/api/order/info', { token: p.token, body: { id: p.orderId } });
      const paidAt = Date.parse(order.payTime!);
      return { paidAt, latency: receiptTo(p.email)!.at - paidAt };
    }),
  );
  const latencies = timed.map((x) => x.latency);
  const paidAts = timed.map((x) => x.paidAt);
  // The orders complete over a window while the other merchants still register and check out.
  const window = (Math.max(...paidAts) - Math.min(...paidAts)) / 1000;
  if (process.env['BENCH_TRACE']) {
    const first = Math.min(...paidAts);
    for (const x of timed.sort((a, b) => a.paidAt - b.paidAt).filter((_, i) => i % 10 === 0))
      console.log(`  paid +${x.paidAt - first} ms → receipt +${x.paidAt + x.latency - first} ms`);
  }
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  for (const p of paid) await receiptTo(p.email)!.parse();
  const pdfs = paid.filter(
    (p) => receiptTo(p.email)!.parsed.attachments[0]!.content.subarray(0, 5).toString() === '%PDF-',
  );
  return [
    {
      name: `${ORDERS} orders completed at once: completion → receipt accepted by SMTP`,
      value: `p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(p99)} ms (completed over ${window.toFixed(1)} s; all in ${drained.toFixed(1)} s after the last pay)`,
      budget: `p99 < ${P99_BUDGET_MS} ms`,
      ok: p99 < P99_BUDGET_MS,
    },
    {
      name: `${ORDERS} receipts with their invoice PDF attached`,
      value: `${pdfs.length}/${ORDERS}`,
      budget: 'every receipt',
      ok: pdfs.length === ORDERS,
    },
  ];
}
