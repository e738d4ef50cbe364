import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  expect as baseExpect,
  desktopOnly,
  memberIdOf,
  otherBrowser,
  test,
  waitForApp,
} from './support/fixtures';

// Two browsers share the machine here, so each wait gets more room than a one-page journey's.
const expect = baseExpect.configure({ timeout: 20_000 });

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test(
  'two members become friends through the bell, each seeing the other live',
  desktopOnly,
  async ({ page, browser }, testInfo) => {
    // At desktop width only: the same screens at every width.
    // Two browsers and two accessibility scans on a shared machine: several pages' worth of time.
    test.setTimeout(300_000);
    const bContext = await otherBrowser(browser, page, testInfo);
    const other = await bContext.newPage();
    const asker = await apiSignedInMember(page.request, 'asker');
    const answerer = await apiSignedInMember(other.request, 'answerer');
    const answererId = await memberIdOf(other);

    // Both pages follow what the other does, live.
    await page.goto(`/profile/${answerer.username}`);
    await other.goto('/');
    await waitForApp(page);
    await waitForApp(other);
    await expect(bell(other)).toHaveAccessibleName('Notifications');
    // Only the owner and their friends may write on a wall.
    const wallBox = page.getByLabel(`Write on ${answerer.username}'s profile`);
    await expect(page.getByText('No comments yet')).toBeVisible();
    await expect(wallBox).toHaveCount(0);

    // The asker sends a request from the profile; the other member's bell counts it without a reload.
    await page.getByRole('button', { name: 'Add Friend' }).click();
    await expect(page.getByText('Friend request sent!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pending' })).toBeVisible();
    await expect(bell(other)).toHaveAccessibleName('Notifications (1)');
    await expect(other.getByTestId('notification-count').filter({ visible: true })).toHaveText('1');

    await bell(other).click();
    const request = other
      .getByRole('listitem')
      .filter({ hasText: `${asker.username} sent you a friend request` });
    await expect(request).toBeVisible();
    await expectAccessibleInBothThemes(other);
    await request.getByRole('button', { name: `Accept friend request from ${asker.username}` }).click();
    await expect(other.getByText('Friend request accepted!')).toBeVisible();
    await expect(request).toBeHidden();
    // The phone's sheet hides the page from assistive technology until it closes.
    await other.keyboard.press('Escape');
    await expect(bell(other)).toHaveAccessibleName('Notifications');

    // The asker sees it at once: the button, the wall's comment box and the bell change, and the
    // notification leads to the friend.
    await expect(page.getByRole('button', { name: 'Remove Friend' })).toBeVisible();
    await expect(wallBox).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications (1)');
    await bell(page).click();
    const accepted = page.getByRole('link', {
      name: new RegExp(`^${answerer.username} accepted your friend request`),
    });
    await expect(accepted).toBeVisible();
    await accepted.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${answerer.username}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    expect(await (await page.request.get(`/api/me/friends/${answererId}`)).json()).toEqual({
      status: 'friends',
    });

    // Removing the friend tells the other member.
    await page.getByRole('button', { name: 'Remove Friend' }).click();
    await expect(page.getByText('Friend removed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Friend' })).toBeVisible();
    await expect(wallBox).toHaveCount(0);
    await expect(bell(other)).toHaveAccessibleName('Notifications (1)');
    await bell(other).click();
    await expect(other.getByText(`${asker.username} removed you from their friends list`)).toBeVisible();
    await bContext.close();
  },
);

test('a declined request tells the asker, and Clear all empties the list', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const bContext = await otherBrowser(browser, page, testInfo);
  const other = await bContext.newPage();
  const asker = await apiSignedInMember(page.request, 'asker');
  const answerer = await apiSignedInMember(other.request, 'answerer');
  const answererId = await memberIdOf(other);

  await page.request.post(`/api/me/friends/${answererId}`);
  await other.goto('/');
  await bell(other).click();
  await other.getByRole('button', { name: `Decline friend request from ${asker.username}` }).click();
  await expect(other.getByText(`${asker.username} sent you a friend request`)).toBeHidden();

  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications (1)');
  await bell(page).click();
  await expect(page.getByText(`${answerer.username} declined your friend request`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('All notifications cleared')).toBeVisible();
  const emptyText = testInfo.project.name === 'phone' ? 'No notifications to display' : 'No notifications';
  await expect(page.getByText(emptyText, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bContext.close();
});

test('visitors are invited to sign in from the bell', async ({ page }) => {
  await page.goto('/');
  await bell(page).click();
  await expect(page.getByText('Sign in to view notifications')).toBeVisible();
});
