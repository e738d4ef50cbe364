import type { HeroCard, HeroListResponse } from '@haven/shared/heroes/schemas';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { expect, test } from './support/fixtures';

/** The first heroes of the seeded collection by name. */
async function seededHeroes(request: APIRequestContext): Promise<HeroCard[]> {
  const response = await request.get('/api/heroes?sort=name');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as HeroListResponse;
  if (items.length < 3) throw new Error('The demo collection has too few heroes');
  return items;
}

/** The heroes the comparison shows, by their column headings. */
function comparedHeadings(page: Page) {
  return page.getByRole('heading', { level: 2 });
}

/** The slugs the address names. */
function addressSlugs(page: Page): string[] {
  return (new URL(page.url()).searchParams.get('heroes') ?? '').split(',').filter(Boolean);
}

test('a visitor compares two heroes, adds a third with the picker, shares the address and removes one', async ({
  page,
}) => {
  test.slow(); // axe in two themes, a picker and a reload
  const [first, second, third] = await seededHeroes(page.request);
  if (!first || !second || !third) throw new Error('The demo collection has too few heroes');
  await page.goto(`/heroes/compare?heroes=${first.slug},${second.slug}`);
  await expect(page.getByRole('heading', { name: 'Compare Heroes', level: 1 })).toBeVisible();
  await expect(comparedHeadings(page)).toHaveText([first.name, second.name]);
  await expect(page.getByRole('heading', { name: 'Base Stats' }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: 'Add hero' }).first().click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox', { name: 'Search heroes' }).fill(third.name);
  await picker
    .getByRole('button', { name: new RegExp(third.name) })
    .first()
    .click();
  await expect(comparedHeadings(page)).toHaveText([first.name, second.name, third.name]);
  expect(addressSlugs(page)).toEqual([first.slug, second.slug, third.slug]);

  await page.reload();
  await expect(comparedHeadings(page)).toHaveText([first.name, second.name, third.name]);

  await page.getByRole('button', { name: `Remove ${second.name}` }).click();
  await expect(comparedHeadings(page)).toHaveText([first.name, third.name]);
  expect(addressSlugs(page)).toEqual([first.slug, third.slug]);
});

test('with one hero chosen the comparison asks for another', async ({ page }) => {
  const [first] = await seededHeroes(page.request);
  if (!first) throw new Error('The demo collection has no heroes');
  await page.goto(`/heroes/compare?heroes=${first.slug}`);
  await expect(page.getByText('Add at least one more hero to compare')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add hero' }).first()).toBeEnabled();
});
