import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { expect, test } from './support/fixtures';

test('the compact collection lists every hero on one page, four a row on a phone', async ({
  page,
}, testInfo) => {
  const all = (await (await page.request.get('/api/heroes?view=compact')).json()) as HeroListResponse;
  expect(all.totalPages).toBe(1);
  await page.goto('/heroes?view=compact');
  const grid = page.getByRole('list', { name: 'Heroes' });
  await expect(grid.getByRole('listitem')).toHaveCount(all.total);
  await expect(page.getByRole('navigation', { name: 'Hero pages' })).toHaveCount(0);
  if (testInfo.project.name === 'phone') {
    const items = grid.getByRole('listitem');
    const tops = await Promise.all([0, 1, 2, 3, 4].map(async (n) => (await items.nth(n).boundingBox())?.y));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
  }
  await expectAccessibleInBothThemes(page);
});

test('sorted by tier, the cards show each hero’s tier in the chosen mode', async ({ page }) => {
  const list = (await (await page.request.get('/api/heroes?sort=tier')).json()) as HeroListResponse;
  const [first] = list.items;
  if (!first?.tier) throw new Error('The demo tier list ranks no hero');
  await page.goto('/heroes?sort=tier');
  const card = page.getByRole('list', { name: 'Heroes' }).getByRole('listitem').first();
  await expect(card).toContainText(first.name);
  await expect(card.getByText(first.tier, { exact: true })).toBeVisible();
});

test('compare on a phone shows two or three heroes side by side with their full skill text', async ({
  page,
}) => {
  const list = (await (await page.request.get('/api/heroes?sort=name')).json()) as HeroListResponse;
  const slugs = list.items.slice(0, 3).map((hero) => hero.slug);
  await page.goto(`/heroes/compare?heroes=${slugs.join(',')}`);
  const columns = page.getByRole('article');
  await expect(columns).toHaveCount(3);
  const boxes = await Promise.all([0, 1, 2].map(async (n) => columns.nth(n).boundingBox()));
  expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
  const viewport = page.viewportSize();
  for (const box of boxes)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
  const compared = await (await page.request.get(`/api/heroes/compare?heroes=${slugs.join(',')}`)).json();
  const description: string = compared.heroes[0].skills[0].description;
  await expect(columns.first().getByText(description)).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
