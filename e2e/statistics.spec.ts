import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import type { Statistics } from '@haven/shared/statistics/schemas';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, openInBrowser, test } from './support/fixtures';

const CHART_TITLES = [
  'Heroes by class',
  'Heroes by role',
  'Heroes by rarity',
  'Ratings given',
  'Highest rated heroes',
  'Guides by tag',
  'Most picked in Game Teams',
  'Most picked in shared teams',
  'New members per week',
  'Database entries by category',
  'Heroes per tier',
  'Comments per day',
] as const;

/**
 * The figures the page itself was drawn with (the server hands them to the browser in the page's
 * query state), so work by other journeys meanwhile cannot make them differ.
 */
async function figuresReceived(page: Page): Promise<Statistics> {
  const figures = await page.evaluate(() => {
    const state = JSON.parse(document.getElementById('query-state')?.textContent ?? '{}') as {
      queries?: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    return state.queries?.find((query) => query.queryKey[1] === 'statistics')?.state.data;
  });
  expect(figures, 'the page arrives with its figures').toBeTruthy();
  return figures as Statistics;
}

test('a visitor reads every statistics chart, its summary and its table, by keyboard too', async ({
  page,
  isMobile,
}) => {
  // Twelve charts and their open tables make a large page for axe to check twice.
  test.slow();
  await page.goto('/statistics');
  const stats = await figuresReceived(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Statistics' })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();

  for (const title of CHART_TITLES) {
    const chart = page.getByRole('region', { name: title });
    await expect(chart.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // The one-sentence summary under the heading says something, whether figures or an empty state.
    await expect(chart.locator('h2 + p')).not.toBeEmpty();
  }

  // Summaries are computed from the figures.
  const heroTotal = stats.heroesByClass.reduce((sum, c) => sum + c.count, 0);
  const largestClass = stats.heroesByClass.reduce((best, c) => (c.count > best.count ? c : best));
  await expect(page.getByRole('region', { name: 'Heroes by class' })).toContainText(
    `${largestClass.label} is the largest class with ${largestClass.count} of ${heroTotal} heroes.`,
  );

  // The class table opens from the keyboard and lists every class with the API's figure.
  const classes = page.getByRole('region', { name: 'Heroes by class' });
  await classes.getByText('Show data table').focus();
  await page.keyboard.press('Enter');
  const classTable = classes.getByRole('table', { name: 'Number of heroes in each class' });
  await expect(classTable).toBeVisible();
  for (const { label, count } of stats.heroesByClass) {
    await expect(classTable.getByRole('row', { name: `${label} ${count}` })).toBeVisible();
  }

  // The highest rated table names the heroes with links to their pages.
  const best = stats.topRatedHeroes[0];
  expect(best, 'the demo data has a hero with enough ratings').toBeDefined();
  if (best) {
    const topRated = page.getByRole('region', { name: 'Highest rated heroes' });
    await topRated.getByText('Show data table').focus();
    await page.keyboard.press('Space');
    const row = topRated.getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText(best.name);
    await expect(row.getByRole('link', { name: best.name })).toHaveAttribute('href', `/heroes/${best.slug}`);
    await expect(row.getByRole('cell').first()).toHaveText(best.average.toFixed(1));
  }

  // Every chart's table is reachable, and the comment table has one row per day of twelve weeks.
  const comments = page.getByRole('region', { name: 'Comments per day' });
  await comments.getByText('Show data table').click();
  await expect(comments.getByRole('table').getByRole('row')).toHaveCount(stats.commentsPerDay.length + 1);
  for (const title of CHART_TITLES) {
    await expect(page.getByRole('region', { name: title }).getByText('Show data table')).toBeVisible();
  }

  // The charts themselves are hidden from screen readers, who read the tables instead.
  await expect(page.locator('svg.recharts-surface').first()).toBeAttached();
  expect(
    await page
      .locator('svg.recharts-surface')
      .evaluateAll((svgs) => svgs.every((s) => s.closest('[aria-hidden="true"]'))),
  ).toBe(true);

  if (isMobile) {
    // Open tables and charts fit a phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await expectAccessibleInBothThemes(page);
});

test(
  'an open statistics page counts a new shared team without a reload',
  desktopOnly,
  async ({ page, playwright }) => {
    // At desktop width only: the same page at every width.
    await page.goto('/statistics');
    const before = await figuresReceived(page);
    const lead = before.sharedTeamPicks[0];
    expect(lead, 'the demo data has shared teams').toBeDefined();
    if (!lead) return;
    const shared = page.getByRole('region', { name: 'Most picked in shared teams' });
    await shared.getByText('Show data table').click();
    const leadCount = shared.getByRole('row').filter({ hasText: lead.name }).getByRole('cell');
    await expect(leadCount).toHaveText(String(lead.count));

    // Another member shares a team with the leading hero, in a browser of their own.
    const member = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await apiSignedInMember(member, 'stats');
    const heroes = (await (await member.get('/api/heroes')).json()) as HeroListResponse;
    const leadHero = (await (await member.get(`/api/heroes/${lead.slug}`)).json()) as { id: string };
    const others = heroes.items.filter((h) => h.id !== leadHero.id).slice(0, 4);
    const created = await member.post('/api/teams', {
      data: { name: 'Statistics check', heroIds: [leadHero.id, ...others.map((h) => h.id)] },
    });
    expect(created.status(), await created.text()).toBe(201);
    await member.dispose();

    await expect.poll(async () => Number(await leadCount.textContent())).toBeGreaterThan(lead.count);
  },
);

test('a failed load says so and loads the charts on retry', desktopOnly, async ({ page }) => {
  // At desktop width only: the same page at every width.
  // No live updates here: an event from a journey running beside this one would refetch the
  // figures and replace the alert while the test reaches for its button.
  await page.route(
    (url) => url.pathname === '/api/events',
    (route) => route.abort(),
  );
  await page.route('**/api/statistics', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Service unavailable' } }),
    }),
  );
  await openInBrowser(page, '/statistics');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the statistics' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/statistics');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Heroes by class' })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
});
