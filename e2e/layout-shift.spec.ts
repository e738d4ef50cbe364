import type { DatabaseListResponse } from '@haven/shared/game-database/schemas';
import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import type { PublicTeamsResponse } from '@haven/shared/teams/schemas';
import type { Browser, Page } from '@playwright/test';
import { useTheme } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, phoneOnly, signInAsAdmin, test } from './support/fixtures';

// Cumulative layout shift as the browser itself reports it: the sum of every
// layout-shift entry not caused by user input, from the first paint until every
// section of the page has loaded. Summing all entries is stricter than the
// session window Lighthouse reports, so a page under 0.1 here is under 0.1 there.
const MAX_LAYOUT_SHIFT = 0.1;

// Every API answer is held back this long, so each page really paints its
// loading state first and the test sees the swap to the loaded one, as on a
// phone network, however fast the local server answers.
const API_DELAY_MS = 400;

type ShiftSource = { node: string; previousRect: string; currentRect: string };
type ShiftEntry = { value: number; startTime: number; sources: ShiftSource[] };

async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">${text}`;
    };
    const rect = (r: Rect) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const w = window as unknown as { __layoutShifts: unknown[] };
    w.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShifts.push({
          value: entry.value,
          startTime: Math.round(entry.startTime),
          sources: entry.sources.map((s) => ({
            node: describe(s.node),
            previousRect: rect(s.previousRect),
            currentRect: rect(s.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function delayApi(page: Page) {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/events',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue();
    },
  );
}

/** Waits until nothing is loading any more: no loading status, every image in view decoded. */
async function expectEverythingLoaded(page: Page) {
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
  // Let the last loaded content lay out and paint before reading the entries.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(300);
}

/** The layout shift so far; each entry and what moved is attached to the test's output. */
async function layoutShift(page: Page): Promise<number> {
  const entries = await page.evaluate(
    () => (window as unknown as { __layoutShifts: ShiftEntry[] }).__layoutShifts,
  );
  const total = entries.reduce((sum, entry) => sum + entry.value, 0);
  if (entries.length > 0) {
    await test.info().attach('layout-shifts.json', {
      body: JSON.stringify({ total, entries }, null, 2),
      contentType: 'application/json',
    });
    if (process.env.LAYOUT_SHIFT_LOG)
      console.log(test.info().title, JSON.stringify({ total, entries }, null, 2));
  }
  return total;
}

/** A hero of the demo collection that has a description, skills, ratings and comments. */
async function demoHeroSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/heroes?page=1');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as HeroListResponse;
  const hero = items[0];
  if (!hero) throw new Error('The demo collection is empty');
  return hero.slug;
}

/** A team of the demo data set. */
async function demoTeamSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/teams');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as PublicTeamsResponse;
  const team = items[0];
  if (!team) throw new Error('The demo data set has no teams');
  return team.slug;
}

/** An Items entry of the demo content; one is made through the admin API if there is none. */
async function demoItemSlug(page: Page, browser: Browser): Promise<string> {
  const response = await page.request.get('/api/database/items?page=1');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as DatabaseListResponse;
  if (items[0]) return items[0].slug;
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  const created = await admin.request.post('/api/admin/database', {
    data: {
      category: 'items',
      name: `Steady Stone ${Date.now().toString(36)}`,
      summary: 'An item made for the layout check.',
      description: '<p>It never moves.</p>',
      attributes: [{ label: 'Weight', value: '2' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await context.close();
  return slug;
}

for (const theme of ['light', 'dark'] as const) {
  // Sizes do not depend on the theme: desktop measures the light theme and phones the dark one,
  // so both themes are measured without running every page four times.
  test.describe(`in the ${theme} theme`, theme === 'light' ? desktopOnly : phoneOnly, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
      await recordLayoutShift(page);
      await delayApi(page);
    });

    test(`the home page holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/');
      for (const name of ['Latest News & Updates', 'Highest Rated Heroes', 'Team Compositions']) {
        await expect(page.getByRole('region', { name }).getByRole('article').first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the hero collection holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/heroes');
      await expect(page.getByRole('list', { name: 'Heroes' }).getByRole('listitem').first()).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the members directory holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/users');
      await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem').first()).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the statistics page holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/statistics');
      await expect(page.getByText(/^Last updated /)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Comments per day' })).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the redeem codes page holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/redeem-codes');
      await expect(page.getByRole('heading', { name: 'Expired Codes' })).toBeVisible();
      await expect(page.getByRole('button', { name: / Copy$/ }).first()).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test.describe('for a viewer far from UTC', () => {
      // The server draws the schedule in UTC; the viewer's clock and zone follow in the same space.
      test.use({ timezoneId: 'Pacific/Auckland' });
      test(`the flash-event schedule holds still while it loads and moves to the viewer's zone (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
        page,
      }) => {
        await page.goto('/flash-events');
        await expect(page.getByRole('list', { name: 'Hourly timeline' })).toBeVisible();
        await expect(page.getByText('Times in your time zone (Pacific/Auckland)')).toBeVisible();
        await expectEverythingLoaded(page);
        expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
      });
    });

    test(`the official news list holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/official-news');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the guides list holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/guides');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the about-game page holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/about-game');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`a hero page holds still while it loads for a visitor (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto(`/heroes/${await demoHeroSlug(page)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Rating distribution' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Game Team' })).toBeEnabled();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the outfit gallery holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/outfits');
      await expect(page.getByRole('list', { name: 'Outfits' }).getByRole('listitem').first()).toBeVisible({
        timeout: 15_000,
      });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`an outfit page holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/outfits/outfit-1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Favorite' })).toBeEnabled();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`a hero page holds still while it loads for a member (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await apiSignedInMember(page.request, 'steady');
      await page.goto(`/heroes/${await demoHeroSlug(page)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();
      await expect(page.getByLabel('Add a comment')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Game Team' })).toBeEnabled();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`a member's own profile holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      const { username } = await apiSignedInMember(page.request, 'still');
      await page.goto(`/profile/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'GAME TEAM' })).toBeVisible();
      await expect(page.getByText('No friends yet')).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the public teams hold still while they load (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/teams/public');
      // Generous waits: the page is held back by the delayed API on a busy test machine.
      await expect(page.getByRole('list', { name: 'Teams' }).getByRole('listitem').first()).toBeVisible({
        timeout: 20_000,
      });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the profile editor holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await apiSignedInMember(page.request, 'editing');
      await page.goto('/profile/edit');
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`a team page holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto(`/teams/${await demoTeamSlug(page)}`);
      await expect(page.getByRole('list', { name: 'Formation' })).toBeVisible({ timeout: 20_000 });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`My Teams holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({ page }) => {
      await apiSignedInMember(page.request, 'still');
      await page.goto('/teams');
      await expect(page.getByText('No Teams Created Yet')).toBeVisible({ timeout: 20_000 });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`a database category holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
      browser,
    }) => {
      await demoItemSlug(page, browser);
      await page.goto('/database/items');
      await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem').first()).toBeVisible({
        timeout: 15_000,
      });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the tier list holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      await page.goto('/tier-list');
      await expect(page.getByRole('region', { name: 'Tier S+' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`the hero comparison holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
    }) => {
      const heroes = (await (await page.request.get('/api/heroes?page=1')).json()) as HeroListResponse;
      const slugs = heroes.items.slice(0, 3).map((hero) => hero.slug);
      await page.goto(`/heroes/compare?heroes=${slugs.join(',')}`);
      await expect(page.getByRole('heading', { name: 'Base Stats' }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });

    test(`a database entry holds still while it loads (layout shift below ${MAX_LAYOUT_SHIFT})`, async ({
      page,
      browser,
    }) => {
      await page.goto(`/database/items/${await demoItemSlug(page, browser)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expectEverythingLoaded(page);
      expect(await layoutShift(page)).toBeLessThan(MAX_LAYOUT_SHIFT);
    });
  });
}
