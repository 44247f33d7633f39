/**
 * The published pages' two game scripts (issue 31), plain ES2017, no framework, each allowed by
 * its hash in the pages' CSP (server/sites/games/gameCsp.ts). The pages work without them: the
 * lobby's form is a GET to the server's results page and its pager plain links; Play for fun is
 * a link that opens the demo. With them the lobby searches and pages in place, and the demo
 * opens in a frame on the game's page. Inline in the section's HTML (the view renders them on
 * published pages only), so a page without a lobby or a game carries neither.
 */

/**
 * The lobby (views: sections/gameLobby.ts): the section holds its endpoints and words in
 * data attributes; typing (debounced), the form and the pager fetch the site's
 * `games.json` and draw the tiles with DOM calls (no HTML from the answer is ever parsed).
 */
export const LOBBY_SCRIPT =
  '(function(s){var d=document,f=s.querySelector("form"),u=s.querySelector("ul"),c=s.querySelector(".count"),' +
  'p=s.querySelector(".pager"),a=function(k){return s.getAttribute("data-"+k)},n=0,w=0;if(!f||!u||!window.fetch)return;' +
  'function el(t,k,x){var e=d.createElement(t);if(k)e.className=k;if(x)e.textContent=x;return e}' +
  'function link(o,i,k,rel){o.set("page",i);var l=el("a",0,a(k));l.href=a("href")+"?"+o;l.rel=rel;l.setAttribute("data-page",i);return l}' +
  'function draw(j,o){u.textContent="";j.items.forEach(function(g){var li=el("li"),l=el("a"),m=el("img");' +
  'l.href=a("href")+encodeURIComponent(g.slug)+"/";m.src=g.thumb;m.alt="";m.width=320;m.height=240;m.loading="lazy";' +
  'l.append(m,el("span","gt",g.title),el("span","gp",g.provider));li.append(l);u.append(li)});' +
  'c.textContent=j.total?(a("count-"+new Intl.PluralRules(d.documentElement.lang).select(j.total))||a("count-other"))' +
  '.replace("{n}",j.total.toLocaleString(d.documentElement.lang)):a("none");' +
  'var last=Math.max(1,Math.ceil(j.total/j.pageSize));p.textContent="";if(j.page>1)p.append(link(o,j.page-1,"prev","prev"));' +
  'if(last>1)p.append(el("span",0,a("of").replace("{page}",j.page).replace("{pages}",last)));' +
  'if(j.page<last)p.append(link(o,j.page+1,"next","next"))}' +
  'function load(i){var o=new URLSearchParams(new FormData(f)),k=++n;o.set("page",i);o.set("size",a("size"));' +
  'fetch(a("src")+"?"+o).then(function(r){if(!r.ok)throw 0;return r.json()}).then(function(j){if(k===n){o.delete("size");draw(j,o)}})' +
  '.catch(function(){if(k===n)c.textContent=a("error")})}' +
  'f.addEventListener("submit",function(e){e.preventDefault();load(1)});' +
  'f.addEventListener("input",function(){clearTimeout(w);w=setTimeout(function(){load(1)},250)});' +
  'p&&p.addEventListener("click",function(e){var l=e.target.closest("a[data-page]");if(!l)return;e.preventDefault();' +
  'load(+l.getAttribute("data-page"));s.scrollIntoView()})})(document.currentScript.parentNode)';

/**
 * The game page's Play for fun (views/gamePage.ts): the link asks the site's `go/demo/<game>`
 * (which redirects to the aggregator's demo with a signed, short-lived token), here inside a
 * sandboxed frame under the buttons instead of the whole window.
 */
export const PLAY_SCRIPT =
  '(function(s){var l=s.querySelector("a[data-demo]"),b=s.querySelector(".demo");if(!l||!b)return;' +
  'l.addEventListener("click",function(e){e.preventDefault();var f=document.createElement("iframe");' +
  'f.src=l.href;f.title=l.getAttribute("data-title");f.setAttribute("sandbox",l.getAttribute("data-sandbox"));' +
  'f.allow="fullscreen";b.textContent="";b.append(f);b.hidden=false;f.focus();b.scrollIntoView({block:"nearest"})})})' +
  '(document.currentScript.parentNode)';
