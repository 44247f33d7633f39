import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { responseKey } from './catalogCache.ts';
import { type Encoding, type KeptBody, keepBody, readyBody, servedBody, servedJson } from './compression.ts';
import type { AppEnv, Deps } from './context.ts';

/**
 * A merchant's recent account reads (user/info, cart/list, order/list), kept per process so
 * that reading them again costs no query. They stay right:
 * - a change to what they show, by any process or tool, is announced on `account_changed`
 *   with the merchant's id (row triggers, migration 0007) and forgets that merchant's reads;
 * - a catalogue change (names, validity) forgets every read;
 * - any write request this process answers forgets its merchant's reads before the answer
 *   leaves, so a merchant never reads past their own write, even before the announcement;
 * - while the process cannot hear announcements it keeps nothing;
 * - a read is kept at most `ttl` ms, and never past the moment its content changes by the
 *   clock alone (a route says when, e.g. the next pending order's expiry).
 */
const TTL_MS = 10_000;
const MAX_MERCHANTS = 10_000;

interface Entry {
  kept: KeptBody;
  until: number;
}

interface State {
  listening: boolean;
  byUser: Map<number, Map<string, Entry>>;
  /** Moves on every forgetting: a read that ran across one may hold the old data, so it is not kept. */
  epoch: number;
}

const states = new WeakMap<object, State>();

function stateFor(deps: Pick<Deps, 'db' | 'listen'>): State {
  const known = states.get(deps.db);
  if (known) return known;
  const state: State = { listening: false, byUser: new Map(), epoch: 0 };
  states.set(deps.db, state);
  const reset = (listening: boolean) => {
    state.listening = listening;
    forget(state);
  };
  deps.listen('account_changed', {
    message: (payload) => forget(state, Number(payload)),
    ready: () => reset(true),
    lost: () => reset(false),
  });
  // Names and cart validity come from the catalogue.
  deps.listen('catalog_version', { message: () => forget(state), ready: () => undefined, lost: () => undefined });
  return state;
}

function forget(state: State, userId?: number): void {
  state.epoch++;
  if (userId === undefined) state.byUser.clear();
  else state.byUser.delete(userId);
}

const JSON_TYPE = 'application/json; charset=UTF-8';
/** The headers of a kept answer by its encoding, made once: every hit sends the same. */
const KEPT_HEADERS: Record<Encoding | '', Record<string, string>> = {
  '': { 'Content-Type': JSON_TYPE },
  br: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' },
  gzip: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' },
};
const keptAnswer = ({ bytes, encoding }: { bytes: Buffer; encoding: Encoding | null }) =>
  servedJson(bytes, KEPT_HEADERS[encoding ?? '']);

/** Serves and keeps GET answers of a signed-in merchant; must run after requireAuth. */
export function accountCache(deps: Pick<Deps, 'db' | 'listen' | 'now'>) {
  const state = stateFor(deps);
  /** A read not kept (or kept too long): the route runs, and its answer is kept. */
  async function readThrough(c: Context<AppEnv>, next: Next, userId: number, key: string, now: number) {
    const epoch = state.epoch;
    await next();
    if (c.res.status !== 200 || !state.listening || state.epoch !== epoch) return;
    const fresh = c.get('freshUntil');
    if (fresh === null) return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    let entries = state.byUser.get(userId);
    if (!entries) {
      if (state.byUser.size >= MAX_MERCHANTS) state.byUser.delete(state.byUser.keys().next().value as number);
      entries = new Map();
      state.byUser.set(userId, entries);
    }
    entries.set(key, { kept: keepBody(body), until: Math.min(now + TTL_MS, fresh ?? Number.POSITIVE_INFINITY) });
  }

  return createMiddleware<AppEnv>((c, next) => {
    const user = c.get('user');
    if (c.req.method !== 'GET' || !user || !state.listening) return next();
    const key = responseKey(c);
    const now = deps.now().getTime();
    const hit = state.byUser.get(user.id)?.get(key);
    if (!hit || hit.until <= now) return readThrough(c, next, user.id, key, now);
    // Compressed here, once per encoding, not by compressAnswer on every hit; the usual hit, its
    // body ready for this client, is answered without waiting on anything.
    const accept = c.req.header('accept-encoding');
    const ready = readyBody(hit.kept, accept);
    return (ready ? keptAnswer(ready) : servedBody(hit.kept, accept).then(keptAnswer)) as Promise<Response>;
  });
}

/** App-wide: a write this process answers forgets the reads it may have changed. */
export function forgetOnWrite(deps: Pick<Deps, 'db' | 'listen'>) {
  const state = stateFor(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    await next();
    const user = c.get('user');
    // A write without a merchant (a provider's event, a sandbox button) may touch anyone's.
    forget(state, user?.id);
  });
}
