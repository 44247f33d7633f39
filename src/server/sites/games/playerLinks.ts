import { eq } from 'drizzle-orm';
import { AppError, type IssueKey } from '../../../shared/errors.ts';
import type { ServiceCtx } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { sitePlayerLinks } from '../../db/schema/index.ts';

/**
 * Where a site sends its players (issue 31): the operator's own sign-up, log-in and cashier
 * pages and a "play for real" address per game. The platform holds no player money and no
 * player account: the published pages link to the site's `go/<kind>` redirects (routes/siteGames.ts),
 * which read these at request time, so a change shows without a publish.
 */
export const PLAYER_LINK_KINDS = ['signup', 'login', 'deposit', 'play'] as const;
export type PlayerLinkKind = (typeof PLAYER_LINK_KINDS)[number];
export type PlayerLinks = Record<PlayerLinkKind, string>;

/** The placeholder a "play for real" pattern holds: the game's slug goes there. */
export const GAME_PLACEHOLDER = '{game}';
const MAX = 500;

const EMPTY: PlayerLinks = { signup: '', login: '', deposit: '', play: '' };

/** An http(s) address a browser can follow: a host, no credentials, no spaces. */
function isWebUrl(value: string): boolean {
  if (value.length > MAX || /\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && Boolean(u.hostname) && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** One field's problem, or null: empty is allowed (not set); `play` must hold `{game}`. */
function issueOf(kind: PlayerLinkKind, value: string): IssueKey | null {
  if (!value) return null;
  if (kind === 'play') {
    if (!value.includes(GAME_PLACEHOLDER)) return { path: kind, key: 'console.playerLinks.error.pattern' };
    return isWebUrl(value.replaceAll(GAME_PLACEHOLDER, 'game'))
      ? null
      : { path: kind, key: 'console.playerLinks.error.url' };
  }
  return isWebUrl(value) ? null : { path: kind, key: 'console.playerLinks.error.url' };
}

/** The site's links as stored ('' for not set). */
export async function playerLinksOf(db: Db, siteId: number): Promise<PlayerLinks> {
  const [row] = await db.select().from(sitePlayerLinks).where(eq(sitePlayerLinks.siteId, siteId));
  if (!row) return { ...EMPTY };
  return {
    signup: row.signupUrl ?? '',
    login: row.loginUrl ?? '',
    deposit: row.depositUrl ?? '',
    play: row.playUrl ?? '',
  };
}

/** Saves the console form's four addresses (trimmed); refused whole, with each field's reason, when one is not a web address. */
export async function savePlayerLinks({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { siteId: number; form: Record<string, unknown> };
}): Promise<PlayerLinks> {
  const links = { ...EMPTY };
  const issues: IssueKey[] = [];
  for (const kind of PLAYER_LINK_KINDS) {
    const raw = input.form[kind];
    links[kind] = typeof raw === 'string' ? raw.trim() : '';
    const issue = issueOf(kind, links[kind]);
    if (issue) issues.push(issue);
  }
  if (issues.length) throw new AppError('validation_failed', { key: issues[0]!.key, issues });
  const values = {
    signupUrl: links.signup || null,
    loginUrl: links.login || null,
    depositUrl: links.deposit || null,
    playUrl: links.play || null,
    updatedAt: ctx.now(),
  };
  await ctx.db
    .insert(sitePlayerLinks)
    .values({ siteId: input.siteId, ...values })
    .onConflictDoUpdate({ target: sitePlayerLinks.siteId, set: values });
  return links;
}

/**
 * Where `go/<kind>` sends a visitor: the stored address (checked again: a row written by hand
 * must not redirect to `javascript:`), the game's slug put into the play pattern; null when not set.
 */
export function playerLinkTarget(links: PlayerLinks, kind: PlayerLinkKind, gameSlug?: string): string | null {
  const value = links[kind];
  if (!value || issueOf(kind, value)) return null;
  if (kind !== 'play') return value;
  if (!gameSlug) return null;
  return value.replaceAll(GAME_PLACEHOLDER, encodeURIComponent(gameSlug));
}
