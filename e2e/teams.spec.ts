import type { Team } from '@haven/shared/teams/schemas';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, GOOD_PASSWORD, test } from './support/fixtures';

/** A word no other test's team names contain. */
function uniqueToken(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Five hero ids of the demo collection, for teams made through the API. */
async function demoHeroIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/heroes/picker');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  return items.slice(0, 5).map((hero) => hero.id);
}

async function createTeamViaApi(
  request: APIRequestContext,
  name: string,
  heroIds: string[],
  details: { modeId?: string; notes?: string } = {},
): Promise<Team> {
  const response = await request.post('/api/teams', { data: { name, heroIds, ...details } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Team;
}

test('a member builds a private team through the picker, views it, copies its address and deletes it', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  // Five picker rounds and two pages checked in both themes: a long journey.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await apiSignedInMember(page.request, 'builder');
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'My Teams', level: 1 })).toBeVisible();
  await expect(page.getByText('0/5')).toBeVisible();
  await expect(page.getByText('No Teams Created Yet')).toBeVisible();
  await expect(page.getByText('Please enter a team name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Team' })).toBeDisabled();

  const name = uniqueToken('Vanguard ');
  await page.getByLabel('Team Name').fill(name);
  await expect(page.getByText('Please select 5 heroes for your team')).toBeVisible();
  const chosen: string[] = [];
  for (const position of [1, 2, 3, 4, 5]) {
    await page.getByRole('button', { name: `Select Hero for position ${position}` }).click();
    const picker = page.getByRole('dialog', { name: 'Select Hero' });
    await expect(picker).toBeVisible();
    const first = picker.getByRole('listitem').first().getByRole('button');
    const heroName = (await first.locator('span').first().textContent())?.trim() ?? '';
    chosen.push(heroName);
    await first.click();
    await expect(picker).toBeHidden();
  }
  await expect(page.getByText('5/5 heroes selected')).toBeVisible();
  await expect(page.getByText('Anyone can find it in Teams, search and on your profile.')).toBeVisible();
  await page.getByLabel('Who can see it').selectOption({ label: 'Private' });
  await expect(page.getByText('Only you can see it.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Team created successfully!')).toBeVisible();
  await expect(page.getByText('Team created! Share it with your friends.')).toBeVisible();
  await expect(page.getByText('1/5')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('link', { name: 'View Team' }).click();
  await expect(page).toHaveURL(/\/teams\/vanguard-/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Main', { exact: true })).toBeVisible();
  const formation = page.getByRole('list', { name: 'Formation' });
  await expect(formation.locator('a[href^="/heroes/"]')).toHaveCount(5);
  await expect(formation.getByRole('link', { name: new RegExp(chosen[3] ?? '') })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Private: anyone else finds no team at its address.
  const visitor = await browser.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
  await visitor.context().close();

  await page.getByRole('button', { name: 'Copy Team URL' }).click();
  await expect(page.getByText('Team URL copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expectAccessibleInBothThemes(page);

  await page.goto('/teams');
  await page
    .getByRole('article')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this team?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Team deleted successfully')).toBeVisible();
  await expect(page.getByText('No Teams Created Yet')).toBeVisible();
  await expect(page.getByText('0/5')).toBeVisible();
});

test(
  'a half-built team survives the limit being reached in another tab, and the limit is said on submit',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: the builder journey covers the phone layout.
    test.slow(); // five picker rounds
    await apiSignedInMember(page.request, 'limit');
    const heroIds = await demoHeroIds(page.request);
    for (const n of [1, 2, 3, 4]) await createTeamViaApi(page.request, uniqueToken(`Squad ${n} `), heroIds);
    await page.goto('/teams');
    await expect(page.getByText('4/5')).toBeVisible();

    const name = uniqueToken('Draft ');
    await page.getByLabel('Team Name').fill(name);
    for (const position of [1, 2, 3, 4, 5]) {
      await page.getByRole('button', { name: `Select Hero for position ${position}` }).click();
      const picker = page.getByRole('dialog', { name: 'Select Hero' });
      await picker.getByRole('listitem').first().getByRole('button').click();
      await expect(picker).toBeHidden();
    }
    await expect(page.getByText('5/5 heroes selected')).toBeVisible();

    // Another tab of the same member makes the fifth team: this page hears of it live.
    await createTeamViaApi(page.request, uniqueToken('Elsewhere '), heroIds);
    await expect(page.getByText('5/5 teams')).toBeVisible();
    await expect(page.getByText('You have reached the maximum number of temporary teams (5)')).toBeVisible();
    await expect(page.getByLabel('Team Name')).toHaveValue(name);
    await expect(page.getByText('5/5 heroes selected')).toBeVisible();

    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'You have reached the maximum number of temporary teams (5)' }),
    ).toBeVisible();
    await expect(page.getByLabel('Team Name')).toHaveValue(name);
  },
);

test('anyone searches the public teams by name or creator and sorts them', desktopOnly, async ({ page }) => {
  // At desktop width only: the gallery is the same list at phone width; the builder journey covers the phone.
  test.slow();
  const { email, username } = await apiSignedInMember(page.request, 'gallery');
  const heroIds = await demoHeroIds(page.request);
  const token = uniqueToken('Zq');
  await createTeamViaApi(page.request, `${token} Early`, heroIds);
  await createTeamViaApi(page.request, `${token} Later`, heroIds);
  await page.request.post('/api/account/sign-out');

  await page.goto('/teams/public');
  await expect(page).toHaveTitle(/Public Teams/);
  await expect(page.getByRole('heading', { name: 'Community Teams', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search teams by name or creator...').fill(token);
  await expect(page).toHaveURL(new RegExp(`search=${token}`));
  const cards = page.getByRole('list', { name: 'Teams' }).getByRole('heading');
  await expect(cards).toHaveText([`${token} Later`, `${token} Early`]);
  await expect(page.getByRole('list', { name: 'Teams' }).getByText(`by ${username}`).first()).toBeVisible();

  await page.getByLabel('Sort teams').selectOption({ label: 'Oldest' });
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(cards).toHaveText([`${token} Early`, `${token} Later`]);

  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByLabel('Game Mode')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Hero' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The creator's name finds the same teams.
  await page.goto(`/teams/public?search=${username}`);
  await expect(cards).toHaveText([`${token} Later`, `${token} Early`]);

  await page.goto('/teams/public?search=no-team-is-called-this');
  await expect(page.getByText('No Teams Found')).toBeVisible();
  await expect(
    page.getByText('No teams match your search criteria. Try a different search term.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your Team' })).toHaveAttribute('href', '/teams/manage');

  // A visitor who wants to build one signs in and arrives at the builder.
  await page.getByRole('link', { name: 'Create Your Team' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('heading', { name: 'My Teams' })).toBeVisible();
});

test(
  'visitors are sent from My Teams to the public teams, and an unknown team leads back',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: no layout in this journey differs at phone width.
    await page.goto('/teams');
    await expect(page).toHaveURL(/\/teams\/public$/);
    await page.goto('/teams/no-such-team-anywhere');
    await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    // The page leads back a few seconds after the app is live, which takes longer on a busy machine.
    await expect(page).toHaveURL(/\/teams\/public$/, { timeout: 20_000 });
  },
);
