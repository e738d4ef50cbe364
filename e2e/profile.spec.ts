import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect, test, uniqueUsername, waitForApp } from './support/fixtures';

// A viewer far from the server's zone (a day ahead of UTC for part of each day): dates and
// times the page draws must match the server's HTML on the first draw, then follow the viewer.
test.use({ timezoneId: 'Pacific/Auckland' });

/** A 64×32 PNG (a wide image, which the server crops to a square). */
const WIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDDKuyEVVgEroh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbvCTB+wzQKZY5ro/AAAAAElFTkSuQmCC',
  'base64',
);

/** Heroes of the demo collection (each member has a team of their own, so runs never collide). */
async function someHeroes(request: APIRequestContext, count: number) {
  const response = await request.get('/api/heroes?page=2');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as HeroListResponse;
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items.slice(0, count);
}

async function addToTeam(request: APIRequestContext, heroId: string, position: number) {
  const response = await request.post('/api/me/game-team', { data: { heroId, position } });
  expect(response.ok(), await response.text()).toBe(true);
}

const slot = (page: Page, position: number) => page.getByTestId(`game-team-slot-${position}`);

test('a member sees their own profile and manages their Game Team', async ({ page }) => {
  // Two accessibility passes and several writes.
  test.slow();
  const heroes = await someHeroes(page.request, 3);
  const { username } = await apiSignedInMember(page.request, 'owner');
  // The first hero added is the main one; slot 4 gets a hero that can be made main.
  await addToTeam(page.request, heroes[0]?.id ?? '', 1);
  await addToTeam(page.request, heroes[1]?.id ?? '', 4);
  await addToTeam(page.request, heroes[2]?.id ?? '', 5);

  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${username}'s Profile`));
  await expect(page.getByText(/Member since [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game Family' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GAME TEAM' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Friends' })).toBeVisible();
  await expect(page.getByText('No friends yet')).toBeVisible();

  // The tree: slot 1 holds the main hero; 2 and 3 are empty.
  await expect(slot(page, 1).getByText('MAIN', { exact: true })).toBeVisible();
  await expect(page.getByText('Empty')).toHaveCount(2);
  // Setting main is offered on slot 4 only.
  await expect(page.getByRole('button', { name: /^Set .* as main hero$/ })).toHaveCount(1);
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: `Set ${heroes[1]?.name} as main hero` }).click();
  await expect(page.getByText('Main hero updated')).toBeVisible();
  await expect(slot(page, 4).getByText('MAIN', { exact: true })).toBeVisible();
  await expect(slot(page, 1).getByText('MAIN', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Set .* as main hero$/ })).toHaveCount(0);

  await page.getByRole('button', { name: `Remove ${heroes[0]?.name} from your Game Team` }).click();
  await expect(page.getByText('Hero removed from your Game Team')).toBeVisible();
  await expect(slot(page, 1)).toHaveCount(0);
  await expect(page.getByText('Empty')).toHaveCount(3);

  const team = await (await page.request.get('/api/me/game-team')).json();
  expect(team.entries.map((e: { position: number; isMain: boolean }) => [e.position, e.isMain])).toEqual([
    [4, true],
    [5, false],
  ]);
});

test('the owner fills an empty Game Team slot by tapping it and picking a hero', async ({ page }) => {
  const [first, picked] = await someHeroes(page.request, 2);
  const { username } = await apiSignedInMember(page.request, 'slots');
  await addToTeam(page.request, first?.id ?? '', 4);

  await page.goto(`/profile/${username}`);
  await page.getByRole('button', { name: 'Add a hero to slot 2: Empty' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Hero' });
  await picker.getByLabel('Search heroes').fill(picked?.name ?? '');
  // The hero already in the team is never offered.
  await picker.getByRole('button', { name: new RegExp(`^${picked?.name}`) }).click();
  await expect(page.getByText(`${picked?.name} added to your Game Team`)).toBeVisible();
  await expect(slot(page, 2).getByRole('link', { name: `Slot 2: ${picked?.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a hero to slot/ })).toHaveCount(3);
});

test('a member edits their profile, with every rule checked and an avatar upload', async ({ page }) => {
  // Two accessibility passes, an upload and every rule of the form.
  test.slow();
  const { username } = await apiSignedInMember(page.request, 'editor');

  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  for (const section of ['Basic Information', 'Social Links', 'Game Profile', 'Game Family']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await expectAccessibleInBothThemes(page);

  // A rule shows as the member types, before any Save.
  await page.getByLabel('Server').fill('Amberfall S12');
  await expect(page.locator('#profile-server-message')).toHaveText('Server must be at most 8 characters');

  // Each rule, with its message under its field.
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Biography').fill('x'.repeat(501));
  await page.getByLabel('Avatar URL').fill('not a link');
  await page.getByLabel('Location').fill('y'.repeat(101));
  await page.getByLabel('Twitter Handle').fill('t'.repeat(16));
  await page.getByLabel('Character Name').fill('Hero 2');
  await page.getByLabel('Character Level').fill('221');
  await page.getByLabel('Lover Name').fill('Teo!');
  await page.getByRole('button', { name: 'Add Heir' }).click();
  await page.getByLabel('Heir 1', { exact: true }).fill('z'.repeat(16));
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Biography must be at most 500 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await expect(page.getByText('Location must be at most 100 characters')).toBeVisible();
  await expect(page.getByText('Twitter handle must be at most 15 characters')).toBeVisible();
  await expect(page.getByText('Character name can only contain letters and spaces')).toBeVisible();
  await expect(page.getByText('Character level must be a number from 0 to 220')).toBeVisible();
  await expect(page.getByText('Lover name can only contain letters and spaces')).toBeVisible();
  await expect(page.getByText('Heir name must be at most 15 characters')).toBeVisible();

  await page.getByLabel('Username').fill('bad name');
  await page.getByLabel('Avatar URL').fill('https://example.com/me.webp');
  await save.click();
  await expect(page.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
  await expect(page.getByText('URL must end with .jpg, .jpeg, .png, or .gif')).toBeVisible();

  // Valid values everywhere, and an uploaded avatar in place of the URL.
  const newName = uniqueUsername('edited');
  await page.getByLabel('Biography').fill('Guardian of the eastern gate.');
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Twitter Handle').fill('gatekeeper');
  await page.getByLabel('Discord Handle').fill('gatekeeper#7');
  await page.getByLabel('YouTube Handle').fill('gatekeeper_tv');
  await page.getByLabel('Character Name').fill('Mira Sol');
  await page.getByLabel('Server').fill('S12');
  await page.getByLabel('Character Class').selectOption('Doctor');
  await page.getByLabel('Character Level').fill('150');
  await page.getByLabel('Guild Name').fill('Dawn Guard');
  await page.getByLabel('Guild Role').selectOption('Deputy');
  await page.getByLabel('Lover Name').fill('Teo');
  await page.getByLabel('Heir 1', { exact: true }).fill('Lina');
  await page.getByRole('button', { name: 'Add Heir' }).click();
  await page.getByLabel('Heir 2', { exact: true }).fill('Rui');
  await page.getByRole('button', { name: 'Add Heir' }).click();
  await page.getByRole('button', { name: 'Remove heir 3' }).click();
  await page
    .getByLabel('Avatar image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: WIDE_PNG });
  await expect(page.getByLabel('Avatar URL')).toHaveValue(/^\/media\/[0-9a-f]{64}\.webp$/);
  await expect(page.getByRole('img', { name: `${username}'s avatar preview` })).toHaveAttribute(
    'src',
    /^\/media\//,
  );

  await page.getByLabel('Username').fill(newName);
  await save.click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${newName}$`));

  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('Guardian of the eastern gate.')).toBeVisible();
  await expect(page.getByText('Lisbon')).toBeVisible();
  await expect(page.getByRole('link', { name: /Twitter @gatekeeper/ })).toHaveAttribute(
    'href',
    'https://twitter.com/gatekeeper',
  );
  const gameProfile = page.getByRole('region', { name: 'Game Profile' });
  for (const value of ['Mira Sol', 'S12', 'Doctor', '150', 'Dawn Guard', 'Deputy']) {
    await expect(gameProfile.getByText(value, { exact: true })).toBeVisible();
  }
  const family = page.getByRole('region', { name: 'Game Family' });
  for (const value of ['Teo', 'Lina', 'Rui']) {
    await expect(family.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: `${newName}'s avatar` })).toHaveAttribute('src', /^\/media\//);
});

test('a username another member has is refused in any letter case', async ({ page, browser }) => {
  const otherContext = await browser.newContext();
  const other = await apiSignedInMember(otherContext.request, 'holder');
  await otherContext.close();
  await apiSignedInMember(page.request, 'seeker');

  await page.goto('/profile/edit');
  // The form takes its filled-in fields over as the app goes live; typing in the same moment races it.
  await waitForApp(page);
  await page.getByLabel('Username').fill(other.username.toUpperCase());
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit$/);
});

test('a visitor reads a profile without the owner’s controls, and sees it change live', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await apiSignedInMember(ownerContext.request, 'shown');

  await page.goto(`/profile/${owner.username}`);
  // The page follows the owner's changes live.
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: owner.username })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByText('No heroes in this Game Team yet!')).toBeVisible();
  await expect(page.getByText("This player hasn't added any heroes to their Game Team yet.")).toBeVisible();
  await expect(page.getByText("Sign in to view this user's friends")).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  // The owner edits their profile elsewhere: the open page follows without a reload.
  const saved = await ownerContext.request.patch('/api/me/profile', {
    data: { biography: 'Back from the northern campaign.', location: 'Porto', version: 0 },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await expect(page.getByText('Back from the northern campaign.')).toBeVisible();
  await expect(page.getByText('Porto')).toBeVisible();
  await ownerContext.close();

  await page.goto('/profile/nobody_has_this_name_x');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
});
