import type { MemberListResponse } from '@haven/shared/members/schemas';
import { request as apiRequest, type Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

/**
 * 22 members whose names share a tag no other test uses (so a search finds exactly them), one of
 * them made an admin through the admin API. Returns the tag and the names.
 */
async function createTaggedMembers(page: Page, baseURL: string) {
  const tag = `dir${test.info().project.name.slice(0, 2)}${Date.now().toString(36).slice(-5)}`;
  const context = await apiRequest.newContext({ baseURL });
  const usernames: string[] = [];
  for (let i = 0; i < 22; i++) usernames.push((await apiSignedInMember(context, tag)).username);
  await context.dispose();
  await signInAsAdmin(page);
  const found = await page.request.get(`/api/admin/members?search=${usernames[5]}`);
  const [promoted] = ((await found.json()) as MemberListResponse).items;
  if (!promoted) throw new Error('the new member is not listed');
  const patch = await page.request.patch(`/api/admin/members/${promoted.id}`, {
    data: { username: promoted.username, isAdmin: true },
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  // Browse as a visitor.
  await page.request.post('/api/account/sign-out');
  await page.context().clearCookies();
  return { tag, usernames, admin: promoted.username };
}

const cards = (page: Page) => page.getByRole('list', { name: 'Members' }).getByRole('listitem');

test(
  'a visitor searches, sorts and filters the members directory and loads more',
  desktopOnly,
  async ({ page, baseURL }) => {
    // At desktop width only: the same directory at every width; the guild journey covers the phone.
    test.setTimeout(180_000);
    const { tag, usernames, admin } = await createTaggedMembers(page, baseURL ?? '');
    const byName = [...usernames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Members' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // Search (debounced, case-insensitive, on the server), 20 at a time, then Load More.
    await page.getByPlaceholder('Search by username...').fill(tag.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`search=${tag.toUpperCase()}`, 'i'));
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).first()).toContainText(byName[0] ?? '');
    await page.getByRole('button', { name: 'Load More Users' }).click();
    await expect(cards(page)).toHaveCount(22);
    await expect(page.getByRole('button', { name: 'Load More Users' })).toBeHidden();
    const adminCard = cards(page).filter({ hasText: admin });
    await expect(adminCard).toContainText('Admin');
    await expect(adminCard).toContainText(/Joined [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // Sort Z-A: the list restarts from the last name.
    await page.getByLabel('Sort members').selectOption({ label: 'Username (Z-A)' });
    await expect(page).toHaveURL(/sort=username_desc/);
    await expect(cards(page)).toHaveCount(20);
    await expect(cards(page).first()).toContainText(byName.at(-1) ?? '');

    // User type filter.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('User type').selectOption({ label: 'Admins Only' });
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(admin);
    await page.getByLabel('User type').selectOption({ label: 'Regular Users' });
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Load More Users' }).click();
    await expect(cards(page)).toHaveCount(21);
    await expectAccessibleInBothThemes(page);

    // The state lives in the address: a reload shows the same list.
    await page.reload();
    await expect(page.getByLabel('User type')).toHaveValue('members');
    await expect(page.getByLabel('Sort members')).toHaveValue('username_desc');
    await expect(cards(page)).toHaveCount(20);

    // Nothing matches: the empty state names the term, Reset Filters brings everyone back.
    await page.getByPlaceholder('Search by username...').fill(`${tag}_nobody`);
    await expect(page.getByText('No users found')).toBeVisible();
    await expect(page.getByText(`No users match the search term "${tag}_nobody"`)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Reset Filters' }).last().click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByPlaceholder('Search by username...')).toHaveValue('');
    await expect(cards(page)).toHaveCount(20);

    // A card opens the member's profile.
    await page.getByPlaceholder('Search by username...').fill(usernames[3] ?? '');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('link', { name: usernames[3] }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${usernames[3]}$`));
  },
);

test('a visitor finds guildmates by server and guild, and a card leads to its guild', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/users');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();

  // Demo members: lyra_starfall and ironoak_bram play on S12 in Starlit Quills.
  await page.getByLabel('Server', { exact: true }).fill('s12');
  await expect(page).toHaveURL(/server=s12/);
  await page.getByLabel('Guild', { exact: true }).fill('starlit');
  await expect(page).toHaveURL(/guild=starlit/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'lyra_starfall' })).toContainText('Starlit Quills');
  await expect(cards(page).filter({ hasText: 'ironoak_bram' })).toContainText('Guard');
  await expect(page.getByRole('button', { name: /Filters\s*2 active/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // A class narrows further; a guild name no profile can hold says why.
  await page.getByRole('checkbox', { name: 'Scholar' }).check();
  await expect(page).toHaveURL(/class=Scholar/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('lyra_starfall');
  await page.getByLabel('Guild', { exact: true }).fill('starlit 2');
  await expect(page.getByRole('alert')).toHaveText('Guild name can only contain letters and spaces');
  await expect(cards(page)).toHaveCount(1);

  // Nothing matches: the page says so, and Reset Filters brings everyone back.
  await page.getByLabel('Guild', { exact: true }).fill('moonrise');
  await expect(page.getByText('No users match the current filters')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('main').getByRole('button', { name: 'Reset Filters' }).last().click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByLabel('Server', { exact: true })).toHaveValue('');

  // A card's guild opens the directory filtered to that guild on that server.
  await page.getByPlaceholder('Search by username...').fill('lyra_starfall');
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().getByRole('link', { name: 'Find members of Starlit Quills' }).click();
  await expect(page).toHaveURL(/server=S12&guild=Starlit\+Quills/);
  await expect(cards(page)).toHaveCount(2);
});
