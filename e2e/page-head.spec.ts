import type { HeroCard } from '@haven/shared/heroes/schemas';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, seededItem, test } from './support/fixtures';

/** What the document's head says about the page: every title, description and canonical address. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    titles: Array.from(document.querySelectorAll('head title')).map((tag) => tag.textContent),
    descriptions: Array.from(document.querySelectorAll('meta[name="description"]')).map((tag) =>
      tag.getAttribute('content'),
    ),
    canonicals: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((tag) =>
      tag.getAttribute('href'),
    ),
    ogUrls: Array.from(document.querySelectorAll('meta[property="og:url"]')).map((tag) =>
      tag.getAttribute('content'),
    ),
  }));
}

test('the head names the page a visitor is on, once, as they move through the app', async ({ page }) => {
  const hero = await seededItem<HeroCard>(page.request, '/api/heroes');
  await page.goto('/heroes');
  const list = await headOf(page);
  expect(list.titles).toEqual(['Hero Collection | Heroes Haven']);
  expect(list.descriptions).toHaveLength(1);
  expect(list.canonicals).toHaveLength(1);
  expect(list.canonicals[0]).toMatch(/\/heroes$/);

  await page
    .getByRole('link', { name: new RegExp(hero.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: hero.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${hero.name} | Heroes Haven`);
  const detail = await headOf(page);
  expect(detail.descriptions).toHaveLength(1);
  expect(detail.descriptions[0]).toContain(hero.name);
  expect(detail.canonicals).toEqual([expect.stringMatching(new RegExp(`/heroes/${hero.slug}$`))]);
  expect(detail.ogUrls).toEqual(detail.canonicals);
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveTitle('Hero Collection | Heroes Haven');
  expect((await headOf(page)).canonicals).toEqual(list.canonicals);
});
