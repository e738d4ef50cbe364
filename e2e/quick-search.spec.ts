import type { OutfitDetail } from '@haven/shared/outfits/schemas';
import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, phoneOnly, signInAsAdmin, test, waitForApp } from './support/fixtures';

// Demo content every fresh server has: a hero, a member and an approved guide.
const DEMO_HERO = { name: 'Aldric Thornveil', path: '/heroes/aldric-thornveil' };
const DEMO_MEMBER = 'lyra_starfall';
const DEMO_GUIDE = 'Tank Tier List for the Guild Coliseum';

const searchBox = (page: Page) =>
  page.getByRole('combobox', {
    name: 'Search heroes, database, guides, news, codes, outfits, teams and members',
  });
const results = (page: Page) => page.getByRole('listbox', { name: 'Quick search' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick search' });

/** Types a term, waits for `option` among the results, then ↓ until it is the active one and Enter. */
async function chooseByKeyboard(page: Page, term: string, option: string | RegExp) {
  await searchBox(page).fill(term);
  await openByKeyboard(page, results(page).getByRole('option', { name: option }));
}

/** ↓ until `target` (a shown result) is the active option, then Enter. */
async function openByKeyboard(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const count = await results(page).getByRole('option').count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await target.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
  const targetId = await target.getAttribute('id');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', targetId ?? '');
  await page.keyboard.press('Enter');
}

test.describe('quick search', desktopOnly, () => {
  // At desktop width only: keyboard journeys; the phone layout has its own test.

  test('/ on the home page opens it; part of a hero name, ↓ and Enter open the hero page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its keyboard shortcuts are the app's own.
    await waitForApp(page);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(dialog(page).getByText('Type at least two letters to search.')).toBeVisible();

    await searchBox(page).fill('THORNV');
    const hero = results(page).getByRole('option', { name: new RegExp(DEMO_HERO.name) });
    await expect(hero).toBeVisible();
    await expect(hero).toContainText('Hero');
    await expect(results(page).getByRole('group', { name: 'Heroes' })).toBeVisible();
    // Nothing is active until an arrow key moves into the list.
    await expect(hero).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(hero).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(DEMO_HERO.path);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_HERO.name })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('Ctrl-K from another page finds a member, a guide and a database entry', async ({ page }) => {
    // A database entry of our own, through the admin API, named so that only it matches.
    const name = `Quicksilver Lantern ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/database', {
      data: { category: 'relics', name, summary: 'Lights the way through the quick search.', rarity: 'SSR' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await page.request.post('/api/account/sign-out');
    await page.context().clearCookies();

    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its keyboard shortcuts are the app's own.
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    // A team named after the member is found too; the member's own option starts with the name.
    await chooseByKeyboard(page, 'STARFALL', new RegExp(`^${DEMO_MEMBER}`));
    await expect(page).toHaveURL(`/profile/${DEMO_MEMBER}`);

    await page.keyboard.press('Control+k');
    await chooseByKeyboard(page, 'tier li', DEMO_GUIDE);
    await expect(page).toHaveURL(/\/guides\/tank-tier-list/);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_GUIDE })).toBeVisible();

    await page.keyboard.press('Control+k');
    await searchBox(page).fill(name.slice(6).toLowerCase());
    const entry = results(page).getByRole('option', { name: new RegExp(name) });
    await expect(entry).toContainText('Relics');
    await expect(results(page).getByRole('group', { name: 'Database' })).toBeVisible();
    await chooseByKeyboard(page, name.slice(6).toLowerCase(), new RegExp(name));
    await expect(page).toHaveURL(`/database/relics/${slug}`);
  });

  test('finds a redeem code (usable before expired) and an outfit, each in its labelled group', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Two codes of our own, one of them switched off, through the admin API.
    const stem = `QSFIND${Date.now().toString(36).toUpperCase()}`;
    await signInAsAdmin(page);
    for (const code of [`${stem}OLD`, `${stem}NEW`]) {
      const created = await page.request.post('/api/admin/redeem-codes', {
        data: { code, rewards: '300 gems and a lantern', isActive: code.endsWith('NEW') },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.request.post('/api/account/sign-out');
    await page.context().clearCookies();
    const outfit = (await (await page.request.get('/api/outfits/outfit_42')).json()) as OutfitDetail;

    await page.goto('/outfits');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its keyboard shortcuts are the app's own.
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await searchBox(page).fill(stem.toLowerCase());
    const codes = results(page).getByRole('group', { name: 'Redeem Codes' }).getByRole('option');
    await expect(codes).toHaveCount(2);
    await expect(codes.first()).toContainText(`${stem}NEW`);
    await expect(codes.first()).toContainText('Active');
    await expect(codes.last()).toContainText('Expired');
    await expectAccessibleInBothThemes(page);
    await openByKeyboard(page, codes.first());
    await expect(page).toHaveURL('/redeem-codes');

    await page.keyboard.press('Control+k');
    await searchBox(page).fill(outfit.name);
    // The exact name comes first in its group.
    const found = results(page).getByRole('group', { name: 'Outfits' }).getByRole('option').first();
    await expect(found).toContainText(outfit.name);
    await expect(found).toContainText('Outfit');
    await openByKeyboard(page, found);
    await expect(page).toHaveURL(`/outfits/${outfit.slug}`);
  });

  test('Escape closes it and focus returns to the opener; / typed in a text field stays text', async ({
    page,
  }) => {
    // Two full axe runs with the dialog open need more than the default time on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/heroes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await opener.click();
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('zzqqxxv');
    await expect(dialog(page).getByText('No results for "zzqqxxv"')).toBeVisible();
    // Ctrl-K inside the open dialog keeps it open and keeps the opener to return to.
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    // The collection's own search keeps its /: no dialog opens.
    const collectionSearch = page.getByRole('searchbox', { name: /search heroes/i });
    await collectionSearch.fill('');
    await collectionSearch.pressSequentially('a/b');
    await expect(collectionSearch).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();

    // The hint beside it opens the quick search too, and its link hands over to the collection's search.
    await page.getByRole('button', { name: 'Search the whole site' }).click();
    await searchBox(page).fill('ar');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await results(page).getByRole('option', { name: 'See all heroes matching "ar"' }).click();
    await expect(page).toHaveURL(/\/heroes\?search=ar$/);
    await expect(page.getByRole('searchbox', { name: /search heroes/i })).toHaveValue('ar');
  });
});

test(
  'on a phone the header icon opens the quick search and it fits the screen',
  phoneOnly,
  async ({ page }) => {
    // At phone width only: the keyboard journeys above run at desktop width.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await searchBox(page).fill('starfal');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    const box = await dialog(page).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await results(page)
      .getByRole('option', { name: new RegExp(`^${DEMO_MEMBER}`) })
      .click();
    await expect(page).toHaveURL(`/profile/${DEMO_MEMBER}`);
  },
);
