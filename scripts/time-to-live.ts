// npm run time-to-live: starts the production build on a temporary data folder with demo content
// and opens the main pages in Chromium as a mid-range phone does (390×844, 4× slower processor,
// slow 4G), printing for each the median of three loads: first contentful paint, the moment the
// app has taken over the page (html[data-app-ready]) and the gap between them, in which a tap is
// held and acted on once the app is live. CHROME_PATH picks the browser (default /usr/bin/chromium).
// Not part of npm test.
import { type Browser, chromium } from '@playwright/test';
import { startServer } from './lib/server.ts';

const PORT = Number(process.env.TIME_TO_LIVE_PORT ?? 3393);
const RUNS = Number(process.env.TIME_TO_LIVE_RUNS ?? 3);

/** DevTools' slow 4G as Lighthouse applies it. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

type Timing = { paint: number; live: number };

async function measure(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The moment the app marks the page as live, seen by an observer set up before the page loads
  // (on the document: its root element does not exist yet).
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-ready')) return;
      performance.mark('measured-app-ready');
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });`,
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    live: performance.getEntriesByName('measured-app-ready')[0]?.startTime ?? Number.NaN,
  }));
  await context.close();
  return timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startServer({ port: PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const firstSlug = async (apiPath: string) => {
    const list = (await (await fetch(`${server.baseUrl}${apiPath}`)).json()) as { items: { slug: string }[] };
    return list.items[0]?.slug ?? '';
  };
  const pages = [
    ['home', '/'],
    ['hero collection', '/heroes'],
    ['hero page', `/heroes/${await firstSlug('/api/heroes')}`],
    ['tier list', '/tier-list'],
    ['guides', '/guides'],
    ['outfits', '/outfits'],
  ] as const;
  console.log(
    `${'page'.padEnd(16)} ${'paint ms'.padStart(9)} ${'live ms'.padStart(9)} ${'gap ms'.padStart(9)}`,
  );
  for (const [name, path] of pages) {
    const url = `${server.baseUrl}${path}`;
    // As a live site's visitors find it: the page already drawn once and kept in the read cache.
    await fetch(url);
    const timings: Timing[] = [];
    for (let run = 0; run < RUNS; run++) timings.push(await measure(browser, url));
    const paint = median(timings.map((t) => t.paint));
    const live = median(timings.map((t) => t.live));
    const gap = median(timings.map((t) => t.live - t.paint));
    const cell = (value: number) => value.toFixed(0).padStart(9);
    console.log(`${name.padEnd(16)} ${cell(paint)} ${cell(live)} ${cell(gap)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
