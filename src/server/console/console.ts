import { graceEnds } from '../sites/terms/termRules.ts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { countries, sites } from '../db/schema/index.ts';
import { AppError, type IssueKey } from '../../shared/errors.ts';
import { catalogKey } from '../platform/i18n.ts';
import { GLOBAL_STATION } from '../../shared/catalogIds.ts';
import { OPS_PASSWORD_MAX_UNITS, opsPasswordField } from '../../shared/schemas/operations.ts';
import { HEX_COLOR } from '../../shared/templateArt.ts';
import type { ServiceCtx } from '../core/context.ts';
import { pick } from '../core/localized.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { afterPasswordCheck, beforePasswordCheck } from '../accounts/passwordThrottle.ts';
import { hit, type LimitsCtx } from '../core/rateLimit.ts';
import type { ConsoleOverview } from './views/console.ts';
import { openSession, revokeOpsSessions, type SiteRow } from '../sites/opsSessions.ts';

/**
 * The operations console of a generated site: its own accounts (one per site, the
 * operations account bought with the order) and its own sessions, apart from merchants'.
 */
export interface ConsoleCtx extends ServiceCtx, LimitsCtx {
  ip: string;
}

// Attempts per site and address per minute: a burst from one place. Password guessing is
// slowed per address and per account in passwordThrottle.ts.
const ipLimit = (n: number) => ({ bucket: 'ops-login-ip', limit: n, windowMs: 60_000 });

/** Longer input is never a real account or password; it must not become a counter key either. */
const MAX_ACCOUNT = 64;
const MAX_PASSWORD = OPS_PASSWORD_MAX_UNITS;

/** A live site by its address, or null: unknown, still provisioning, or failed all look the same. */
export async function liveSiteBySlug({ ctx, input }: { ctx: ServiceCtx; input: { slug: string } }) {
  const [row] = await ctx.db
    .select()
    .from(sites)
    .where(and(eq(sites.slug, input.slug), eq(sites.status, 'live')));
  return row ?? null;
}

/**
 * Checks an operations password of one site, counted as passwordThrottle.ts explains (429 when
 * this address must wait, even when right). A wrong account costs the same Argon2 time as a
 * wrong password.
 */
async function checkOpsPassword(ctx: ConsoleCtx, site: SiteRow, account: string, password: string): Promise<boolean> {
  const attempt = {
    kind: 'ops' as const,
    scope: String(site.id),
    passwordHash: site.opsPasswordHash,
    account,
    ip: ctx.ip,
  };
  await beforePasswordCheck(ctx, attempt);
  const accountOk = account.toLowerCase() === site.opsAccount.toLowerCase();
  const ok = (await verifyPassword(accountOk ? site.opsPasswordHash : null, password)) && accountOk;
  await afterPasswordCheck(ctx, attempt, ok);
  return ok;
}

/** Logs in to one site's console; another site's account never works here. */
export async function opsLogin({
  ctx,
  input,
}: {
  ctx: ConsoleCtx;
  input: { site: SiteRow; account: string; password: string };
}): Promise<{ token: string; expiresAt: Date }> {
  const account = input.account.trim();
  if (!account || !input.password) throw new AppError('validation_failed', { key: 'console.login.required' });
  await hit(ctx.limits, ipLimit(ctx.rate.loginIp), `${input.site.id}:${ctx.ip}`, ctx.now());
  const plausible = account.length <= MAX_ACCOUNT && input.password.length <= MAX_PASSWORD;
  if (!plausible || !(await checkOpsPassword(ctx, input.site, account, input.password))) {
    throw new AppError('unauthorized', { key: 'console.login.failed' });
  }
  return openSession(ctx, input.site.id);
}

export const opsPasswordChange = z
  .object({
    current: z.string().min(1, 'personal.oldPasswordRequired').max(MAX_PASSWORD, 'personal.wrongPassword'),
    password: opsPasswordField,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'personal.passwordMismatch' });

/**
 * Changes the operations password from the console: the current one must be right
 * (counted against the same limit as logins), and every other session of the site ends.
 */
export async function changeOpsPassword({
  ctx,
  input,
}: {
  ctx: ConsoleCtx;
  input: { site: SiteRow; sessionId: number; form: Record<string, unknown> };
}): Promise<void> {
  const parsed = opsPasswordChange.safeParse(input.form);
  if (!parsed.success) {
    const issues: IssueKey[] = parsed.error.issues.map((i) => ({
      path: String(i.path[0] ?? ''),
      key: catalogKey(i.message) ?? 'validation.invalid',
    }));
    throw new AppError('validation_failed', { key: issues[0]?.key ?? 'errors.validation_failed', issues });
  }
  const { site } = input;
  if (!(await checkOpsPassword(ctx, site, site.opsAccount, parsed.data.current))) {
    throw new AppError('validation_failed', {
      key: 'personal.wrongPassword',
      issues: [{ path: 'current', key: 'personal.wrongPassword' }],
    });
  }
  const hash = await hashPassword(parsed.data.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sites).set({ opsPasswordHash: hash, updatedAt: ctx.now() }).where(eq(sites.id, site.id));
    await revokeOpsSessions({ ctx: { ...ctx, db: tx }, input: { siteId: site.id, exceptSessionId: input.sessionId } });
  });
}

/** What the dashboard shows, in the console's language. */
export async function consoleOverview({ ctx, input }: { ctx: ServiceCtx; input: { site: SiteRow } }) {
  const { site } = input;
  let marketName = ctx.t('station.global');
  if (site.countriesId !== GLOBAL_STATION) {
    const [market] = await ctx.db
      .select({ names: countries.names })
      .from(countries)
      .where(eq(countries.id, site.countriesId));
    marketName = pick(market?.names, ctx.locale, String(site.countriesId));
  }
  return {
    siteName: site.siteName,
    status: site.status,
    templateName: pick(site.templateNames, ctx.locale, String(site.templateId)),
    // Only #rrggbb reaches a style attribute.
    colors: [site.color1, site.color2, site.color3].filter((c) => HEX_COLOR.test(c)),
    marketName,
    currency: site.currency,
    launchTime: site.launchTime,
    domain: site.domain,
    opsAccount: site.opsAccount,
    paidUntil: site.paidUntil,
    term: site.termState,
    suspendsOn: site.paidUntil ? graceEnds(site.paidUntil) : null,
  } satisfies ConsoleOverview;
}
