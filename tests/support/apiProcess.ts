import { caughtBefore, verifyByMail } from './devMail.ts';
import { pressSandbox } from './sandboxPay.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './freePort.ts';
import { until } from './until.ts';

/** A real API process (`src/server/main.ts`) for fault tests: its log, kill -9 and restart. */
export interface ApiProcess {
  base: string;
  port: number;
  pid: number;
  /** Everything the process wrote (stdout and stderr: pino writes JSON lines to stdout). */
  log(): string;
  ready(ms?: number): Promise<void>;
  kill9(): Promise<void>;
  /** SIGTERM and wait for the clean shutdown. */
  stop(): Promise<void>;
  exited(): boolean;
}

export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const p = port ?? (await freePort());
  const base = `http://127.0.0.1:${p}`;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_IP: '10000',
      RATE_LIMIT_LOGIN_IP: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    // A log storm must fail the line-count assertions, not exhaust the test's memory.
    if (out.length < 20_000_000) out += d;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    base,
    port: p,
    pid: child.pid!,
    log: () => out,
    exited,
    ready: (ms = 45_000) =>
      until(
        async () => {
          if (exited()) throw new Error(`the API process exited:\n${out.slice(-3000)}`);
          return (await fetch(`${base}/api/health/ready`)).ok ? true : undefined;
        },
        ms,
        `the API on ${base} to be ready`,
      ).then(() => undefined),
    kill9: async () => {
      if (!exited()) child.kill('SIGKILL');
      await gone;
    },
    stop: async () => {
      if (!exited()) child.kill('SIGTERM');
      await gone;
    },
  };
}

export interface Answer {
  status: number;
  json: { code?: number; error?: string; msg?: string; data?: any } | null;
  text: string;
  headers: Headers;
}

/**
 * The JSON API of one process. `seen` hears every answer (status 0 for no answer at all);
 * a connection that fails is thrown after that, and the test decides what it means.
 */
export function apiClient(base: string, seen?: (path: string, a: Answer | null, err?: unknown) => void) {
  const call = async (
    method: string,
    path: string,
    opts: { body?: unknown; form?: Record<string, string>; token?: string | undefined } = {},
  ): Promise<Answer> => {
    try {
      // A press on the sandbox card page goes as a browser's: through its one-time link first.
      if (opts.form && path.startsWith('/pay/sandbox/')) {
        const r = await pressSandbox(base, path, opts.form['action']);
        const text = await r.text();
        const a = { status: r.status, json: parsed(text), text, headers: r.headers };
        seen?.(path, a);
        return a;
      }
      const r = await fetch(base + path, {
        method,
        redirect: 'manual',
        headers: {
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
        ...(opts.form ? { body: new URLSearchParams(opts.form) } : {}),
      });
      const text = await r.text();
      const a = { status: r.status, json: parsed(text), text, headers: r.headers };
      seen?.(path, a);
      return a;
    } catch (err) {
      seen?.(path, null, err);
      throw err;
    }
  };
  return Object.assign(call, { base });
}

export type Api = ReturnType<typeof apiClient>;

function parsed(text: string): Answer['json'] {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Registers a merchant and returns its bearer token. The address is proved with the code the
 * server mailed to its development inbox (paying needs it) unless `verify` is false.
 */
export async function register(api: Api, account: string, { verify = true } = {}): Promise<string> {
  const email = `${account}@example.com`;
  const old = verify ? await caughtBefore(api.base, email) : undefined;
  const r = await api('POST', '/api/login/register', { body: { account, password: 'secret123', email } });
  if (r.status !== 200) throw new Error(`register ${account}: ${r.status} ${r.text}`);
  const token = r.json!.data.accessToken as string;
  if (verify) await verifyByMail(api.base, token, email, old);
  return token;
}

/** What a cart item needs from the catalogue (market 2's first package and template). */
export async function catalogueChoice(api: Api): Promise<{ packageId: number; templateId: number }> {
  const pkgs = await api('GET', '/api/opening-station/package-list?countriesId=2');
  const tpls = await api('GET', '/api/cart/template-list?countriesId=2&pageSize=1');
  return { packageId: pkgs.json!.data[0].id, templateId: tpls.json!.data.list[0].id };
}

/**
 * One checkout step after another: cart item, order, payment (sandbox: the hosted page's
 * Pay button, which makes the server deliver the signed event to itself; balance: settled at
 * once). Stops at the first refused step; `orderId` is set once order/create answered 200
 * and `paid` once the last step did.
 */
export async function checkout(
  api: Api,
  token: string,
  choice: { packageId: number; templateId: number },
  siteName: string,
  method: 'sandbox' | 'balance',
  done: { orderId?: number; paid?: boolean } = {},
): Promise<{ orderId?: number; paid?: boolean }> {
  const item = await api('POST', '/api/cart/create', {
    token,
    body: { countriesId: 2, ...choice, siteName, color1: '#111111', color2: '#f5b301', color3: '#e63946' },
  });
  if (item.status !== 200) return done;
  const order = await api('POST', '/api/order/create', {
    token,
    body: { id: item.json!.data.id, account: 'ops1234', password: 'pass1234' },
  });
  if (order.status !== 200) return done;
  done.orderId = order.json!.data.id as number;
  const pay = await api('POST', '/api/pay/unified-ordering', { token, body: { orderId: done.orderId, method } });
  if (pay.status !== 200) return done;
  if (method === 'sandbox') {
    const click = await api('POST', pay.json!.data.payUrl, { form: { action: 'pay' } });
    if (click.status !== 303) return done;
  }
  done.paid = true;
  return done;
}
