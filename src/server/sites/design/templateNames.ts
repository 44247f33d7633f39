import { eq, inArray, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../../i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { siteDrafts, siteVersions, templates } from '../../db/schema/index.ts';
import { pick } from '../../core/localized.ts';
import type { SiteRow } from './drafts.ts';

/**
 * The names, in the console's language, of every template the site's draft and versions came
 * from (and the one bought): the template dialog names the template instead of its number,
 * also after a rollback or an opened version brings back an earlier template.
 */
export async function siteTemplateNames(db: Db, site: SiteRow, locale: LocaleCode): Promise<Record<number, string>> {
  const ids = new Set<number>([site.templateId]);
  const used = await db
    .select({ id: sql<number>`(${siteVersions.doc}->>'templateId')::int` })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, site.id))
    .union(
      db
        .select({ id: sql<number>`(${siteDrafts.doc}->>'templateId')::int` })
        .from(siteDrafts)
        .where(eq(siteDrafts.siteId, site.id)),
    );
  for (const row of used) if (Number.isInteger(Number(row.id))) ids.add(Number(row.id));
  const rows = await db
    .select({ id: templates.id, names: templates.names })
    .from(templates)
    .where(inArray(templates.id, [...ids]));
  return Object.fromEntries(rows.map((r) => [r.id, pick(r.names as Record<string, string>, locale, '')]));
}
