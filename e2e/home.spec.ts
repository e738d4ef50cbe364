import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect, GOOD_PASSWORD, openInBrowser, phoneOnly, test } from './support/fixtures';

// A viewer far from the server's zone (a day ahead of UTC for part of each day): dates and
// times the page draws must match the server's HTML on the first draw, then follow the viewer.
test.use({ timezoneId: 'Pacific/Auckland' });

/** The home page's four data sections, found by their headings. */
function homeSections(page: Page) {
  return {
    news: page.getByRole('region', { name: 'Latest News & Updates' }),
    heroes: page.getByRole('region', { name: 'Highest Rated Heroes' }),
    guides: page.getByRole('region', { name: 'Hero Guides & Strategies' }),
    teams: page.getByRole('region', { name: 'Team Compositions' }),
  };
}

/** Waits until every section has left its loading state. */
async function expectSectionsLoaded(page: Page) {
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
}

test('a visitor sees news, top heroes, guides and teams from the demo content', async ({ page }) => {
  await page.goto('/');
  const { news, heroes, guides, teams } = homeSections(page);

  // One large card and three small ones, each leading to its official page.
  await expect(news.getByRole('article')).toHaveCount(4);
  for (const link of await news.getByRole('article').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/official-(news|updates|events)\/[\w-]+$/);
  }
  await expect(news.getByRole('link', { name: 'View all news' })).toHaveAttribute('href', '/official-news');

  await expect(heroes.getByRole('article')).toHaveCount(5);
  for (const card of await heroes.getByRole('article').all()) {
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
    await expect(card.getByText(/\(\d+ ratings?\)/)).toBeVisible();
  }

  const guideCount = await guides.getByRole('article').count();
  expect(guideCount).toBeGreaterThanOrEqual(1);
  expect(guideCount).toBeLessThanOrEqual(4);
  await expect(guides.getByRole('article').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/guides\/[\w-]+$/,
  );

  // Three newest teams plus the 'Create Your Team' card.
  await expect(teams.getByRole('article')).toHaveCount(4);
  await expect(teams.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(teams.getByRole('article').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/teams\/[\w-]+$/,
  );
  await expect(teams.getByRole('link', { name: 'View all teams' })).toHaveAttribute('href', '/teams/public');
  await expect(teams.getByRole('heading', { name: 'Create Your Team' })).toBeVisible();
  await expect(teams.getByRole('link', { name: 'Sign In to Build' })).toHaveAttribute('href', '/login');
  await expect(teams.getByRole('link', { name: 'Build Now' })).toHaveCount(0);
});

test('a hero card leads to that hero', async ({ page }) => {
  await page.goto('/');
  const heroLink = homeSections(page).heroes.getByRole('article').first().getByRole('link');
  const href = await heroLink.getAttribute('href');
  expect(href).toMatch(/^\/heroes\/[\w-]+$/);
  await heroLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a returning member is welcomed back by name and invited to build a team', async ({ page }) => {
  const { email, username } = await apiSignedInMember(page.request, 'homer');
  // A later visit: a new session, not the one the username was chosen in.
  const signIn = await page.request.post('/api/account/sign-in', {
    data: { email, password: GOOD_PASSWORD, rememberMe: false },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
  const { teams } = homeSections(page);
  await expect(teams.getByRole('link', { name: 'Build Now' })).toHaveAttribute('href', '/teams');
  await expect(teams.getByRole('link', { name: 'Sign In to Build' })).toHaveCount(0);
});

test('failed or empty sections show their empty states without holding up the others', async ({ page }) => {
  await page.route('**/api/home/news', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await page.route('**/api/home/heroes', (route) => route.fulfill({ json: { items: [] } }));
  await page.route('**/api/home/guides', (route) => route.fulfill({ json: { items: [] } }));
  await page.route('**/api/redeem-codes', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await page.route('**/api/home/teams', (route) =>
    route.fulfill({
      json: {
        items: [
          {
            id: 'empty-team',
            name: 'Still Recruiting',
            slug: 'still-recruiting',
            createdAt: new Date().toISOString(),
            owner: null,
            heroes: [],
          },
        ],
      },
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openInBrowser(page, '/');
  const { news, heroes, guides, teams } = homeSections(page);
  await expect(heroes.getByText('No hero data available at the moment. Check back soon!')).toBeVisible();
  await expect(guides.getByText('Guides Coming Soon')).toBeVisible();
  await expect(teams.getByRole('heading', { name: 'Still Recruiting' })).toBeVisible();
  await expect(teams.getByText('No heroes in this team')).toBeVisible();
  // A failed load is retried, then only logged.
  await expect(news.getByText('No news available at the moment. Check back soon!')).toBeVisible({
    timeout: 15_000,
  });
  expect(errors.some((text) => text.startsWith('Failed to load news'))).toBe(true);
  // The strip's code says its load failed; its events need no request and still count down.
  await expect(page.getByRole('region', { name: 'Latest Code' })).toContainText(
    'Failed to load active redeem codes',
  );
  await expect(page.getByRole('region', { name: 'Next Flash Events' }).getByRole('timer')).toHaveText(
    /^Starts in /,
  );
});

test('with no active code the strip says so', async ({ page }) => {
  await page.route('**/api/redeem-codes', (route) => route.fulfill({ json: { items: [] } }));
  await openInBrowser(page, '/');
  await expect(page.getByRole('region', { name: 'Latest Code' })).toContainText(
    'No active codes right now. Check back soon!',
  );
});

test('the home page is accessible to visitors in both themes', async ({ page }) => {
  await page.goto('/');
  await expect(homeSections(page).heroes.getByRole('article')).toHaveCount(5);
  await expectSectionsLoaded(page);
  await expectAccessibleInBothThemes(page);
});

test('the home page is accessible to members in both themes', async ({ page }) => {
  await apiSignedInMember(page.request, 'homeaxe');
  await page.goto('/');
  await expect(homeSections(page).heroes.getByRole('article')).toHaveCount(5);
  await expectSectionsLoaded(page);
  await expectAccessibleInBothThemes(page);
});

test.describe("today's strip and the tier teaser on a phone", phoneOnly, () => {
  // At phone width only: the first screen is measured at phone width.
  // The clock is checked in Tokyo, nine hours ahead of UTC, so the strip must use local time.
  test.use({ timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 } });
  /** Monday 23 November 2026, 17:48 in Tokyo: the next event, Banquet, starts at 18:00. */
  const MONDAY_1748 = new Date('2026-11-23T08:48:00Z');

  for (const viewer of ['visitor', 'member'] as const) {
    test(`a ${viewer}'s first screen holds the countdown to the next event and the latest code`, async ({
      page,
    }) => {
      if (viewer === 'member') await apiSignedInMember(page.request, 'today');
      await page.clock.install({ time: MONDAY_1748 });
      await page.goto('/');
      const events = page.getByRole('region', { name: 'Next Flash Events' });
      const timer = events.getByRole('timer');
      await expect(timer).toHaveText('Starts in 12 min');
      await expect(events).toContainText('Banquet');
      const code = page.getByRole('region', { name: 'Latest Code' }).getByRole('button', { name: / Copy$/ });
      await expect(code).toBeVisible();

      // The tier list's top tier is on the first screen too.
      const teaser = page.getByRole('region', { name: /^Guild Coliseum: tier / });
      await expect(teaser.getByRole('link', { name: 'Full tier list' })).toBeVisible();
      const screen = 844;
      for (const shown of [timer, code, teaser]) {
        const box = await shown.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(screen);
      }
      // The first content section starts within the second screen.
      const news = await page.getByRole('region', { name: 'Latest News & Updates' }).boundingBox();
      expect(news?.y).toBeLessThan(2 * screen);

      // Live: the countdown ticks without a reload, then rolls on to the next event.
      await page.clock.fastForward('01:00');
      await expect(timer).toHaveText('Starts in 11 min');
      await page.clock.fastForward('11:00');
      await expect(timer).toHaveText('Starts in 30 min');
      await expect(events).toContainText('Trivia Quiz');
      await expectSectionsLoaded(page);
      await expectAccessibleInBothThemes(page);
    });
  }

  test('the latest code is copied with one tap', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest Code' });
    const button = latest.getByRole('button', { name: / Copy$/ });
    const code = ((await button.textContent()) ?? '').replace(/Copy$/, '');
    await button.click();
    await expect(latest.getByText('Copied!')).toBeVisible();
    await expect(page.getByText('Code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});
