import { createHash } from 'node:crypto';

/**
 * Copy buttons of the console (the own-domain records), the one script a console page runs.
 * The console is server-rendered without script; this inline script is allowed by its hash
 * (CONSOLE_SCRIPT_SRC in the page's CSP) and nothing else is. Without it the buttons stay
 * hidden and the values can still be selected by hand.
 */
export const COPY_SCRIPT =
  "document.querySelectorAll('button[data-copy]').forEach(function(b){b.hidden=false;" +
  "b.addEventListener('click',function(){navigator.clipboard.writeText(b.dataset.copy).then(function(){" +
  'b.textContent=b.dataset.done;setTimeout(function(){b.textContent=b.dataset.label},2000)},function(){})})})';

/** The CSP source that lets exactly COPY_SCRIPT run. */
export const CONSOLE_SCRIPT_SRC = `'sha256-${createHash('sha256').update(COPY_SCRIPT).digest('base64')}'`;
