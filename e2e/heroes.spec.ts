import type { HeroCard, HeroListResponse } from '@haven/shared/heroes/schemas';
import { type APIRequestContext, request as apiRequest, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  openInBrowser,
  signInAsAdmin,
  test,
  waitForApp,
} from './support/fixtures';
import { makePng } from './support/images';

// The desktop-only journeys use the same controls at every width; the phone runs the collection's
// filters, comments, the Game Team and the admin editor, whose layouts change there.

async function listHeroes(request: APIRequestContext, query = ''): Promise<HeroListResponse> {
  const response = await request.get(`/api/heroes?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as HeroListResponse;
}

/** A hero of the seeded collection; each project takes a different one so parallel runs never meet. */
async function pickHero(request: APIRequestContext, projectName: string, offset = 0): Promise<HeroCard> {
  const { items } = await listHeroes(request, 'page=2');
  const hero = items[(projectName === 'phone' ? 10 : 0) + offset];
  if (!hero) throw new Error('The demo collection has too few heroes');
  return hero;
}

/** A member signed in through the API only, in its own request context (another browser, as it were). */
async function apiMember(baseURL: string, prefix: string) {
  const context = await apiRequest.newContext({ baseURL });
  const { username } = await apiSignedInMember(context, prefix);
  return { context, username };
}

type NewHero = { name: string; class: string; rarity: string; roles: string[] };

/** Creates a hero through the admin API with the page's (admin) session; each test makes its own. */
async function createHeroViaApi(page: Page, label: string, hero: Partial<NewHero> = {}) {
  const name = `${label} ${test.info().project.name} ${Date.now().toString(36)}`;
  const response = await page.request.post('/api/admin/heroes', {
    data: {
      name,
      class: 'Guard',
      rarity: 'SR',
      description: 'A hero who only exists while the tests run.',
      roles: ['Tank'],
      imageUrl: null,
      skills: [{ name: 'Shield Wall', description: 'Takes the blow for everyone.' }],
      ...hero,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, ...((await response.json()) as { id: string; slug: string }) };
}

/** Opens a hero's card in the collection, found by its name. */
async function openHeroFromCollection(page: Page, name: string) {
  await page.goto(`/heroes?search=${encodeURIComponent(name)}`);
  await page
    .getByRole('list', { name: 'Heroes' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('a visitor pages the hero collection, opens the statistics and a hero', async ({ page }) => {
  const all = await listHeroes(page.request);
  expect(all.total).toBeGreaterThanOrEqual(40);
  const grid = page.getByRole('list', { name: 'Heroes' });

  await page.goto('/heroes');
  await expect(page.getByRole('heading', { name: 'Hero Collection', level: 1 })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText(`Showing 1–20 of ${all.total} heroes`)).toBeVisible();

  // Statistics panel.
  await page.getByRole('button', { name: 'Heroes Statistics' }).click();
  await expect(page.getByText('Total Heroes')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Rarity distribution: LR \d+/ })).toBeVisible();

  // Paging lives in the address; Back returns.
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(grid.getByRole('listitem').first()).toContainText(
    (await listHeroes(page.request, 'page=2')).items[0]?.name ?? '',
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(grid.getByRole('listitem').first()).toContainText(all.items[0]?.name ?? '');

  // Open a hero.
  const target = all.items[3] as HeroCard;
  await grid.getByRole('link', { name: new RegExp(target.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/heroes/${target.slug}$`));
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();

  await page.goto('/heroes/no-such-hero-anywhere');
  await expect(page.getByRole('heading', { name: 'Hero not found' })).toBeVisible();
});

test('filters and the name search narrow the hero collection', async ({ page }) => {
  const all = await listHeroes(page.request);
  const grid = page.getByRole('list', { name: 'Heroes' });

  // A filter resets to page 1 and shows only matching heroes.
  await page.goto('/heroes?page=2');
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  const doctors = await listHeroes(page.request, 'class=Doctor');
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByRole('checkbox', { name: 'Doctor' }).check();
  await expect(page).toHaveURL(/class=Doctor/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(new RegExp(`of ${doctors.total} heroes`))).toBeVisible();
  for (const item of await grid.getByRole('listitem').all()) await expect(item).toContainText('Doctor');
  await page.getByRole('checkbox', { name: 'Doctor' }).uncheck();
  await expect(page).not.toHaveURL(/class=/);

  // Debounced name search.
  const target = all.items[3] as HeroCard;
  const fragment = target.name.split(' ')[0]?.toLowerCase() ?? target.name;
  await page.getByRole('searchbox', { name: 'Search heroes by name' }).fill(fragment);
  await expect(page).toHaveURL(new RegExp(`search=${fragment}`));
  await expect(grid.getByRole('link', { name: new RegExp(target.name) })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search heroes by name' }).fill('zzqx-no-such-hero');
  await expect(page.getByText('No heroes found matching your criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(20);
});

test('the hero collection is accessible in both themes', async ({ page }) => {
  await page.goto('/heroes');
  await expect(page.getByRole('list', { name: 'Heroes' }).getByRole('listitem')).toHaveCount(20);
  await expectAccessibleInBothThemes(page);
});

test('a failed hero list offers the Debug check', desktopOnly, async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/heroes',
    (route) => route.fulfill({ status: 500, body: '' }),
  );
  await openInBrowser(page, '/heroes');
  await expect(page.getByText('Could not load heroes')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Debug' }).click();
  const report = page.locator('main dl');
  await expect(report).toContainText('Database');
  await expect(report).toContainText('up');
});

test('visitors are asked to sign in, and others’ comments appear live', async ({
  page,
  baseURL,
}, testInfo) => {
  const hero = await pickHero(page.request, testInfo.project.name, 1);
  const other = await apiMember(baseURL ?? '', 'talker');
  const first = await other.context.post(`/api/heroes/${hero.id}/comments`, {
    data: { content: `First impressions of ${hero.name}: solid pick.` },
  });
  expect(first.status()).toBe(201);

  await page.goto(`/heroes/${hero.slug}`);
  // The page follows others' comments live.
  await waitForApp(page);
  const comment = page.getByRole('article', { name: `Comment by ${other.username}` });
  await expect(comment.first()).toBeVisible();
  await expect(page.getByText('Please sign in to add a comment')).toBeVisible();

  await comment
    .first()
    .getByRole('button', { name: /Vote up/ })
    .click();
  await expect(page.getByText('Please sign in to vote on comments')).toBeVisible();
  await page.getByRole('radio', { name: '3 stars' }).click();
  await expect(page.getByText('Please log in to rate this hero')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Game Team' }).click();
  await expect(page.getByText('Please log in to add heroes to your Game Team')).toBeVisible();

  // Another member writes while the page is open: it shows up without reloading.
  await page.getByRole('button', { name: 'Most Recent' }).click();
  const live = `Live update for ${hero.name} ${Date.now().toString(36)}`;
  expect(
    (await other.context.post(`/api/heroes/${hero.id}/comments`, { data: { content: live } })).status(),
  ).toBe(201);
  await expect(page.getByText(live)).toBeVisible({ timeout: 10_000 });
  await other.context.dispose();

  await expectAccessibleInBothThemes(page);
});

test('a member rates a hero with the keyboard-accessible stars', desktopOnly, async ({ page }, testInfo) => {
  const hero = await pickHero(page.request, testInfo.project.name);
  await apiSignedInMember(page.request, 'rater');
  await page.goto(`/heroes/${hero.slug}`);
  await expect(page.getByRole('heading', { name: hero.name, level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: '4 stars' }).click();
  await expect(page.getByText('Rating updated successfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByText('You rated this hero 4 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(page.getByText('You rated this hero 5 stars.')).toBeVisible();
});

test('a member posts a comment and votes on it, accessible in both themes', async ({ page }, testInfo) => {
  const hero = await pickHero(page.request, testInfo.project.name);
  const { username } = await apiSignedInMember(page.request, 'critic');
  await page.goto(`/heroes/${hero.slug}`);
  await expect(page.getByRole('heading', { name: hero.name, level: 1 })).toBeVisible();

  // Posting: counter, 5-character minimum, tags stripped, shown as text.
  const box = page.getByLabel('Add a comment');
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await box.fill('  abcd ');
  await expect(page.getByText('7/500')).toBeVisible();
  await expect(post).toBeDisabled();
  await box.fill('Great in <b>every</b> arena team');
  await expect(post).toBeEnabled();
  await post.click();
  await expect(page.getByText('Comment added successfully')).toBeVisible();
  const mine = page.getByRole('article', { name: `Comment by ${username}` });
  await expect(mine).toContainText('Great in every arena team');
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(mine.getByRole('link', { name: username })).toHaveAttribute('href', `/profile/${username}`);

  // Voting up, then the same vote again removes it.
  const up = mine.getByRole('button', { name: /Vote up/ });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveText('1');
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'false');
  await expect(up).toHaveText('0');

  await expectAccessibleInBothThemes(page);
});

test('a member edits and then deletes their comment', desktopOnly, async ({ page }, testInfo) => {
  const hero = await pickHero(page.request, testInfo.project.name);
  const { username } = await apiSignedInMember(page.request, 'editor');
  const created = await page.request.post(`/api/heroes/${hero.id}/comments`, {
    data: { content: 'Great in every arena team' },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/heroes/${hero.slug}`);
  const mine = page.getByRole('article', { name: `Comment by ${username}` });
  await expect(mine).toContainText('Great in every arena team');

  // Inline edit with the same length rule.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const editBox = mine.getByLabel('Edit your comment');
  await editBox.fill('abc');
  await expect(mine.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editBox.fill('Edited: great in every arena team');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment updated successfully')).toBeVisible();
  await expect(mine).toContainText('Edited: great in every arena team');

  // Delete after confirming.
  await mine.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this comment? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted successfully')).toBeVisible();
  await expect(mine).toHaveCount(0);
});

test('a member adds heroes to chosen Game Team positions', async ({ page }) => {
  const { items } = await listHeroes(page.request, 'page=2');
  const heroes = items.slice(4, 6);
  expect(heroes).toHaveLength(2);
  await apiSignedInMember(page.request, 'captain');

  for (const [index, hero] of heroes.entries()) {
    await page.goto(`/heroes/${hero.slug}`);
    await page.getByRole('button', { name: 'Add to Game Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Game Team' });
    const addButton = dialog.getByRole('button', { name: 'Add to Team' });
    await expect(addButton).toBeDisabled();
    // Fill the slots in reverse so the choice is really the member's.
    const slot = dialog.getByRole('radio', { name: `Position ${5 - index}, free` });
    await slot.check();
    await expect(slot).toBeChecked();
    await addButton.click();
    await expect(page.getByText(`${hero.name} added to your Game Team`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Game Team' })).toBeDisabled();
  }

  const team = (await (await page.request.get('/api/me/game-team')).json()) as {
    entries: { position: number; isMain: boolean; hero: { id: string } }[];
  };
  expect(team.entries).toHaveLength(2);
  expect(team.entries.find((entry) => entry.hero.id === heroes[0]?.id)).toMatchObject({
    position: 5,
    isMain: true,
  });
  expect(team.entries.find((entry) => entry.hero.id === heroes[1]?.id)).toMatchObject({
    position: 4,
    isMain: false,
  });
});

test("a press on Add to Game Team made as the member's team arrives opens the choice", async ({ page }) => {
  const { items } = await listHeroes(page.request, 'page=2');
  const hero = items[3];
  expect(hero).toBeDefined();
  await apiSignedInMember(page.request, 'midpress');
  // The member's team is held back until the press has begun.
  let releaseTeam = () => {};
  const teamHeld = new Promise<void>((resolve) => {
    releaseTeam = resolve;
  });
  await page.route('**/api/me/game-team', async (route) => {
    await teamHeld;
    await route.continue();
  });
  await page.goto(`/heroes/${hero?.slug}`);
  const button = page.getByRole('button', { name: 'Add to Game Team' });
  await expect(button).toBeEnabled();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForResponse('**/api/me/game-team');
  releaseTeam();
  await arrived;
  // The button has taken the team's state (its loading mark gone) before the press ends.
  await expect(button.locator('.animate-spin')).toHaveCount(0);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Add to Game Team' })).toBeVisible();
});

test('a full Game Team: Add lets the member choose whom the new hero replaces', async ({ page }) => {
  const { items } = await listHeroes(page.request, 'page=2');
  const heroes = items.slice(4, 10);
  expect(heroes).toHaveLength(6);
  await apiSignedInMember(page.request, 'fullteam');
  // Four heroes through the API; the page shows the last free position.
  for (const [index, hero] of heroes.slice(0, 4).entries()) {
    const added = await page.request.post('/api/me/game-team', {
      data: { heroId: hero.id, position: index + 1 },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await page.goto(`/heroes/${heroes[4]?.slug}`);
  await page.getByRole('button', { name: 'Add to Game Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Game Team' });
  await expect(
    dialog.getByRole('radio', { name: `Position 1, taken by ${heroes[0]?.name} (main hero)` }),
  ).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Position 5, free' }).check();
  await dialog.getByRole('button', { name: 'Add to Team' }).click();
  await expect(page.getByText(`${heroes[4]?.name} added to your Game Team`)).toBeVisible();

  // A sixth hero takes the place of the one chosen, main mark and position kept.
  await page.goto(`/heroes/${heroes[5]?.slug}`);
  await page.getByRole('button', { name: 'Team Full' }).click();
  const full = page.getByRole('dialog', { name: 'Team Full' });
  const replaceButton = full.getByRole('button', { name: 'Replace Hero' });
  await expect(replaceButton).toBeDisabled();
  await full.getByRole('radio', { name: `Replace ${heroes[0]?.name}, position 1 (main hero)` }).check();
  await replaceButton.click();
  await expect(
    page.getByText(`${heroes[5]?.name} replaced ${heroes[0]?.name} in your Game Team`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'In Game Team' })).toBeDisabled();
  const team = (await (await page.request.get('/api/me/game-team')).json()) as {
    entries: { position: number; isMain: boolean; hero: { id: string } }[];
  };
  expect(team.entries).toHaveLength(5);
  expect(team.entries[0]).toMatchObject({ position: 1, isMain: true, hero: { id: heroes[5]?.id } });
});

test('an admin adds a hero with an uploaded image, checked like the server checks it', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin/heroes/new');
  await expect(page.getByRole('heading', { name: 'Add Hero' })).toBeVisible();
  await expect(page.getByLabel('Class')).toHaveValue('Guard');
  await expect(page.getByLabel('Rarity')).toHaveValue('SR');

  await page.getByLabel('Hero image').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(page.getByRole('img', { name: 'Hero image preview' })).toHaveAttribute('src', /^\/media\//);

  // The browser checks required fields and half-filled skills with the server's schema.
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(page.getByText('Hero name is required')).toBeVisible();

  const name = `Testing Knight ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Class').selectOption('Doctor');
  await page.getByLabel('Rarity').selectOption('UR');
  await page.getByLabel('Description', { exact: true }).fill('A knight who only exists while the tests run.');
  await page.getByRole('checkbox', { name: 'Support' }).check();
  await page.getByLabel('Skill 1 name').fill('Mending Oath');
  await page.getByLabel('Skill 1 description').fill('Heals every ally a little.');
  await page.getByRole('button', { name: 'Add Skill' }).click();
  await page.getByLabel('Skill 2 name').fill('Half a skill');
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(page.getByText('Skills must have both name and description')).toBeVisible();
  await page.getByLabel('Skill 2 description').fill('Now it is whole.');
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(page.getByText('Hero saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=heroes$/);

  // Visible to everyone in the collection and on its page.
  await page.goto(`/heroes?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('list', { name: 'Heroes' }).getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('UR');
  await expect(card).toContainText('Doctor');
  await expect(card).toContainText('Support');
  await card.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Portrait of ${name}` })).toHaveAttribute('src', /^\/media\//);
  await expect(page.getByRole('heading', { name: 'Mending Oath' })).toBeVisible();
  await expect(page.getByText('Now it is whole.')).toBeVisible();
});

test(
  'an admin edits a hero from its page; a taken name is refused on the name field',
  desktopOnly,
  async ({ page }) => {
    await signInAsAdmin(page);
    const hero = await createHeroViaApi(page, 'Editable Knight');

    await openHeroFromCollection(page, hero.name);
    await page.getByRole('link', { name: 'Edit Hero' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Hero' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(hero.name);
    await page.getByLabel('Rarity').selectOption('LR');
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByText('Hero saved successfully')).toBeVisible();
    const saved = (await listHeroes(page.request, `search=${encodeURIComponent(hero.name)}`)).items[0];
    expect(saved?.rarity).toBe('LR');

    // A second hero of the same name is refused on the name field.
    await page.goto('/admin/heroes/new');
    await page.getByLabel('Name', { exact: true }).fill(hero.name);
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.locator('#hero-name-message')).toHaveText('A hero with this name already exists');
  },
);

test(
  'an open hero editor keeps its place and what was typed when a later read of the hero fails',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: the editor is the same at both widths.
    await signInAsAdmin(page);
    const hero = await createHeroViaApi(page, 'Steadfast Knight');
    await page.goto(`/admin/heroes/${hero.slug}`);
    await expect(page.getByRole('heading', { name: 'Edit Hero' })).toBeVisible();
    // The journey is about the app reading the hero again after a change elsewhere.
    await waitForApp(page);
    const renamed = `${hero.name} Renamed`;
    await page.getByLabel('Name', { exact: true }).fill(renamed);

    // From now on the hero cannot be read; another hero's creation makes the page read it again.
    const isTheHero = (url: URL) => url.pathname === `/api/heroes/${hero.slug}`;
    await page.route(isTheHero, (route) =>
      route.fulfill({
        status: 429,
        json: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment.' } },
      }),
    );
    const refused = page.waitForResponse(
      (response) => isTheHero(new URL(response.url())) && response.status() === 429,
    );
    await createHeroViaApi(page, 'Passing Stranger');
    await refused;
    await page.unroute(isTheHero);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByText('Hero saved successfully')).toBeVisible();
    // Toasts show in turn: an editor that had given up on the hero would have said so before this.
    await expect(page.getByText('Failed to load hero')).toHaveCount(0);
    const saved = (await listHeroes(page.request, `search=${encodeURIComponent(renamed)}`)).items[0];
    expect(saved?.name).toBe(renamed);
  },
);

test('the heroes dashboard is accessible in both themes', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=heroes');
  await expect(page.getByRole('heading', { name: 'Manage Heroes' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('an admin deletes a hero from the dashboard after confirming', desktopOnly, async ({ page }) => {
  await signInAsAdmin(page);
  const hero = await createHeroViaApi(page, 'Doomed Knight');

  await page.goto('/admin?tab=heroes');
  await expect(page.getByRole('heading', { name: 'Manage Heroes' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search heroes by name' }).fill(hero.name);
  await page.getByRole('button', { name: `Delete ${hero.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Hero deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${hero.name}` })).toHaveCount(0);
  // Near matches (other test heroes' names) may remain; the deleted hero is not among them.
  const left = await listHeroes(page.request, `search=${encodeURIComponent(hero.name)}`);
  expect(left.items.map((item) => item.name)).not.toContain(hero.name);
});
