import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, withSession } from './support';

const en = JSON.parse(readFileSync('i18n/en.json', 'utf8')) as Record<string, string>;
const dormant = en['behaviour.dormant']!;

/** Makes the tab look hidden or visible to the page, the way a real tab switch does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('tab visibility', () => {
  test('hidden: dormant title, videos and canvases paused, event; back: all resume after 500 ms, videos after interaction', async ({
    page,
  }) => {
    await page.goto('/help-center');
    const title = await page.title();
    await page.evaluate(async () => {
      const w = window as unknown as { visEvents: { hidden: boolean; at: number }[] };
      w.visEvents = [];
      window.addEventListener('app:visibility', (e) =>
        w.visEvents.push({ hidden: (e as CustomEvent<{ hidden: boolean }>).detail.hidden, at: performance.now() }),
      );
      // A live canvas and two playing videos fed from it: one ordinary, one marked keep-playing.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 16;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d')!;
      setInterval(() => {
        ctx.fillStyle = `hsl(${Date.now() % 360} 60% 50%)`;
        ctx.fillRect(0, 0, 16, 16);
      }, 40);
      for (const id of ['plain', 'kept']) {
        const v = document.createElement('video');
        v.id = id;
        v.muted = true;
        if (id === 'kept') v.dataset['keepPlaying'] = '';
        v.srcObject = canvas.captureStream();
        document.body.append(v);
        await v.play();
      }
    });
    const paused = (id: string) => page.evaluate((i) => (document.getElementById(i) as HTMLVideoElement).paused, id);

    await setHidden(page, true);
    expect(await page.title()).toBe(`${title} — ${dormant}`);
    expect(await paused('plain')).toBe(true);
    expect(await paused('kept')).toBe(false);
    await expect(page.locator('canvas')).toHaveAttribute('data-paused', '');
    expect(
      await page.evaluate(() =>
        (window as unknown as { visEvents: { hidden: boolean }[] }).visEvents.map((e) => e.hidden),
      ),
    ).toEqual([true]);

    const shownAt = await page.evaluate(() => performance.now());
    await setHidden(page, false);
    expect(await page.title()).toBe(`${title} — ${dormant}`); // not yet: resume waits 500 ms
    await expect.poll(() => page.title()).toBe(title);
    await expect(page.locator('canvas')).not.toHaveAttribute('data-paused');
    const events = await page.evaluate(
      () => (window as unknown as { visEvents: { hidden: boolean; at: number }[] }).visEvents,
    );
    expect(events.map((e) => e.hidden)).toEqual([true, false]);
    expect(events[1]!.at - shownAt).toBeGreaterThanOrEqual(500);
    // No interaction with the page yet: the paused video stays paused. Videos resume in the same
    // step that fired the event above, and play() flips `paused` at once, so no wait is needed.
    expect(await paused('plain')).toBe(true);
    await page.keyboard.press('Shift');
    await expect.poll(() => paused('plain')).toBe(false);
  });

  test('hidden again within 500 ms: one suffix, and the title returns once visible', async ({ page }) => {
    await page.goto('/');
    const title = await page.title();
    await setHidden(page, true);
    await setHidden(page, false);
    await setHidden(page, true);
    expect(await page.title()).toBe(`${title} — ${dormant}`);
    await setHidden(page, false);
    await expect.poll(() => page.title()).toBe(title);
  });
});

test.describe('lazy images', () => {
  test('load near the viewport (loading → loaded) and fall back when they fail', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // Hold the lazy demo image back a little so its loading state is observable.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/landscape\.[\w-]+\.webp$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/image-test', { waitUntil: 'domcontentloaded' }); // the held images delay "load"
    const lazy = page.locator('[data-demo="lazy"] img');
    const failing = page.locator('[data-demo="failing"] img');
    // Far below the fold: untouched until scrolled near.
    await expect(lazy).not.toHaveAttribute('data-state');
    expect(await lazy.getAttribute('src')).toBeNull();

    await lazy.scrollIntoViewIfNeeded();
    await expect(lazy).toHaveAttribute('data-state', 'loading');
    release();
    await expect(lazy).toHaveAttribute('data-state', 'loaded');
    expect(await lazy.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.webp$/);
    expect(await lazy.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

    await failing.scrollIntoViewIfNeeded();
    await expect(failing).toHaveAttribute('data-state', 'failed');
    await expect(failing).toHaveAttribute('data-loaded', '');
    expect(await failing.getAttribute('src')).toBe('/empty.svg');
    await expect.poll(() => warnings.some((w) => w.includes('image-test-broken'))).toBe(true);
    // It says so, to everyone: the alt text and a visible note.
    await expect(
      page.locator('[data-demo="failing"]').getByRole('img', { name: 'Image failed to load' }),
    ).toBeVisible();
    await expect(page.locator('[data-demo="failing"]').getByText('Image failed to load')).toBeVisible();
  });

  test('a broken image says so in the page language', async ({ page }) => {
    await page.goto('/ar/image-test');
    const broken = page.locator('[data-broken] img');
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('data-state', 'failed');
    await expect(broken).toHaveAccessibleName('تعذّر تحميل الصورة');
    await expect(page.locator('[data-broken]').getByText('تعذّر تحميل الصورة')).toBeVisible();
  });

  test('are visible without JavaScript', async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto('/image-test');
    await expect(page.locator('[data-demo="eager"] img')).toHaveAttribute('src', /\.webp$/);
    await ctx.close();
  });
});

test.describe('videos', () => {
  test("a video that cannot load says 'Video loading failed', also when added after the page started", async ({
    page,
  }) => {
    await page.goto('/image-test');
    await page.evaluate(() => {
      const v = document.createElement('video');
      v.src = '/missing/clip.mp4';
      v.preload = 'auto';
      document.querySelector('main')!.prepend(v);
    });
    await expect(page.locator('video')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByText('Video loading failed')).toBeVisible();
  });
});

test.describe('scroll reveal', () => {
  const figure = '[data-demo="lazy"][data-reveal]';

  test('hides below-the-fold sections until they scroll in', async ({ page }) => {
    await page.goto('/image-test');
    await expect(page.locator('html')).toHaveClass(/reveal-on/);
    const el = page.locator(figure);
    await expect(el).not.toHaveAttribute('data-revealed');
    expect(await el.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await el.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200); // past the 100 px bottom margin
    await expect(el).toHaveAttribute('data-revealed', '');
    await expect.poll(() => el.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
  });

  test('leaves everything visible with reduced motion or without JavaScript', async ({ browser }) => {
    for (const options of [{ reducedMotion: 'reduce' as const }, { javaScriptEnabled: false }]) {
      const ctx = await browser.newContext(options);
      const page = await ctx.newPage();
      await page.goto('/image-test');
      await expect(page.locator('html')).not.toHaveClass(/reveal-on/);
      expect(await page.locator(figure).evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
      await ctx.close();
    }
  });
});

test.describe('background prefetch', () => {
  /** A controllable clock, paused: the plan's timers fire only when the test moves time. */
  const pauseClock = async (page: Page) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
  };
  /** Page behaviour (prefetch included) starts the moment the guard lets the page through. */
  const started = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-guard-decision', 'allow');

  test('a logged-in merchant gets my-order, cart and personal prefetched at 2, 3 and 4 s', async ({
    page,
    request,
  }) => {
    const { token, user } = await registerViaApi(request);
    await withSession(page, token, user);
    await pauseClock(page);
    await page.addInitScript(() => {
      const w = window as unknown as { prefetched: { href: string; at: number }[]; loadedAt: number };
      w.prefetched = [];
      window.addEventListener('load', () => (w.loadedAt = performance.now()));
      new MutationObserver((list) => {
        for (const m of list)
          m.addedNodes.forEach((n) => {
            if (n instanceof HTMLLinkElement && n.rel === 'prefetch')
              w.prefetched.push({ href: n.getAttribute('href')!, at: performance.now() });
          });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/ja/help-center');
    await started(page);
    await page.clock.runFor(1_999);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(1);
    await page.clock.runFor(2_000);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(3);
    const { prefetched, loadedAt } = await page.evaluate(() => {
      const w = window as unknown as { prefetched: { href: string; at: number }[]; loadedAt: number };
      return { prefetched: w.prefetched, loadedAt: w.loadedAt };
    });
    expect(prefetched.map((p) => p.href)).toEqual(['/ja/my-order', '/ja/cart', '/ja/personal']);
    // Timed from the load event, to the millisecond on a paused clock.
    expect(prefetched.map((p) => p.at - loadedAt)).toEqual([2000, 3000, 4000]);
  });

  test('a guest gets no prefetch', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/help-center');
    await started(page);
    await page.clock.runFor(5_000); // past the whole plan
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });
});
