import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** The first page's hero names for a sort, as the API answers. */
async function firstNames(request: APIRequestContext, sort: string) {
  const response = await request.get(`/api/heroes?sort=${sort}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as HeroListResponse).items.map((hero) => hero.name);
}

test('a visitor sorts the collection by rating and by newest, kept in the address', async ({ page }) => {
  const grid = page.getByRole('list', { name: 'Heroes' });
  const cardTitles = grid.getByRole('heading', { level: 3 });
  // Other journeys add and rate heroes meanwhile: the page refetches on their events, so the
  // comparison with the API's order is retried until both have settled.
  const showsOrderOf = async (sort: string) =>
    expect(async () => {
      await expect(cardTitles).toHaveText(await firstNames(page.request, sort), { timeout: 2000 });
    }).toPass();
  await page.goto('/heroes');
  await expect(cardTitles.first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/[?&]sort=rating/);
  await showsOrderOf('rating');

  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await showsOrderOf('newest');

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await showsOrderOf('newest');
});

test('the compact view shows at least three heroes a row at phone width and is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const grid = page.getByRole('list', { name: 'Heroes' });
  await page.goto('/heroes');
  const toggle = page.getByRole('button', { name: 'Compact view' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]view=compact/);

  const items = grid.getByRole('listitem');
  await expect(items.nth(2)).toBeVisible();
  const tops = await Promise.all([0, 1, 2].map(async (n) => (await items.nth(n).boundingBox())?.y));
  expect(tops[1]).toBe(tops[0]);
  expect(tops[2]).toBe(tops[0]);
  await expectAccessibleInBothThemes(page);

  // The session remembers the view when the address does not name it.
  await page.goto('/heroes');
  await expect(page.getByRole('button', { name: 'Compact view' })).toHaveAttribute('aria-pressed', 'true');
});
