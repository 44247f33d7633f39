import type { LocaleCode } from '../../../i18n/locales.ts';
import type { PageKind } from './document.ts';
import type { Translate } from '../messageKey.ts';
import { HREF } from './fields.ts';
import type { GameList } from './games.ts';
import { formatRegionMoney } from './regionFormat.ts';

/** One link of the site's page menu or language switcher, already relative to the page shown. */
export interface ShellLink {
  href: string;
  label: string;
  current: boolean;
  /** A language link's `lang`/`hreflang`. */
  lang?: string;
}

/**
 * What the section views need besides their props, passed as Puck's `metadata`: the page's
 * language, its `t`, money in the market's region, and where the page sits in the site (links
 * are relative, because the same files are served under `/s/<slug>/` and at an own domain's `/`).
 * The server's renderer and the editor's preview build it the same way (`renderContext`).
 */
export interface RenderContext {
  lang: LocaleCode;
  t: Translate;
  /** From the page shown to its language's home ('./' on the home page, '../' one level down). */
  langRoot: string;
  /** From the page shown to the site's root (where `assets/` lives). */
  siteRoot: string;
  currency: string;
  region: string;
  siteName: string;
  /** The home page shows the site's name as its (hidden) heading; other pages their title. */
  pageKind: PageKind;
  /** The page menu and the language switcher, for the page shell. */
  nav: ShellLink[];
  languages: ShellLink[];
  /** Editor preview: show unedited placeholders (marked) and mark texts shown from the first language. */
  editing: boolean;
  /**
   * Paths (projection.ts) of texts shown from the first language. A list, not a Set: Puck's
   * Render rebuilds plain objects inside props (metadata included) and would empty a Set.
   */
  fallbacks: readonly string[];
  /**
   * The game sections' games by section id (games.ts), resolved for the site's market at
   * publish and by the editor's preview; absent where there is no catalogue (the wizard's
   * template preview), where game rows show their category's picture instead.
   */
  games?: Readonly<Record<string, GameList>>;
}

export function renderContext(
  input: Omit<RenderContext, 'fallbacks' | 'editing'> & { editing?: boolean; fallbacks?: Iterable<string> },
): RenderContext {
  return { ...input, editing: input.editing ?? false, fallbacks: [...(input.fallbacks ?? [])] };
}

/** A stored link as an href on this page; null when empty or not a valid link. */
export function resolveHref(ctx: Pick<RenderContext, 'langRoot'>, href: string | undefined): string | null {
  if (!href || !HREF.test(href)) return null;
  if (!href.startsWith('/')) return href;
  return ctx.langRoot + href.slice(1);
}

export function money(ctx: RenderContext, minor: string): string {
  return formatRegionMoney(minor, ctx.currency, ctx.lang, ctx.region);
}

/** Reads the context Puck hands a view; a view rendered without one (a bare test) gets null. */
export function contextOf(puck: { metadata?: unknown } | undefined): RenderContext | null {
  const m = puck?.metadata as Partial<RenderContext> | undefined;
  return m && typeof m.t === 'function' && typeof m.lang === 'string' ? (m as RenderContext) : null;
}
