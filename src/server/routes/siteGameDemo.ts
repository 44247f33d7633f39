import type { LocaleCode } from '../../../i18n/locales.ts';
import type { AppContext, Deps } from '../http/context.ts';
import type { SiteRow } from '../sites/opsSessions.ts';

type NotFound = (c: AppContext) => Response | Promise<Response>;

/** Play for fun (`<site>/go/demo/<game>`): the signed demo launch lands with the catalogue's launch (games/launch.ts); until then 404. */
export async function demoRedirect(
  c: AppContext,
  _deps: Deps,
  _site: SiteRow,
  _slug: string,
  _lang: LocaleCode,
  notFound: NotFound,
): Promise<Response> {
  return notFound(c);
}
