import { createHash } from 'node:crypto';

/**
 * The published pages' one script: the phone menu's button (views/shell.ts). A published page
 * loads no framework; this marks the document as scripted (so the CSS folds the menu behind
 * the button only where the button works) and toggles the button's aria-expanded, which the
 * CSS reads. Esc closes the menu and gives focus back to the button. Without script (or in the
 * editor's and the wizard's previews) the menu stays unfolded, as before. Allowed by its hash
 * in the pages' CSP (routes/sitePages.ts), nothing else.
 */
export const MENU_SCRIPT =
  "(function(d){d.documentElement.classList.add('js');" +
  "function set(b,o){b.setAttribute('aria-expanded',o?'true':'false')}" +
  "d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('.menu-btn');" +
  "if(b)set(b,b.getAttribute('aria-expanded')!=='true')});" +
  "d.addEventListener('keydown',function(e){if(e.key!=='Escape')return;" +
  'var b=d.querySelector(\'.menu-btn[aria-expanded="true"]\');if(b){set(b,false);b.focus()}})})(document)';

/** `'sha256-…'` of the script, for the published pages' Content-Security-Policy. */
export const MENU_SCRIPT_HASH = `'sha256-${createHash('sha256').update(MENU_SCRIPT).digest('base64')}'`;
