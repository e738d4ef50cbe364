import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  expect as baseExpect,
  desktopOnly,
  memberIdOf,
  otherBrowser,
  test,
} from './support/fixtures';

// Two browsers share the machine here, so each wait gets more room than a one-page journey's.
const expect = baseExpect.configure({ timeout: 20_000 });

test(
  'a member blocks another, whose friend request and wall comment are refused and whose comments fold away',
  desktopOnly,
  async ({ page, browser }, testInfo) => {
    // At desktop width only: the same screens at every width.
    test.setTimeout(300_000);
    const otherContext = await otherBrowser(browser, page, testInfo);
    const other = await otherContext.newPage();
    const blocker = await apiSignedInMember(page.request, 'blocker');
    const blocked = await apiSignedInMember(other.request, 'blocked');
    const blockerId = await memberIdOf(page);
    const blockedId = await memberIdOf(other);

    // Friends first, so the other member has written on the blocker's wall.
    expect((await other.request.post(`/api/me/friends/${blockerId}`)).ok()).toBe(true);
    expect((await page.request.post(`/api/me/friends/${blockedId}/accept`)).ok()).toBe(true);
    const hello = await other.request.post(`/api/profiles/${blockerId}/comments`, {
      data: { content: 'Hello from a soon blocked friend' },
    });
    expect(hello.ok()).toBe(true);
    const own = await page.request.post(`/api/profiles/${blockerId}/comments`, {
      data: { content: 'My own news' },
    });
    expect(own.ok()).toBe(true);

    // The blocker blocks them from their profile, after a confirmation.
    await page.goto(`/profile/${blocked.username}`);
    await expect(page.getByRole('button', { name: 'Remove Friend' })).toBeVisible();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Block Member' });
    await expect(dialog).toContainText(`Block ${blocked.username}?`);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('Member blocked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Friend' })).toHaveCount(0);

    // On the blocker's wall the blocked member's comment is folded until Show.
    await page.goto(`/profile/${blocker.username}`);
    await expect(page.getByText('My own news')).toBeVisible();
    await expect(page.getByText('Comment from a member you blocked')).toBeVisible();
    await expect(page.getByText('Hello from a soon blocked friend')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByText('Hello from a soon blocked friend')).toBeVisible();

    // The blocked member's friend request seems to go out, but nothing reaches the blocker.
    await other.goto(`/profile/${blocker.username}`);
    await other.getByRole('button', { name: 'Add Friend' }).click();
    await expect(other.getByText('Friend request sent!')).toBeVisible();
    // It stays pending, as any unanswered request does, also after a reload.
    await expect(other.getByRole('button', { name: 'Pending' })).toBeVisible();
    await other.reload();
    await expect(other.getByRole('button', { name: 'Pending' })).toBeVisible();
    // Their reply on the blocker's wall is refused.
    const ownComment = other.getByRole('article', { name: `Comment by ${blocker.username}` });
    await ownComment.getByRole('button', { name: 'Reply' }).click();
    await other.getByLabel(`Reply to ${blocker.username}`).fill('Please unblock me');
    await ownComment.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(other.getByText('You cannot comment here.')).toBeVisible();
    const notices = await page.request.get('/api/me/notifications');
    expect(JSON.stringify(await notices.json())).not.toContain('friend_request');

    // The blocker finds them under Blocked members in profile editing and unblocks them there.
    await page.goto('/profile/edit');
    const list = page.getByRole('region', { name: 'Blocked members' });
    await expect(list.getByRole('link', { name: blocked.username })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await list.getByRole('button', { name: `Unblock ${blocked.username}` }).click();
    await expect(page.getByText('Member unblocked')).toBeVisible();
    await expect(list.getByText('You have not blocked anyone.')).toBeVisible();
    await otherContext.close();
  },
);
