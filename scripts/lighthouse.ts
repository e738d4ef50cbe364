// npm run lighthouse: starts the production build on a temporary data folder with demo content,
// runs Lighthouse (mobile) in Chromium on the home page, the hero collection, a hero page, the tier list,
// the guide library, a guide, the outfit gallery, a member's profile, a game database category and the news list,
// each once drawn before it is measured, and prints the four category scores with LCP, TBT and CLS, and the audits that failed.
// Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
// score is printed: one run's score moves by several points with whatever else the machine is doing.
// LIGHTHOUSE_PAGES (names, comma-separated: 'home,hero page') measures only those pages.
// CHROME_PATH picks the browser (default /usr/bin/chromium). Not part of npm test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3392);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const server = await startServer({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  /** The first item of a seeded list, by the field its address uses. */
  const first = async (apiPath: string, field: 'slug' | 'username') => {
    const list = (await (await fetch(`${server.baseUrl}${apiPath}`)).json()) as {
      items: Record<string, string>[];
    };
    return list.items[0]?.[field] ?? '';
  };
  const pages = [
    ['home', '/'],
    ['hero collection', '/heroes'],
    ['hero page', `/heroes/${await first('/api/heroes', 'slug')}`],
    ['tier list', '/tier-list'],
    ['guides', '/guides'],
    ['guide page', `/guides/${await first('/api/guides', 'slug')}`],
    ['outfit gallery', '/outfits'],
    ['profile', `/profile/${await first('/api/members', 'username')}`],
    ['relics', '/database/relics'],
    ['news', '/official-news'],
  ] as const;
  console.log(
    `${'page'.padEnd(16)} ${CATEGORIES.map((c) => c.padStart(14)).join(' ')} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}`,
  );
  const failures: string[] = [];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  for (const [name, path] of pages.filter(([name]) => !only || only.includes(name))) {
    // As a live site's visitors find it: the page already drawn once and kept in the read cache.
    await fetch(`${server.baseUrl}${path}`);
    const measure = async () => {
      const options = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: [...CATEGORIES],
        formFactor: 'mobile' as const,
      };
      const first = await lighthouse(`${server.baseUrl}${path}`, options);
      // Lighthouse now and then fails to record the trace of a load (NO_NAVSTART and the like):
      // the page is measured once more before that is reported.
      const result = first?.lhr.runtimeError ? await lighthouse(`${server.baseUrl}${path}`, options) : first;
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      return result;
    };
    const results: Awaited<ReturnType<typeof measure>>[] = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await measure());
    const performance = (run: (typeof results)[number]) => run.lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performance(a) - performance(b));
    const result = results[Math.floor(results.length / 2)];
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      failures.push(
        `${name}: Lighthouse could not measure the page (${runtimeError.code}: ${runtimeError.message})`,
      );
    const score = (c: string) => String(Math.round((categories[c]?.score ?? 0) * 100)).padStart(14);
    const value = (id: string, digits = 0) => (audits[id]?.numericValue ?? 0).toFixed(digits);
    console.log(
      `${name.padEnd(16)} ${CATEGORIES.map(score).join(' ')} ${value('largest-contentful-paint').padStart(7)} ` +
        `${value('total-blocking-time').padStart(7)} ${value('cumulative-layout-shift', 3).padStart(6)}`,
    );
    for (const category of CATEGORIES) {
      for (const ref of categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          failures.push(`${name}: ${category} · ${audit.id} (${audit.title})`);
        }
      }
    }
  }
  if (failures.length) console.log(`\nAudits below 0.9:\n  ${failures.join('\n  ')}`);
} finally {
  chrome.kill();
  await server.stop();
}
