import type { MyFavoriteOutfitResponse, OutfitDetail } from '@haven/shared/outfits/schemas';
import { request as apiRequest, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, test } from './support/fixtures';

/** The number of outfits the gallery says it has, read from 'Showing x of y outfits'. */
async function shownCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByText(/^Showing \d+ of \d+ outfits$/).textContent();
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { shown: Number(shown), total: Number(total) };
}

const outfitCards = (page: Page) => page.getByRole('list', { name: 'Outfits' }).getByRole('listitem');

/** The gallery's first card is outfit N: cards show names, so the link's address tells them apart. */
const expectFirstOutfit = (page: Page, number: number) =>
  expect(outfitCards(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    `/outfits/outfit-${number}`,
  );

test.describe('outfit gallery', desktopOnly, () => {
  // The gallery's layout is the same grid at every width; the phone run covers the outfit page.
  test('a visitor searches, filters by category and tag, pages, and clears an empty search', async ({
    page,
  }) => {
    test.slow(); // many steps, with axe in two themes
    await page.goto('/outfits');
    await expect(page.getByRole('heading', { name: 'Outfit Gallery', level: 1 })).toBeVisible();
    await expect(outfitCards(page)).toHaveCount(12);
    const all = await shownCount(page);
    expect(all.shown).toBe(12);
    expect(all.total).toBeGreaterThanOrEqual(160);

    // Search: name, description and folder, on the server, kept in the address.
    await page.getByRole('searchbox', { name: 'Search outfits' }).fill('OUTFIT_15');
    await expect(page).toHaveURL(/search=OUTFIT_15/);
    await expectFirstOutfit(page, 15);
    expect((await shownCount(page)).total).toBeLessThan(all.total);
    await page.getByRole('searchbox', { name: 'Search outfits' }).fill('');
    await expect(page).not.toHaveURL(/search=/);

    // Filter: the button opens real category and tag filters.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('checkbox', { name: 'Royal' }).first().check();
    await expect(page).toHaveURL(/category=Royal/);
    await expect(outfitCards(page).first()).toContainText('Royal');
    const royal = await shownCount(page);
    expect(royal.total).toBeLessThan(all.total);
    for (const card of await outfitCards(page).all()) await expect(card).toContainText('Royal');
    await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox', { name: 'cape' }).check();
    await expect(page).toHaveURL(/tag=cape/);
    await expect.poll(async () => (await shownCount(page)).total).toBeLessThan(royal.total);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/category=/);

    // Paging: 12 a page, the page in the address.
    await page
      .getByRole('navigation', { name: 'Outfit pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expectFirstOutfit(page, 13);

    await expectAccessibleInBothThemes(page);

    // Nothing found: the empty state's button clears the search.
    await page.goto('/outfits?search=no-such-outfit-anywhere');
    await expect(page.getByText('No outfits found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(page).toHaveURL(/\/outfits$/);
    await expect(outfitCards(page)).toHaveCount(12);
  });
});

test.describe('outfit gallery place', desktopOnly, () => {
  // The header link differs by width (the side menu on phones); the rule is the same.
  test('returns to the page it was left at through the breadcrumb, Back to Outfits and the header; a new search starts at page 1', async ({
    page,
  }) => {
    const pages = page.getByRole('navigation', { name: 'Outfit pages' });
    await page.goto('/outfits');
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/outfits\?page=2$/);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/outfits\?page=3$/);
    await expectFirstOutfit(page, 25);

    // Through the breadcrumb.
    await outfitCards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/outfits\/outfit-25$/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Outfits' }).click();
    await expect(page).toHaveURL(/\/outfits\?page=3$/);
    await expectFirstOutfit(page, 25);

    // Through the header, from another section.
    await page.goto('/heroes');
    await page.getByRole('button', { name: 'Database' }).click();
    await page.getByRole('list', { name: 'Database' }).getByRole('link', { name: 'Outfits' }).click();
    await expect(page).toHaveURL(/\/outfits\?page=3$/);

    // Page 1 chosen in the gallery stays page 1.
    await pages.getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(page).toHaveURL(/\/outfits$/);
    await expectFirstOutfit(page, 1);

    // A search goes back to page 1 and is remembered with its page.
    await page.getByRole('searchbox', { name: 'Search outfits' }).fill('outfit_1');
    await expect(page).toHaveURL(/search=outfit_1/);
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/search=outfit_1&page=2/);
    await page.getByRole('searchbox', { name: 'Search outfits' }).fill('outfit_');
    await expect(page).toHaveURL(/search=outfit_$/);
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/search=outfit_&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Through 'Back to Outfits' on an outfit that is not there, opened in the same tab.
    await page.goto('/outfits/outfit-987654');
    await page.getByRole('link', { name: 'Back to Outfits' }).click();
    await expect(page).toHaveURL(/search=outfit_&page=2$/);
    await expect(page.getByRole('searchbox', { name: 'Search outfits' })).toHaveValue('outfit_');
  });
});

test.describe('outfit page', () => {
  test('shows the female version first, flips to male, steps to neighbours and copies its link', async ({
    page,
    context,
  }) => {
    // Without the system share sheet the link is copied instead.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/outfits/outfit-2');
    const detail = (await (await page.request.get('/api/outfits/outfit-2')).json()) as OutfitDetail;
    await expect(page.getByRole('heading', { name: detail.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      `Home/Outfits/${detail.name}`,
    );

    await expect(page.getByRole('button', { name: 'Female', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('img', { name: `${detail.name}, female version` })).toBeVisible();
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Male', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('img', { name: `${detail.name}, male version` })).toBeVisible();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/outfits\/outfit-2$/);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 4000 });

    await expectAccessibleInBothThemes(page);

    await page.getByRole('link', { name: /Next outfit/ }).click();
    await expect(page).toHaveURL(/\/outfits\/outfit-3$/);
    await expect(page.getByRole('button', { name: 'Female', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('link', { name: /Previous outfit/ }).click();
    await expect(page).toHaveURL(/\/outfits\/outfit-2$/);
    await page.getByRole('link', { name: /Previous outfit/ }).click();
    await expect(page).toHaveURL(/\/outfits\/outfit-1$/);
    await expect(page.getByRole('link', { name: /Previous outfit/ })).toHaveCount(0);
  });

  test("an unknown outfit says 'Outfit Not Found' and leads back to the gallery", async ({ page }) => {
    await page.goto('/outfits/outfit-987654');
    await expect(page.getByRole('heading', { name: 'Outfit Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Outfits' }).click();
    await expect(page).toHaveURL(/\/outfits$/);
  });

  test('a visitor is sent to sign in; a member favourites one version, then replaces it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const [first, second] = testInfo.project.name === 'phone' ? [21, 22] : [31, 32];
    await page.goto(`/outfits/outfit-${first}`);
    await page.getByRole('button', { name: 'Favorite' }).click();
    await expect(page.getByText('Please log in to favorite outfits')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await apiSignedInMember(page.request, 'wardrobe');
    await page.goto(`/outfits/outfit-${first}`);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: 'Favorite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a version' });
    await expect(dialog).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Male version', exact: true }).click();
    await expect(page.getByText(`${name} added to favorites (male version)`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Favorited/ })).toHaveAttribute('aria-pressed', 'true');

    const mine = async () =>
      ((await (await page.request.get('/api/me/favorite-outfit')).json()) as MyFavoriteOutfitResponse)
        .favorite;
    expect(await mine()).toMatchObject({ genderPreference: 'male', outfit: { slug: `outfit-${first}` } });

    // One favourite per member: choosing another replaces it.
    await page.getByRole('link', { name: /Next outfit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/outfits/outfit-${second}$`));
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toBeEnabled();
    await page.getByRole('button', { name: 'Favorite', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Female version' }).click();
    await expect(page.getByRole('button', { name: /Favorited/ })).toBeVisible();
    expect(await mine()).toMatchObject({ genderPreference: 'female', outfit: { slug: `outfit-${second}` } });

    // Someone else's view of the site is unchanged by it.
    const visitor = await apiRequest.newContext({ baseURL });
    expect((await visitor.get('/api/me/favorite-outfit')).status()).toBe(401);
    await visitor.dispose();
  });
});
