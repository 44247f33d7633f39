/**
 * The compliance strip's rules in the site's stylesheet (siteDesign/siteCss.ts): one quiet
 * bordered line of items that wraps on a phone, logical properties only (Arabic mirrors by
 * `dir`); the age badge is a ring in the scheme's accent.
 */
export const COMPLIANCE_CSS = [
  '.comply{border:1px solid var(--line);border-radius:var(--r);background:var(--card);padding:10px 14px;font-size:.875rem;color:var(--mu)}',
  '.comply ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;gap:10px 24px}',
  '.comply li{display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px;min-height:32px}.comply a{font-weight:600}',
  '.comply .age{display:inline-grid;place-items:center;min-width:2.5em;height:2.5em;padding:0 .3em;border-radius:999px;border:2px solid var(--c3);color:var(--tx);font-size:.8rem;font-weight:800}',
  '.comply .seal{width:40px;height:40px;object-fit:contain}',
  '@media(max-width:640px){.comply ul{flex-direction:column;align-items:flex-start;gap:6px}}',
].join('\n');
