import { locales } from '../../../../i18n/locales.ts';
import { offeredZones } from '../../data/timeZones.ts';
import type { ConsoleFrame, ViewCtx } from './consoleLayout.ts';
import { zoneLabel } from './consoleTime.ts';
import { html } from '../../platform/html.ts';

/**
 * The language and time-zone switcher of the console header: a form without script (the CSP
 * allows none) that posts to `<base>/prefs`, which keeps the choice in cookies and comes back
 * to `page`. Each language is named in itself, and marked as such for screen readers.
 */
export function prefsForm(v: ViewCtx, f: ConsoleFrame) {
  const languages = locales.map(
    (l) =>
      html`<option value="${l.code}" lang="${l.lang}" dir="${l.dir}"${l.code === v.locale ? ' selected' : ''}>${l.label}</option>`,
  );
  // A zone chosen outside the list (any zone Intl knows) still shows as the selected one.
  const zones = offeredZones.some((z) => z.zone === v.timeZone)
    ? offeredZones
    : [{ zone: v.timeZone, region: null }, ...offeredZones];
  const zoneOptions = zones.map(
    (z) =>
      html`<option value="${z.zone}"${z.zone === v.timeZone ? ' selected' : ''}>${zoneLabel(v.locale, z, v.now)}</option>`,
  );
  return html`<form class="prefs" method="post" action="${f.base}/prefs" aria-label="${v.t('console.prefs.label')}">
<input type="hidden" name="page" value="${f.page}">
<div><label for="pref-lang">${v.t('console.prefs.language')}</label><select id="pref-lang" name="lang">${languages}</select></div>
<div><label for="pref-tz">${v.t('console.prefs.timeZone')}</label><select id="pref-tz" name="tz">${zoneOptions}</select></div>
<button type="submit">${v.t('console.prefs.submit')}</button>
</form>`;
}
