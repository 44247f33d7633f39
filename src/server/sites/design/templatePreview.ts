import { eq } from 'drizzle-orm';
import { GLOBAL_STATION } from '../../../shared/catalogIds.ts';
import { startingDocument } from '../../../shared/siteDesign/startingDocument.ts';
import { HEX_COLOR, type ColorTriple } from '../../../shared/templateArt.ts';
import { marketCategories } from '../../data/catalog/categories.ts';
import { markets } from '../../data/markets.ts';
import { templates } from '../../db/schema/index.ts';
import { serverT } from '../../platform/i18n.ts';
import { marketLocale } from '../provisioning/marketLocale.ts';
import { renderPage } from './render/renderSite.ts';
import { sitePageNames } from './facts.ts';
import type { ServiceCtx } from '../../core/context.ts';

/**
 * The wizard's live preview: a template's starting document — the very one a bought site starts
 * from — rendered as its published home page, in the market's language, money and region, in the
 * colours being chosen. Null for an unknown or inactive template.
 */
export async function renderTemplatePreview({
  ctx,
  input,
}: {
  ctx: Pick<ServiceCtx, 'db'>;
  input: { id: number; colors: { [K in keyof ColorTriple]?: string | undefined } };
}): Promise<string | null> {
  const [row] = await ctx.db
    .select({
      countriesId: templates.countriesId,
      names: templates.names,
      design: templates.design,
      active: templates.active,
    })
    .from(templates)
    .where(eq(templates.id, input.id));
  if (!row?.active) return null;
  const lang = marketLocale(row.countriesId);
  const market = markets.find((m) => m.id === row.countriesId);
  const pick = (k: keyof ColorTriple) => {
    const v = input.colors[k];
    return v && HEX_COLOR.test(v) ? v : row.design.palette[k];
  };
  const siteName = row.names[lang] ?? row.names['en'] ?? '';
  const doc = startingDocument({
    templateId: input.id,
    design: row.design,
    marketLanguage: lang,
    categories: marketCategories[row.countriesId] ?? marketCategories[GLOBAL_STATION]!,
    colors: { color1: pick('color1'), color2: pick('color2'), color3: pick('color3') },
    siteName,
    countriesId: row.countriesId,
    t: serverT,
  });
  const home = doc.pages.find((p) => p.kind === 'home')!;
  return renderPage(
    doc,
    { siteName, currency: market?.currencyCode ?? 'USD', region: market?.iso ?? 'US', pageNames: sitePageNames() },
    home,
    lang,
    { framed: true },
  );
}
