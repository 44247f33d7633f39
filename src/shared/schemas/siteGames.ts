import * as z from 'zod/mini';

/**
 * The editor's preview of game sections (issue 31): the sections of the page being edited go to
 * the design API, which answers each one's games in the site's market as the publish resolves
 * them (server/sites/design/gameSections.ts), so the preview shows the tiles visitors will see.
 */
export const sectionGamesInput = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
        type: z.enum(['lobbyRow', 'gameLobby']),
        props: z.record(z.string(), z.unknown()),
      }),
    )
    .check(z.maxLength(40)),
});

export const siteGame = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  provider: z.string(),
  thumb: z.string(),
});

export const gameList = z.object({
  items: z.array(siteGame),
  total: z.number(),
  page: z.optional(z.number()),
  pageSize: z.optional(z.number()),
  q: z.optional(z.string()),
  category: z.optional(z.string()),
});

export const sectionGamesAnswer = z.object({
  /** The site's market (ISO 3166-1), or null: the global station shows no games. */
  market: z.nullable(z.string()),
  games: z.record(z.string(), gameList),
});
