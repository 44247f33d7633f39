import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Process configuration, parsed once at start-up; bad values stop the process with a clear message. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  DIST_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: bool.default(true),
  /** Serve dist/ from this process (off when a CDN serves it). */
  SERVE_STATIC: bool.default(true),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_LOGIN_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_IP: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_REGISTER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_FORM_IP: z.coerce.number().int().positive().default(10),
  SESSION_IDLE_DAYS: z.coerce.number().int().positive().default(30),
  /** An unpaid order times out after this many minutes. */
  ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** Affiliate commission in basis points of each attributed paid order (2000 = 20 %; staff/affiliateStatements.ts). */
  AFFILIATE_COMMISSION_BP: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** Withdrawals (src/server/withdrawals/, docs/withdrawals.md): amounts in USDT minor units (cents). */
  WITHDRAW_MIN_MINOR: z.coerce.number().int().min(1).max(1e12).default(1_000),
  /** The most a merchant may request in any 24 hours, and in any 7 days (requests not cancelled, rejected or failed). */
  WITHDRAW_DAILY_MINOR: z.coerce.number().int().min(1).max(1e13).default(1_000_000),
  WITHDRAW_WEEKLY_MINOR: z.coerce.number().int().min(1).max(1e13).default(5_000_000),
  /** The fee per network, held with the amount and kept by the platform (the address receives the amount). */
  WITHDRAW_FEE_TRC20_MINOR: z.coerce.number().int().min(0).max(1e9).default(100),
  WITHDRAW_FEE_ERC20_MINOR: z.coerce.number().int().min(0).max(1e9).default(500),
  /** From this amount on, a second finance approval by another person is required. */
  WITHDRAW_SECOND_APPROVAL_MINOR: z.coerce.number().int().min(1).max(1e13).default(100_000),
  /** Hours a confirmed address waits before it can receive money. */
  WITHDRAW_COOLING_HOURS: z.coerce.number().min(0).max(720).default(24),
  /**
   * The platform's Ed25519 key that signs exported batches: PKCS#8 PEM (`\n` for newlines) or
   * its DER in base64. Unset: generated once per installation, except in production.
   */
  WITHDRAW_EXPORT_KEY: z.string().min(40).max(4000).optional(),
  /** The signer's results are signed with this (`whsec_<base64>`); generated once per installation when unset. */
  WITHDRAW_NOTIFY_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/)
    .optional(),
  /** Where browsers reach this server (links in generated sites, the sandbox's return). */
  PUBLIC_URL: z.url().optional(),
  /** Base of generated sites' addresses; default `${PUBLIC_URL}/s` (path-based on this server). */
  SITES_BASE_URL: z.url().optional(),
  /**
   * The host operators point their own domains' CNAME at (the edge that runs Caddy);
   * default: the host of SITES_BASE_URL, else of PUBLIC_URL (domains/platform.ts).
   */
  SITE_CNAME_TARGET: z
    .string()
    .max(253)
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/)
    .optional(),
  /** Webhook secrets `whsec_<base64>`; generated once per installation when unset. */
  PAY_SANDBOX_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/)
    .optional(),
  PAY_USDT_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/)
    .optional(),
  /** BIP32 extended public key for USDT addresses; unset = test mode with a per-installation key. */
  USDT_XPUB: z
    .string()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/)
    .optional(),
  /**
   * Test money, for every provider at once: the sandbox card and USDT's test mode (a
   * per-installation key and "Simulate transfer"). Unset: see testMoney.
   */
  PAY_TEST_MONEY: bool.optional(),
  /**
   * Without SMTP_URL, keep e-mail in an in-process catcher shown at /dev/mail. Unset: see
   * mailCapture (on outside production and on the embedded `npm start` installation).
   */
  MAIL_CAPTURE: bool.optional(),
  /** Run the background worker (provisioning, expiry sweep, watchdog) for this process. */
  JOBS: bool.default(true),
  /** Where that worker runs: see workerIn. Unset: a child process on PostgreSQL, in this one on PGlite. */
  WORKER: z.enum(['inline', 'process']).optional(),
  /**
   * Worker processes beside one web process (WORKER=process): jobs are mostly CPU (rendering
   * sites, printing invoices, composing mail), and each process has one thread for it.
   */
  /**
   * A worker process launches the invoice renderer (Chromium) when it starts and keeps it open.
   * Unset: in production.
   */
  RENDERER_WARM: bool.optional(),
  WORKER_PROCESSES: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * This process's identity as a job worker, stable across its restarts (default: host name and
   * port), so a restarted process takes back the jobs it held at once. Unique per live process.
   */
  WORKER_ID: z.string().min(1).max(200).optional(),
  /** The seller every invoice names (frozen into each invoice when it is issued). */
  SELLER_NAME: z.string().trim().min(1).max(200).default('Unicorn Site Builder Ltd. (demo)'),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default('1 Demo Street, 10115 Berlin'),
  SELLER_TAX_ID: z.string().trim().min(1).max(50).default('DE000000000'),
  /** ISO 3166-1 alpha-2: decides whether a business buyer elsewhere gets the reverse-charge note. */
  SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .default('DE'),
  /** The Chromium that renders invoice PDFs; default Debian's, else the one @sparticuz/chromium ships. */
  CHROMIUM_PATH: z.string().min(1).optional(),
  /**
   * Browser tests only: own-domain checks ask an in-memory DNS that `POST /__e2e/dns` fills
   * (routes/testDns.ts). Refused unless NODE_ENV=test, so production can never have it.
   */
  FAKE_DNS: bool.default(false),
  /** The browser tests' movable clock (POST /__e2e/clock); refused outside NODE_ENV=test. */
  TEST_CLOCK: bool.default(false),
  /**
   * Where e-mail goes out: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.
   * Unset: outside production an in-process catcher takes it (mail/devCatcher.ts); in production
   * nothing is sent and messages wait in the outbox (mail/setup.ts).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of every message: `name@domain` or `Name <name@domain>`; default `no-reply@<host of PUBLIC_URL>`. */
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/@[A-Za-z0-9.-]+\.?>?\s*$/, 'an address: name@domain or Name <name@domain>')
    .optional(),
  /** DKIM signing, when all three are set: the signing domain, the selector, the private key (PEM; `\n` for newlines). */
  DKIM_DOMAIN: z
    .string()
    .max(253)
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/)
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .max(63)
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/)
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  /** A real game aggregator's API (docs/games.md); unset: the fake aggregator shipped in the repo, in process. */
  GAMES_AGGREGATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Its API key, sent as `Authorization: Bearer …`. */
  GAMES_AGGREGATOR_KEY: z.string().min(8).max(500).optional(),
  /** Signs demo launch tokens (HMAC-SHA256), shared with the aggregator; generated once per installation when unset. */
  GAMES_LAUNCH_SECRET: z.string().min(16).max(500).optional(),
  /** The fake aggregator's catalogue revision (1: 12,600 games; each next one adds, changes and withdraws some). */
  GAMES_FAKE_REVISION: z.coerce.number().int().min(1).max(1000).default(1),
  /** The development catcher's port on 127.0.0.1 (another free one when it is taken). */
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(1025),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  // The old name must not be silently ignored: an operator who switched test money off with it would find it on.
  if (source['PAY_SANDBOX']) {
    throw new Error(
      "Invalid environment:\n  PAY_SANDBOX: renamed PAY_TEST_MONEY (it governs every provider's test money)",
    );
  }
  if (parsed.data.TEST_CLOCK && parsed.data.NODE_ENV !== 'test') {
    throw new Error('Invalid environment:\n  TEST_CLOCK: only for the browser tests (NODE_ENV=test)');
  }
  if (parsed.data.FAKE_DNS && parsed.data.NODE_ENV !== 'test') {
    throw new Error('Invalid environment:\n  FAKE_DNS: only for the browser tests (NODE_ENV=test)');
  }
  const dkim = [parsed.data.DKIM_DOMAIN, parsed.data.DKIM_SELECTOR, parsed.data.DKIM_PRIVATE_KEY];
  // Half a DKIM setting would send unsigned mail the operator believes signed.
  if (dkim.some(Boolean) && !dkim.every(Boolean)) {
    throw new Error('Invalid environment:\n  DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: set all three, or none');
  }
  return parsed.data;
}

/** The browser tests' movable clock is on: TEST_CLOCK, and only ever with NODE_ENV=test. */
export const testClockEnabled = (env: Env) => env.TEST_CLOCK && env.NODE_ENV === 'test';

/** The in-memory DNS of the browser tests is on: FAKE_DNS, and only ever with NODE_ENV=test. */
export const fakeDnsEnabled = (env: Env) => env.FAKE_DNS && env.NODE_ENV === 'test';

/**
 * Where the job worker runs. `process`: a child process of its own (worker/child.ts), so jobs
 * (provisioning, invoice PDFs, mail) have an event loop and a CPU share of their own instead of
 * waiting behind the requests of a burst — the default on PostgreSQL. `inline`: beside the
 * requests — PGlite is one process's database, and the browser tests' DNS lives in this process.
 */
export function workerIn(env: Env): 'inline' | 'process' {
  if (!env.DATABASE_URL || fakeDnsEnabled(env)) return 'inline';
  return env.WORKER ?? 'process';
}

/** Defaults for tests and tools that build an app without a process environment. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_STATIC: 'false' }), ...overrides };
}

/**
 * Whether test money runs, for every provider by this one rule: an explicit PAY_TEST_MONEY wins;
 * otherwise only outside production, or on the embedded database without a real USDT key (the
 * `npm start` demo installation). Where it is off, the sandbox card does not exist and USDT
 * runs only with a real USDT_XPUB (see orders/providers/index.ts).
 */
export function testMoney(env: Env): { on: boolean; why: string } {
  if (env.PAY_TEST_MONEY !== undefined) return { on: env.PAY_TEST_MONEY, why: 'PAY_TEST_MONEY' };
  if (env.NODE_ENV !== 'production') return { on: true, why: `NODE_ENV=${env.NODE_ENV}` };
  if (env.DATABASE_URL || env.USDT_XPUB) return { on: false, why: 'production (set PAY_TEST_MONEY=on to enable)' };
  return { on: true, why: 'embedded database (set PAY_TEST_MONEY=off to disable)' };
}

/**
 * Where e-mail goes when SMTP_URL is unset, by one rule like test money's: an explicit
 * MAIL_CAPTURE wins; otherwise outside production, and on the embedded database (the `npm start`
 * demo installation), into the catcher a developer reads at /dev/mail; in production on
 * PostgreSQL, nowhere: it stays queued and the start says so at error level.
 */
export function mailCapture(env: Env): { on: boolean; why: string } {
  if (env.MAIL_CAPTURE !== undefined) return { on: env.MAIL_CAPTURE, why: 'MAIL_CAPTURE' };
  if (env.NODE_ENV !== 'production') return { on: true, why: `NODE_ENV=${env.NODE_ENV}` };
  if (env.DATABASE_URL) return { on: false, why: 'production (set SMTP_URL)' };
  return { on: true, why: 'embedded database (set SMTP_URL, or MAIL_CAPTURE=off)' };
}
