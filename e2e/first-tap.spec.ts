import type { HeroCard } from '@haven/shared/heroes/schemas';
import type { Page } from '@playwright/test';
import { apiSignedInMember, desktopOnly, expect, holdApp, phoneOnly, test } from './support/fixtures';

// A phone shows the server's page seconds before the app takes it over. These journeys press at
// first paint, on a phone slowed as a mid-range one is, with the app held back until they have
// pressed, and see each press take effect: at once where the browser can act alone (menus), once
// the app is live where it needs the app.

/** A mid-range phone: four times slower processor, slow 4G. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));

test.describe('on a slow phone', phoneOnly, () => {
  // At phone width only: the phone layout and its menu.
  test.slow();

  test('the menu opens at first paint, before the app is live, and its links lead on', async ({ page }) => {
    await slowPhone(page);
    const release = await holdApp(page);
    await page.goto('/heroes');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Community' })).toBeVisible();
    expect(await isLive(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await release();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(menu).toBeHidden();
  });

  test('a filter and a sort chosen at first paint apply once the app is live', async ({ page }) => {
    await slowPhone(page);
    const release = await holdApp(page);
    await page.goto('/heroes');
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    await toggle.click();
    // The press is shown as held until the app acts on it.
    await expect(page.locator('.held-press')).toHaveCount(1);
    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    expect(await isLive(page)).toBe(false);
    await release();

    await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.locator('.held-press')).toHaveCount(0);
  });

  test('a rating pressed and a comment typed at first paint reach the app once it is live', async ({
    page,
  }) => {
    const { items } = (await (await page.request.get('/api/heroes?page=2')).json()) as { items: HeroCard[] };
    const hero = items[5];
    if (!hero) throw new Error('The demo collection has too few heroes');
    await apiSignedInMember(page.request, 'early');
    await slowPhone(page);
    const release = await holdApp(page);
    await page.goto(`/heroes/${hero.slug}`);
    await page.getByRole('radio', { name: '4 stars' }).click();
    // Text typed meanwhile is the app's once it is live: Post, which needs five characters, opens.
    await page.getByLabel('Add a comment').fill('Typed before the page was live');
    expect(await isLive(page)).toBe(false);
    await release();

    await expect(page.getByText('You rated this hero 4 stars.')).toBeVisible();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(
      page.getByRole('article').filter({ hasText: 'Typed before the page was live' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  test('what a member types into an editor before the app is live is what the app saves', async ({
    page,
  }) => {
    await apiSignedInMember(page.request, 'typist');
    await slowPhone(page);
    const release = await holdApp(page);
    await page.goto('/profile/edit');
    await page.getByLabel('Location').fill('Typed early');
    // A number field: all of it chosen and written over, as a thumb does.
    await page.getByLabel('Character Level').fill('42');
    expect(await isLive(page)).toBe(false);
    await release();

    await expect(page.getByLabel('Location')).toHaveValue('Typed early');
    await expect(page.getByLabel('Character Level')).toHaveValue('42');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.goto('/profile/edit');
    await expect(page.getByLabel('Location')).toHaveValue('Typed early');
    await expect(page.getByLabel('Character Level')).toHaveValue('42');
  });
});

test('on a wide screen the header menus open before the app is live', desktopOnly, async ({ page }) => {
  // At desktop width only: the wide header.
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Database' }).click();
  const database = page.getByRole('list', { name: 'Database' });
  await expect(database.getByRole('link')).toHaveCount(14);
  expect(await isLive(page)).toBe(false);
  await database.getByRole('link', { name: 'Gems' }).click();
  await expect(page).toHaveURL(/\/database\/gems$/);
  await release();
});
