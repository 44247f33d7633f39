import type pgModule from 'pg';

type Handlers = { message(payload: string): void; ready(): void; lost(): void };

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * One PostgreSQL connection per process for `LISTEN`, outside the pool (a pooled connection
 * is handed to other queries). It reconnects by itself after a restart or failover, with
 * backoff, and tells every subscriber when it is lost and back.
 */
export function notificationListener(pg: typeof pgModule, url: string) {
  const subscribers = new Map<string, Handlers[]>();
  let client: pgModule.Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let connecting = false;

  const lost = () => {
    if (!client) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    client = null;
    for (const list of subscribers.values()) for (const h of list) h.lost();
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    if (closed || client || connecting || !subscribers.size) return;
    connecting = true;
    try {
      await open();
    } finally {
      connecting = false;
    }
  };

  const open = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => {
      if (client === c) lost();
    });
    c.on('end', () => {
      if (client === c) lost();
    });
    c.on('notification', (n) => {
      for (const h of subscribers.get(n.channel) ?? []) h.message(n.payload ?? '');
    });
    try {
      await c.connect();
      // A live iteration: channels subscribed while this awaits are listened to as well.
      for (const channel of subscribers.keys()) await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      c.removeAllListeners();
      c.on('error', () => undefined);
      void c.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      void c.end().catch(() => undefined);
      return;
    }
    client = c;
    retryMs = RETRY_FIRST_MS;
    for (const list of subscribers.values()) for (const h of list) h.ready();
  };

  return {
    add(channel: string, on: Handlers) {
      const list = subscribers.get(channel);
      if (list) list.push(on);
      else subscribers.set(channel, [on]);
      if (client) {
        // Already connected: listen on the new channel too, then it is ready.
        void client.query(`LISTEN "${channel.replace(/"/g, '""')}"`).then(on.ready, () => lost());
      } else void connect();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
