/**
 * The published site's styles for what issue 31 adds (siteCss.ts appends them): the header's
 * player links, game tiles in a row (scrolls sideways, snapping) or a grid, the lobby's search
 * and pager, and the game page. The site's variables (siteCss.ts) colour them; logical
 * properties only, so Arabic mirrors; touch targets are 44 px high.
 */
export const GAME_CSS = [
  '.acct{display:flex;flex-wrap:wrap;gap:8px;align-items:center}.acct a{min-height:44px;display:inline-flex;align-items:center;font-weight:600;text-decoration:none}',
  '.acct>a:first-child{color:var(--tx);padding:0 4px}',
  // The second action (Deposit, Play for fun) outlined in the third colour: its text stays the page's, readable on any scheme.
  '.btn.alt{background:none;color:var(--tx);box-shadow:inset 0 0 0 2px var(--c3)}',
  // A row of tiles scrolls inside its section: the page's grid never widens to hold it.
  'main,main>*{min-width:0}',
  '.games{list-style:none;margin:0;padding:0;display:grid;gap:12px}',
  '.g-grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}',
  '.g-row{grid-auto-flow:column;grid-auto-columns:minmax(150px,calc((100% - 12px*(var(--cols) - 1))/var(--cols)));overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:6px}',
  '.g-row li{scroll-snap-align:start}.games a{display:grid;gap:4px;color:var(--tx);text-decoration:none}',
  '.games img{width:100%;height:auto;aspect-ratio:4/3;border-radius:var(--r);background:var(--card);object-fit:cover}',
  '.gt{font-weight:700;line-height:1.25}.gp{color:var(--mu);font-size:.875rem}.games a:hover .gt{color:var(--c2)}',
  '.lobby{display:grid;gap:14px}.lobby h2{margin:0}.lobby form{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:end}',
  '.fld{display:grid;gap:4px;flex:1 1 200px}.fld label{font-size:.875rem;color:var(--mu)}',
  '.lobby input,.lobby select{font:inherit;min-height:44px;padding:8px 10px;border:1px solid var(--line);border-radius:var(--r);background:var(--card);color:var(--tx)}',
  '.lobby button{border:0;min-height:44px;cursor:pointer;font:inherit;font-weight:700}.count{margin:0;color:var(--mu)}',
  '.pager{display:flex;gap:16px;align-items:center;justify-content:center;flex-wrap:wrap}.pager a{min-height:44px;display:inline-flex;align-items:center;font-weight:600}',
  '.game{display:grid;gap:20px}.game-art img{border-radius:var(--r);width:100%}',
  '@media(min-width:760px){.game{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}}',
  '.game dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 16px}.game dt{color:var(--mu)}.game dd{margin:0}',
  '.play{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 12px}.play .btn{min-height:44px;display:inline-flex;align-items:center}',
  '.demo iframe{display:block;width:100%;aspect-ratio:16/10;min-height:440px;border:0;border-radius:var(--r);background:#000}',
  '.shots{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:10px}.shots img{border-radius:var(--r)}',
  '.note{padding:14px 16px;border:1px solid var(--line);border-radius:var(--r);background:var(--card)}',
].join('\n');
