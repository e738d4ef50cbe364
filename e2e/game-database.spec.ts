import type { HeroCard, HeroListResponse } from '@haven/shared/heroes/schemas';
import type { Browser, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, openInBrowser, phoneOnly, signInAsAdmin, test } from './support/fixtures';
import { showCategoryEmpty } from './support/game-database';

/** How many entries a journey makes: more than one page of 24. */
const ENTRY_COUNT = 26;

type SeededCategory = {
  /** A word in every name made, unique to the test, so a search finds exactly these. */
  token: string;
  /** A tag given to every third entry (1st, 4th, … 25th). */
  tag: string;
  firstId: string;
  firstSlug: string;
  hero: HeroCard;
  /** The administrator's page that made them, for further edits. */
  admin: Page;
};

/**
 * Makes `count` Items through the admin API, in its own browser context: 'Relay {token} 01' …,
 * rarity UR for every fifth (01, 06, …), LR for the 26th, R for the other even numbers and none
 * for the rest; the tag on every third; the first has a description, attributes and names a hero.
 */
async function seedItems(browser: Browser, count: number): Promise<SeededCategory> {
  const admin = await adminPage(browser);
  const heroes = (await (await admin.request.get('/api/heroes?page=1')).json()) as HeroListResponse;
  const hero = heroes.items[0];
  if (!hero) throw new Error('The demo collection is empty');

  const token = `qz${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const tag = `glow-${token}`;
  let firstId = '';
  let firstSlug = '';
  for (let i = 0; i < count; i++) {
    const number = String(i + 1).padStart(2, '0');
    const rarity = i === 25 ? 'LR' : i % 5 === 0 ? 'UR' : i % 2 === 1 ? 'R' : null;
    const response = await admin.request.post('/api/admin/database', {
      data: {
        category: 'items',
        name: `Relay ${token} ${number}`,
        summary: `A test relay stone, number ${number}, that only exists while the journeys run.`,
        rarity,
        tags: i % 3 === 0 ? [tag, 'e2e'] : ['e2e'],
        ...(i === 0 && {
          description: '<p>Hums quietly when <strong>allies</strong> are near.</p>',
          attributes: [
            { label: 'Attack', value: '+120' },
            { label: 'Drops from', value: 'Atlas Tower 61–80' },
          ],
          relatedHeroIds: [hero.id],
        }),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    if (i === 0) ({ id: firstId, slug: firstSlug } = (await response.json()) as { id: string; slug: string });
  }
  return { token, tag, firstId, firstSlug, hero, admin };
}

/** The administrator signed in, in a browser context of its own (another person, as it were). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  return admin;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Items' }).getByRole('article');
const resultLine = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ entr(y|ies)$/);

test.describe('game database', desktopOnly, () => {
  // The pages are the same grid and controls at every width; the phone run checks the fit.
  test('a visitor browses Items: search, rarity and tag filters, sort, pages, then an entry and its hero', async ({
    page,
    browser,
  }) => {
    test.slow(); // it makes 26 entries first
    const seeded = await seedItems(browser, ENTRY_COUNT);
    await seeded.admin.context().close();

    await page.goto('/');
    await page.getByRole('button', { name: 'Database' }).click();
    const database = page.getByRole('list', { name: 'Database' });
    await expect(database.getByRole('link')).toHaveCount(14);
    await database.getByRole('link', { name: 'Items' }).click();
    await expect(page).toHaveURL(/\/database\/items$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
    await expect(page.getByText(/^Materials, consumables and chests/)).toBeVisible();
    await expect(page).toHaveTitle(/^Items \| Heroes Haven/);
    await expect(
      page.getByRole('navigation', { name: 'Database categories' }).getByRole('link', { name: 'Items' }),
    ).toHaveAttribute('aria-current', 'page');

    // Search on the server, in the address; 24 a page.
    await page.getByRole('searchbox', { name: 'Search Items' }).fill(seeded.token.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`search=${seeded.token.toUpperCase()}`));
    await expect(resultLine(page)).toHaveText(`Showing 1–24 of ${ENTRY_COUNT} entries`);
    await expect(cards(page)).toHaveCount(24);
    await expect(cards(page).first()).toContainText(`Relay ${seeded.token} 01`);

    // Rarity, then tag: each narrows, lands on page 1 and is kept in the address.
    await page.getByLabel('Rarity', { exact: true }).selectOption('UR');
    await expect(page).toHaveURL(/rarity=UR/);
    await expect(resultLine(page)).toHaveText('Showing 1–5 of 5 entries');
    await page.getByLabel('Tag', { exact: true }).selectOption(seeded.tag);
    await expect(page).toHaveURL(new RegExp(`tag=${seeded.tag}`));
    await expect(resultLine(page)).toHaveText('Showing 1–2 of 2 entries');
    await expect(cards(page).nth(0)).toContainText(`Relay ${seeded.token} 01`);
    await expect(cards(page).nth(1)).toContainText(`Relay ${seeded.token} 16`);
    await page.getByLabel('Rarity', { exact: true }).selectOption('');
    await expect(resultLine(page)).toHaveText('Showing 1–9 of 9 entries');

    // A filter that matches nothing offers to clear everything.
    await page.getByLabel('Rarity', { exact: true }).selectOption('GR');
    await expect(page.getByText('No entries match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/database\/items$/);
    await expect(page.getByRole('searchbox', { name: 'Search Items' })).toHaveValue('');

    // Back restores the search and filters; sort by rarity puts the LR entry first.
    await page.goBack();
    await expect(page).toHaveURL(/rarity=GR/);
    await page.goto(`/database/items?search=${seeded.token}`);
    await page.getByLabel('Sort by').selectOption('rarity');
    await expect(page).toHaveURL(/sort=rarity/);
    await expect(cards(page).first()).toContainText(`Relay ${seeded.token} 26`);
    await expect(cards(page).first()).toContainText('LR');
    await expect(cards(page).nth(1)).toContainText('UR');
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(cards(page).first()).toContainText(`Relay ${seeded.token} 01`);
    await page.goForward();
    await expect(page.getByLabel('Sort by')).toHaveValue('rarity');
    await page.goBack();

    // Page 2 holds the last two; Back returns to page 1 with the search still in the box.
    await page.getByRole('navigation', { name: 'Items pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(resultLine(page)).toHaveText(`Showing 25–26 of ${ENTRY_COUNT} entries`);
    await expect(cards(page).first()).toContainText(`Relay ${seeded.token} 25`);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('searchbox', { name: 'Search Items' })).toHaveValue(seeded.token);

    // The entry: breadcrumb, rarity, summary, description, attribute table, tags, hero, neighbours.
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/database/items/${seeded.firstSlug}$`));
    const name = `Relay ${seeded.token} 01`;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name} · Items \\| Heroes Haven`));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toContainText(`Database›Items›${name}`);
    await expect(page.getByText('Rarity UR').first()).toBeVisible();
    await expect(page.getByText('Hums quietly when allies are near.')).toBeVisible();
    const attributes = page.getByRole('table', { name: 'Attributes' });
    await expect(attributes.getByRole('rowheader', { name: 'Attack' })).toBeVisible();
    await expect(attributes.getByRole('row', { name: 'Drops from Atlas Tower 61–80' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Other Items' })).toContainText(
      `Relay ${seeded.token} 02`,
    );

    // A tag leads to the category filtered by it.
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: seeded.tag }).click();
    await expect(page).toHaveURL(new RegExp(`/database/items\\?tag=${seeded.tag}$`));
    await expect(resultLine(page)).toHaveText('Showing 1–9 of 9 entries');
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(seeded.tag);
    await page.goBack();

    // The related hero's page lists the entry under Related.
    await page
      .getByRole('region', { name: 'Related Heroes' })
      .getByRole('link', { name: seeded.hero.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/heroes/${seeded.hero.slug}$`));
    const related = page.getByRole('region', { name: 'Related', exact: true });
    const card = related.getByRole('article').filter({ has: page.getByRole('link', { name }) });
    await expect(card).toContainText('Items');
    await expect(card).toContainText('Rarity UR');
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('unknown categories are the 404 page and unknown entries say so, with a way back', async ({
    page,
  }) => {
    await page.goto('/database/dragons');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await page.goto('/database/dragons/anything');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();

    await page.goto('/database/relics/no-such-relic');
    await expect(page.getByRole('heading', { level: 1, name: 'Entry not found' })).toBeVisible();
    await expect(
      page.getByText("The entry you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Relics' }).click();
    await expect(page).toHaveURL(/\/database\/relics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Relics' })).toBeVisible();

    // An old link past the last page offers the last one.
    await page.goto('/database/relics?page=50');
    await expect(page.getByText('This page is past the last one')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page).not.toHaveURL(/page=50/);
    await expect(page.getByRole('list', { name: 'Relics' }).getByRole('article').first()).toBeVisible();
  });

  test('an empty category says so, and offers admins to add the first entry', async ({ page }) => {
    await showCategoryEmpty(page, 'heir');
    await openInBrowser(page, '/database/heir');
    await expect(page.getByText('No heirs in the database yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add the first heir' })).toHaveCount(0);

    await signInAsAdmin(page);
    await openInBrowser(page, '/database/heir');
    await expect(page.getByText('No heirs in the database yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add the first heir' })).toHaveAttribute(
      'href',
      '/admin?tab=game-database&new=heir',
    );
  });

  test("an admin's edit shows on an open entry page without a reload", async ({ page, browser }) => {
    const seeded = await seedItems(browser, 1);
    const name = `Relay ${seeded.token} 01`;
    await page.goto(`/database/items/${seeded.firstSlug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Hums quietly when allies are near.')).toBeVisible();

    const edited = await seeded.admin.request.put(`/api/admin/database/${seeded.firstId}`, {
      data: {
        category: 'items',
        name,
        summary: 'Now it sings at dawn.',
        description: '<p>Sings when the sun rises.</p>',
        rarity: 'GR',
        tags: ['e2e'],
        attributes: [{ label: 'Attack', value: '+150' }],
        relatedHeroIds: [seeded.hero.id],
        // Saved as an editor that opened the entry when it was made.
        version: 0,
      },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await seeded.admin.context().close();
    await expect(page.getByText('Now it sings at dawn.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Sings when the sun rises.')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Attributes' }).getByRole('row', { name: 'Attack +150' }),
    ).toBeVisible();
  });

  test('the category page and an entry page are accessible in both themes', async ({ page, browser }) => {
    test.slow(); // axe twice on two pages
    const seeded = await seedItems(browser, 3);
    await seeded.admin.context().close();
    await page.goto(`/database/items?search=${seeded.token}`);
    await expect(cards(page)).toHaveCount(3);
    await expectAccessibleInBothThemes(page);

    await page.goto(`/database/items/${seeded.firstSlug}`);
    await expect(page.getByRole('table', { name: 'Attributes' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
});

test.describe('game database at phone width', phoneOnly, () => {
  // At phone width only: the fit is a phone concern.

  test('the category and entry pages fit the screen; the category row scrolls inside itself', async ({
    page,
    browser,
  }) => {
    const seeded = await seedItems(browser, 1);
    await seeded.admin.context().close();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto('/database/items');
    await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search Items' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    expect(await fits()).toBe(true);
    const systems = page.getByRole('navigation', { name: 'Database categories' }).getByRole('link', {
      name: 'Systems',
    });
    await systems.scrollIntoViewIfNeeded();
    await systems.click();
    await expect(page).toHaveURL(/\/database\/systems$/);
    expect(await fits()).toBe(true);

    await page.goto(`/database/items/${seeded.firstSlug}`);
    await expect(page.getByRole('table', { name: 'Attributes' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
