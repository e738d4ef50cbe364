import type { Page } from '@playwright/test';
import { desktopOnly, expect, test } from './support/fixtures';

// The first draw in the browser must equal the server's HTML; what the tab remembers and the
// viewer's clock apply after hydration. A viewer far from the server's zone, a day ahead of it.
test.use({ timezoneId: 'Pacific/Auckland' });

const outfitCards = (page: Page) => page.getByRole('list', { name: 'Outfits' }).getByRole('listitem');

/** The gallery's first card is outfit N: cards show names, so the link's address tells them apart. */
const expectFirstOutfit = (page: Page, number: number) =>
  expect(outfitCards(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    `/outfits/outfit-${number}`,
  );

test(
  'a full load of the plain gallery address draws the server’s page, then returns to the place remembered for the tab',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: same rule at every width.
    await page.goto('/outfits?page=3');
    await expectFirstOutfit(page, 25);
    await expect
      .poll(() => page.evaluate(() => window.sessionStorage.getItem('outfit-gallery-place')))
      .toBe('page=3');

    await page.goto('/outfits');
    await expect(page).toHaveURL(/\/outfits\?page=3$/);
    await expectFirstOutfit(page, 25);
    await expect(
      page
        .getByRole('navigation', { name: 'Outfit pages' })
        .getByRole('link', { name: 'Page 3', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  },
);

test('a searched guide list past its last page hydrates without redrawing', desktopOnly, async ({ page }) => {
  // At desktop width only: same rule at every width.
  await page.goto('/guides?search=x&page=5');
  await expect(page.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('x');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  // The app has taken over: the search box answers typing.
  await page.getByRole('searchbox', { name: 'Search guides' }).fill('frozen');
  await expect(page).toHaveURL(/search=frozen/);
});
