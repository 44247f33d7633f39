// Vite's dynamic-import helper (~0.9 KB gz) preloads JS dependencies and loads the CSS of
// lazily imported chunks. With modulePreload off only the CSS part is needed; this replaces
// the helper with that part alone (~0.3 KB), so every marketing page ships less script.
const HELPER = '\0vite/preload-helper.js';

const code = `
const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || [])
      .filter((d) => d.endsWith('.css'))
      .map((d) => {
        const href = new URL('/' + d, location.href).href;
        return (seen[href] ??= [...document.styleSheets].some((s) => s.href === href)
          ? Promise.resolve()
          : new Promise((ok, fail) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = href;
              link.onload = ok;
              link.onerror = () => fail(new Error('Unable to load ' + href));
              document.head.append(link);
            }));
      }),
  ).then(load);
`;

/** @returns {import('vite').Plugin} */
export function slimPreload() {
  return {
    name: 'slim-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === HELPER || id === 'vite/preload-helper.js' ? HELPER : undefined;
    },
    load(id) {
      return id === HELPER ? code : undefined;
    },
  };
}
