import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { ANSWER_SERVER_OPTIONS } from '../../src/server/http/answerHeaders.ts';

/** The app served on a free loopback port, as the real server serves it (Node's own response). */
export async function overHttp(app: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: ANSWER_SERVER_OPTIONS });
  await new Promise((r) => server.once('listening', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}
