// The yardstick of bench/fixedCost.ts: a bare Hono app on @hono/node-server, same Node, answering
// /api/health's JSON with nothing in front of it. Prints `listening <port>` when it is up.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/api/health', (c) => c.json({ code: 0, msg: 'ok', data: { status: 'ok' } }));
const server = serve({ fetch: app.fetch, port: Number(process.env['PORT'] ?? 0), hostname: '127.0.0.1' }, (info) =>
  console.log(`listening ${info.port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
