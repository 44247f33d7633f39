/**
 * User-agent patterns of the anti-scraping guard.
 * Crawlers are the search engines and link-preview fetchers whose traffic the site
 * wants (spec: search traffic is a stated use). Anything here is a claim, not proof:
 * a user agent is trivially spoofed, which is why crawlers get no exemption on
 * account pages (see decide.ts).
 */
export const CRAWLER_AGENTS: readonly RegExp[] = [
  /Googlebot|Google-InspectionTool|GoogleOther|Storebot-Google|AdsBot-Google|Mediapartners-Google|APIs-Google/i,
  /bingbot|BingPreview|adidxbot|msnbot/i,
  /Baiduspider/i,
  /YandexBot|YandexMobileBot|YandexImages|YandexRenderResourcesBot/i,
  /DuckDuckBot|DuckDuckGo-Favicons-Bot/i,
  /Applebot/i,
  /Slurp/i, // Yahoo
  /Sogou web spider|Sogou inst spider/i,
  /SeznamBot|Yeti\/|NaverBot|PetalBot|Qwantbot|coccocbot|Daumoa/i,
  // Link previews for the Open Graph and Twitter cards.
  /facebookexternalhit|Facebot|Twitterbot|LinkedInBot|Slackbot|TelegramBot|WhatsApp|Discordbot|Pinterestbot/i,
];

/** Automation, headless browsers, HTTP libraries and generic scrapers. */
export const BOT_AGENTS: readonly RegExp[] = [
  /Headless|PhantomJS|SlimerJS|Selenium|WebDriver|puppeteer|Playwright|Nightmare|jsdom|HtmlUnit|Zombie\.js/i,
  /Scrapy|curl\/|Wget|python-requests|python-urllib|Python\/|aiohttp|httpx|Go-http-client|okhttp|Java\/|Apache-HttpClient|libwww-perl|LWP::|node-fetch|undici|axios\/|got \(|Ruby|PostmanRuntime|HTTPie|Colly|Mechanize/i,
  // Generic crawlers we did not list as wanted: "SomethingBot/1.0", "crawler", "spider", "scraper".
  /bot\/\d|\b(crawler|spider|scraper)\b/i,
];

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_AGENTS.some((re) => re.test(userAgent));
}

/** An empty user agent is a script too: every browser sends one. */
export function isBotAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_AGENTS.some((re) => re.test(userAgent));
}
