import { describe, expect, it } from 'vitest';
import { decideGuard, devtoolsLikelyOpen, type GuardSignals } from '../../src/lib/guard/decide.ts';
import { isBotAgent, isCrawler } from '../../src/lib/guard/agents.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT_RENDER =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const person: GuardSignals = {
  userAgent: CHROME,
  webdriver: false,
  innerWidth: 1280,
  innerHeight: 720,
  outerWidth: 1280,
  outerHeight: 800,
  inFrame: false,
  pageKind: 'marketing',
};
const decide = (over: Partial<GuardSignals>) => decideGuard({ ...person, ...over });

describe('anti-scraping decision', () => {
  it('lets an ordinary browser through on every kind of page', () => {
    expect(decide({})).toEqual({ action: 'allow', reason: 'ok' });
    expect(decide({ pageKind: 'account' })).toEqual({ action: 'allow', reason: 'ok' });
    expect(
      decide({ userAgent: IPHONE, innerWidth: 430, innerHeight: 932, outerWidth: 430, outerHeight: 932 }).action,
    ).toBe('allow');
  });

  it.each([
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
    ],
    [
      'PhantomJS',
      'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
    ],
    ['Selenium', 'Mozilla/5.0 Selenium/4.0'],
    ['Scrapy', 'Scrapy/2.11.0 (+https://scrapy.org)'],
    ['curl', 'curl/8.5.0'],
    ['python-requests', 'python-requests/2.32.3'],
    ['Go', 'Go-http-client/2.0'],
    ['Wget', 'Wget/1.21.4'],
    ['an unlisted crawler', 'Mozilla/5.0 (compatible; SomeSeoBot/7.0; +http://seo.example/bot)'],
    ['no user agent at all', ''],
  ])('blocks a bot-like user agent: %s', (_, userAgent) => {
    expect(decide({ userAgent })).toEqual({ action: 'block', reason: 'bot-user-agent' });
  });

  it('blocks a browser under automation (navigator.webdriver)', () => {
    expect(decide({ webdriver: true })).toEqual({ action: 'block', reason: 'webdriver' });
  });

  it('blocks a zero-size window, and the old headless 0×0 outer window', () => {
    expect(decide({ innerWidth: 0 })).toEqual({ action: 'block', reason: 'zero-size-window' });
    expect(decide({ innerHeight: 0 })).toEqual({ action: 'block', reason: 'zero-size-window' });
    expect(decide({ outerWidth: 0, outerHeight: 0 })).toEqual({ action: 'block', reason: 'zero-size-window' });
    // One odd outer dimension alone is not enough (some in-app browsers report it).
    expect(decide({ outerWidth: 0 }).action).toBe('allow');
  });

  it('breaks out of a frame, and denies when the breakout failed', () => {
    expect(decide({ inFrame: true })).toEqual({ action: 'breakout', reason: 'framed' });
    expect(decide({ inFrame: true, breakoutFailed: true })).toEqual({ action: 'deny-frame', reason: 'framed' });
  });

  it('blocks before it frames: a bot in a frame is blocked', () => {
    expect(decide({ inFrame: true, webdriver: true }).action).toBe('block');
  });

  it.each([
    ['Googlebot', GOOGLEBOT_RENDER],
    [
      'Bingbot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    ],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    [
      'Applebot',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  ])('always lets %s read marketing pages, even headless, automated or framed', (_, userAgent) => {
    expect(decide({ userAgent })).toEqual({ action: 'allow', reason: 'search-crawler' });
    expect(decide({ userAgent, webdriver: true, innerWidth: 0, outerWidth: 0, outerHeight: 0, inFrame: true })).toEqual(
      {
        action: 'allow',
        reason: 'search-crawler',
      },
    );
  });

  it('gives crawlers no exemption on account pages (noindex, disallowed: likely a disguised scraper)', () => {
    expect(decide({ userAgent: GOOGLEBOT_RENDER, pageKind: 'account' })).toEqual({
      action: 'block',
      reason: 'crawler-on-account',
    });
  });
});

describe('user-agent lists', () => {
  it('does not mistake ordinary phones and browsers for bots', () => {
    for (const ua of [
      CHROME,
      IPHONE,
      'Mozilla/5.0 (Linux; Android 10; CUBOT_X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS',
    ]) {
      expect(isBotAgent(ua), ua).toBe(false);
      expect(isCrawler(ua), ua).toBe(false);
    }
  });
});

describe('developer-tools detection (reported only)', () => {
  const win = { innerWidth: 1280, innerHeight: 720, outerWidth: 1280, outerHeight: 800 };
  it('reads a size gap above 160 px as open tools', () => {
    expect(devtoolsLikelyOpen(win, 160)).toBe(false);
    expect(devtoolsLikelyOpen({ ...win, innerWidth: 1280 - 161 }, 160)).toBe(true);
    expect(devtoolsLikelyOpen({ ...win, innerHeight: 800 - 161 }, 160)).toBe(true);
    expect(devtoolsLikelyOpen({ ...win, innerHeight: 800 - 160 }, 160)).toBe(false);
  });
  it('does not guess when the outer size is unknown', () => {
    expect(devtoolsLikelyOpen({ ...win, outerWidth: 0, outerHeight: 0 }, 160)).toBe(false);
  });
  it('is never part of the block decision', () => {
    expect(decide({ innerWidth: 600, innerHeight: 300 }).action).toBe('allow');
  });
});
