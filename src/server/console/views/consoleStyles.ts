import { styleSheet } from '../../platform/html.ts';

/**
 * The console's one stylesheet, inline (the CSP allows inline styles only). Logical
 * properties throughout, so Arabic mirrors the layout by `dir` alone. Below 760 px the
 * section nav turns from a side column into a row above the content. `styleSheet` keeps it
 * unescaped inside <style> (escaped, its quoted font names and `>` rules were dropped).
 */
export const CONSOLE_CSS = styleSheet(
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f1f5f9;color:#0f172a}' +
    '.skip{position:absolute;inset-inline-start:8px;top:-48px;background:#fff;color:#0f172a;padding:8px 12px;border-radius:8px;z-index:1}.skip:focus{top:8px}' +
    'header{background:#0f172a;color:#f8fafc;padding:10px 20px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}' +
    'header p{margin:0;flex:1 1 auto;font-weight:700;overflow-wrap:anywhere}header span{color:#cbd5e1;font-weight:400}' +
    '.prefs{display:flex;gap:8px;align-items:end}.prefs div{display:flex;flex-direction:column;min-width:0}' +
    '.prefs label{margin:0;font-size:.8rem;font-weight:400;color:#cbd5e1}' +
    'select{font:inherit;font-size:.9rem;min-height:40px;max-width:100%;padding:6px 8px;border:1px solid #94a3b8;border-radius:8px;background:#fff;color:#0f172a}' +
    '#pref-tz{max-width:300px}' +
    'header button{margin:0;min-height:40px;padding:6px 14px;background:#334155}.out{align-self:flex-end}' +
    '.shell{max-width:1040px;margin:24px auto;padding:0 16px;display:grid;grid-template-columns:190px minmax(0,1fr);gap:24px;align-items:start}' +
    '.shell.bare{display:block;max-width:760px}' +
    'nav{position:sticky;top:16px}nav ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}' +
    'nav a{display:block;padding:10px 12px;border-radius:8px;color:#0f172a;text-decoration:none;font-weight:600}' +
    'nav a:hover{background:#e2e8f0}nav a[aria-current=page]{background:#1d4ed8;color:#fff}' +
    'main{min-width:0}' +
    'section{background:#fff;border-radius:12px;padding:20px;margin-bottom:20px;box-shadow:0 1px 3px #0f172a1f;scroll-margin-top:16px}' +
    'section>:last-child{margin-bottom:0}h1{font-size:1.5rem;margin:0 0 16px;overflow-wrap:anywhere}h2{font-size:1.2rem;margin:0 0 12px}' +
    'dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}' +
    '.sw{display:inline-block;width:20px;height:20px;border-radius:4px;border:1px solid #94a3b8;vertical-align:middle;margin-inline-end:6px}' +
    '.colors{display:flex;flex-wrap:wrap;gap:4px 16px}' +
    'label{display:block;font-weight:600;margin:12px 0 4px}input{font:inherit;width:100%;max-width:360px;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px}' +
    'input[aria-invalid=true]{border-color:#b91c1c}.hint{color:#475569;font-size:.9rem;margin:4px 0 0}.err{color:#b91c1c;margin:4px 0 0}' +
    'button{display:block;font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer;margin-top:16px}' +
    '.note,.alert{margin:0 0 16px}.note{padding:12px 16px;border-radius:8px;background:#dcfce7;color:#14532d}.alert{padding:12px 16px;border-radius:8px;background:#fee2e2;color:#7f1d1d}' +
    'a{color:#1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
    '@media(max-width:760px){nav{position:static}.shell{grid-template-columns:minmax(0,1fr);gap:12px;margin-top:12px}' +
    'nav ul{flex-direction:row;flex-wrap:wrap}nav a{padding:8px 12px;background:#fff;box-shadow:0 1px 2px #0f172a1f}' +
    // The switcher takes its own row under the site name and Log out; the selects share it.
    '.prefs{order:1;flex:1 1 100%;display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr) auto}.prefs select{width:100%}#pref-tz{max-width:none}}' +
    '@media(max-width:480px){dl{grid-template-columns:1fr}dd{margin-bottom:8px}}',
);
