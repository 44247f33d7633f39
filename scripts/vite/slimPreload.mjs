// Vite wraps every dynamic import in its preload helper (~0.9 KB gz), which preloads the
// chunk's JS dependencies and loads its CSS. This site has module preloading off, and Astro
// puts component CSS in the page itself, so:
// - a dynamic import whose chunks bring no CSS is unwrapped: a plain `import()`, and a chunk
//   left without wrapped imports does not load the helper at all (the marketing pages' one
//   script at load, src/scripts/page.ts);
// - where a wrap stays, the helper is replaced by its CSS part alone (~0.3 KB).
const HELPER = '\0vite/preload-helper.js';
const CALL = '__vitePreload(';
const MARKER = ', __VITE_PRELOAD__)';
const CSS = /\.(css|scss|sass|less|styl)(\?|$)/;

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

/** Index of the `)` closing the call whose `(` ends at `open`; strings and templates skipped. */
function closing(src, open) {
  let depth = 1;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** @returns {import('vite').Plugin} */
export function slimPreload() {
  return {
    name: 'slim-preload-helper',
    enforce: 'pre',
    apply: 'build',
    // Astro sets `modulePreload: { polyfill: false }` for the browser build, which keeps JS
    // dependency lists the helper never uses in every chunk; off, only CSS is listed.
    configEnvironment(name) {
      return name === 'client' ? { build: { modulePreload: false } } : undefined;
    },
    resolveId(id) {
      return id === HELPER || id === 'vite/preload-helper.js' ? HELPER : undefined;
    },
    load(id) {
      return id === HELPER ? code : undefined;
    },
    renderChunk(src, chunk, _options, meta) {
      if (!src.includes(MARKER)) return null;
      const chunks = meta?.chunks ?? {};
      /** Whether a chunk or a chunk it imports statically carries CSS (unknown: assume so). */
      const hasCss = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return false;
        seen.add(fileName);
        const c = chunks[fileName];
        if (!c) return true;
        const ownCss = c.moduleIds.some((id) => (this.getModuleInfo(id)?.importedIds ?? []).some((d) => CSS.test(d)));
        return ownCss || c.imports.some((f) => hasCss(f, seen));
      };
      const dir = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
      let out = '';
      let from = 0;
      for (let at = src.indexOf(CALL); at >= 0; at = src.indexOf(CALL, from)) {
        const end = closing(src, at + CALL.length);
        const call = src.slice(at, end + 1);
        const target = /import\("\.\/([^"]+)"\)/.exec(call)?.[1];
        if (end < 0 || !call.endsWith(MARKER) || !target || hasCss(dir + target)) {
          out += src.slice(from, at + CALL.length);
          from = at + CALL.length;
          continue;
        }
        out += `${src.slice(from, at)}(${call.slice(CALL.length, -MARKER.length)})()`;
        from = end + 1;
      }
      out += src.slice(from);
      if (!out.includes(CALL)) out = out.replace(/^import \{[^}]*\b__vitePreload\b[^}]*\} from "[^"]+";\n/m, '');
      return out === src ? null : { code: out, map: null };
    },
  };
}
