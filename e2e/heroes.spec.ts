import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, request as apiRequest, type Page } from '@playwright/test';
import {
  expect,
  expectAccessibleInBothThemes,
  GOOD_PASSWORD,
  signedInMember,
  signInViaUi,
  test,
  uniqueEmail,
  verifyMailedAddress,
} from './support/fixtures';

type HeroCard = { id: string; name: string; slug: string; class: string; rarity: string; roles: string[] };
type HeroList = { items: HeroCard[]; total: number; totalPages: number };

const ADMIN_EMAIL = 'admin@e2e.example';

async function listHeroes(request: APIRequestContext, query = ''): Promise<HeroList> {
  const response = await request.get(`/api/heroes?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as HeroList;
}

/** A hero of the seeded collection; each project takes a different one so parallel runs never meet. */
async function pickHero(request: APIRequestContext, projectName: string, offset = 0): Promise<HeroCard> {
  const { items } = await listHeroes(request, 'page=2');
  const hero = items[(projectName === 'phone' ? 10 : 0) + offset];
  if (!hero) throw new Error('The demo collection has too few heroes');
  return hero;
}

/** Signs in the configured admin (ADMIN_EMAILS); it can register only once per server, so 409 is fine. */
async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/account/sign-up', {
    data: { email: ADMIN_EMAIL, password: GOOD_PASSWORD },
  });
  expect([201, 409]).toContain(response.status());
  await verifyMailedAddress(page.request, ADMIN_EMAIL);
  await signInViaUi(page, ADMIN_EMAIL);
  if (page.url().includes('/profile/setup')) {
    await page.getByLabel('Username').fill(`admin_${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
}

/** A member signed in through the API only, in its own request context (another browser, as it were). */
async function apiMember(baseURL: string, prefix: string) {
  const context = await apiRequest.newContext({ baseURL });
  const email = uniqueEmail(prefix);
  expect(
    (await context.post('/api/account/sign-up', { data: { email, password: GOOD_PASSWORD } })).status(),
  ).toBe(201);
  const signIn = await context.post('/api/account/sign-in', {
    data: { email, password: GOOD_PASSWORD, rememberMe: false },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const username = `${prefix}_${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`;
  const setup = await context.post('/api/profile/setup', { data: { username } });
  expect(setup.ok(), await setup.text()).toBe(true);
  return { context, username };
}

/** A small RGB PNG drawn in memory: a diagonal gradient. */
function makePng(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = (x * 255) / size;
      row[2 + x * 3] = 80;
      row[3 + x * 3] = (y * 255) / size;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a visitor browses, searches, filters and pages the hero collection', async ({ page }) => {
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

  // A filter resets to page 1 and shows only matching heroes.
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
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

  await expectAccessibleInBothThemes(page);

  // Open a hero.
  await grid.getByRole('link', { name: new RegExp(target.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/heroes/${target.slug}$`));
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();

  await page.goto('/heroes/no-such-hero-anywhere');
  await expect(page.getByRole('heading', { name: 'Hero not found' })).toBeVisible();
});

test('a failed hero list offers the Debug check', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/heroes',
    (route) => route.fulfill({ status: 500, body: '' }),
  );
  await page.goto('/heroes');
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

test('a member rates, comments, votes, edits and deletes', async ({ page }, testInfo) => {
  const hero = await pickHero(page.request, testInfo.project.name);
  const { username } = await signedInMember(page, 'critic');
  await page.goto(`/heroes/${hero.slug}`);
  await expect(page.getByRole('heading', { name: hero.name, level: 1 })).toBeVisible();

  // Rating: a keyboard-accessible radio group of stars.
  await page.getByRole('radio', { name: '4 stars' }).click();
  await expect(page.getByText('Rating updated successfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByText('You rated this hero 4 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars' }).press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(page.getByText('You rated this hero 5 stars.')).toBeVisible();

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

  // Inline edit with the same length rule.
  await mine.getByRole('button', { name: 'Edit' }).click();
  const editBox = mine.getByLabel('Edit your comment');
  await editBox.fill('abc');
  await expect(mine.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editBox.fill('Edited: great in every arena team');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Comment updated successfully')).toBeVisible();
  await expect(mine).toContainText('Edited: great in every arena team');

  await expectAccessibleInBothThemes(page);

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

test('a member fills the Game Team until it is full', async ({ page }) => {
  const { items } = await listHeroes(page.request, 'page=2');
  const heroes = items.slice(4, 10);
  expect(heroes).toHaveLength(6);
  await signedInMember(page, 'captain');

  for (const [index, hero] of heroes.slice(0, 5).entries()) {
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
  expect(team.entries).toHaveLength(5);
  expect(team.entries.find((entry) => entry.hero.id === heroes[0]?.id)).toMatchObject({
    position: 5,
    isMain: true,
  });

  await page.goto(`/heroes/${heroes[5]?.slug}`);
  await expect(page.getByRole('button', { name: 'Team Full' })).toBeDisabled();
});

test('an admin adds a hero with an uploaded image, edits and deletes it', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=heroes');
  await expect(page.getByRole('heading', { name: 'Manage Heroes' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('link', { name: 'Add Hero' }).click();
  await expect(page).toHaveURL(/\/admin\/heroes\/new$/);
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

  // A second hero of the same name is refused on the name field.
  await page.goto('/admin/heroes/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(page.locator('#hero-name-message')).toHaveText('A hero with this name already exists');

  // Edit from the hero page, then delete from the dashboard.
  await page.goto(`/heroes?search=${encodeURIComponent(name)}`);
  await page
    .getByRole('list', { name: 'Heroes' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await page.getByRole('link', { name: 'Edit Hero' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Hero' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByLabel('Rarity').selectOption('LR');
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(page.getByText('Hero saved successfully')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search heroes by name' }).fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Hero deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  expect((await listHeroes(page.request, `search=${encodeURIComponent(name)}`)).total).toBe(0);
});
