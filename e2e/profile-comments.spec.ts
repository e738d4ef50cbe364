import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, test, waitForApp } from './support/fixtures';

// Each journey drives two or three members through many steps, with axe runs in both themes.
test.slow();

/** The member id of whoever the request context is signed in as. */
async function memberId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/me');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { id: string } };
  return body.user.id;
}

/** Makes two signed-in members friends through the friends API (request, then accept). */
async function befriend(a: APIRequestContext, b: APIRequestContext) {
  const [aId, bId] = [await memberId(a), await memberId(b)];
  expect((await a.post(`/api/me/friends/${bId}`)).ok()).toBe(true);
  expect((await b.post(`/api/me/friends/${aId}/accept`)).ok()).toBe(true);
  return { aId, bId };
}

/** The wall's section on a profile page. */
const wallOf = (page: Page) => page.getByRole('region', { name: /^Comments/ });

/** Opens a profile and waits for its wall (the profile loads first, slowly on a busy machine). */
/** Opens a profile with its wall, live: it follows what others write. */
async function openProfile(page: Page, path: string) {
  await page.goto(path);
  await expect(wallOf(page)).toBeVisible({ timeout: 30_000 });
  await waitForApp(page);
}

/** The unread count the bell announces (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .getAttribute('aria-label');
  return Number(label?.match(/\((\d+)\)/)?.[1] ?? 0);
}

test(
  'friends write on a wall with emoticons, reply, edit and delete, and the owner sees it all live',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same screens at every width.
    const owner = await apiSignedInMember(page.request, 'wall');
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    const friend = await apiSignedInMember(friendPage.request, 'pal');
    await befriend(friendPage.request, page.request);

    await openProfile(page, `/profile/${owner.username}`);
    const ownerWall = wallOf(page);
    await expect(ownerWall.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    const unreadBefore = await bellCount(page);

    // The friend writes, inserting an emoticon from the picker after typing one by name.
    await openProfile(friendPage, `/profile/${owner.username}`);
    const friendWall = wallOf(friendPage);
    const box = friendWall.getByLabel(`Write on ${owner.username}'s profile`);
    await box.fill('Great to meet you :smile: ');
    await expect(friendWall.getByText('474 characters remaining')).toBeVisible();
    await friendWall.getByRole('button', { name: 'Insert emoticon' }).click();
    const picker = friendPage.getByRole('dialog', { name: 'Emoticons' });
    await expect(picker.getByText('Tip: you can also type :name:')).toBeVisible();
    await picker.getByPlaceholder('Search emoticons...').fill('nothing like this');
    await expect(picker.getByText('No emoticons found')).toBeVisible();
    await picker.getByPlaceholder('Search emoticons...').fill('haha');
    await picker.getByRole('button', { name: ':haha:' }).click();
    await expect(picker).toBeHidden();
    await expect(box).toHaveValue('Great to meet you :smile: :haha:');
    await friendWall.getByRole('button', { name: 'Post' }).click();
    await expect(friendPage.getByText('Comment posted!')).toBeVisible();

    // The owner's open page shows it at once, emoticons as images, and the bell counts it.
    const comment = ownerWall.getByRole('article', { name: `Comment by ${friend.username}` });
    await expect(comment).toContainText('Great to meet you');
    await expect(comment.getByRole('img', { name: ':smile:' })).toBeVisible();
    await expect(comment.getByRole('img', { name: ':haha:' })).toBeVisible();
    await expect.poll(() => bellCount(page)).toBe(unreadBefore + 1);

    // The owner replies; the friend sees the reply without reloading.
    await comment.getByRole('button', { name: 'Reply' }).click();
    await ownerWall.getByLabel(`Reply to ${friend.username}`).fill('Welcome :cool:');
    await ownerWall.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(page.getByText('Reply posted!')).toBeVisible();
    const reply = friendWall.getByRole('article', { name: `Comment by ${owner.username}` });
    await expect(reply).toContainText('Welcome');
    await expect(reply.getByRole('img', { name: ':cool:' })).toBeVisible();

    // The friend edits: Save waits for a real change.
    const own = friendWall.getByRole('article', { name: `Comment by ${friend.username}` });
    await own.getByRole('button', { name: 'Edit' }).first().click();
    const save = own.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await own.getByLabel('Edit your comment').fill('Great to meet you, neighbour :wink:');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(friendPage.getByText('Comment updated')).toBeVisible();
    await expect(comment).toContainText('Great to meet you, neighbour');
    await expect(comment.getByText('(edited)')).toBeVisible();

    await expectAccessibleInBothThemes(page);

    // The owner deletes the friend's comment (and its reply) after confirming.
    await comment.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Comment' });
    await expect(confirm).toContainText('Are you sure you want to delete this comment?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(friendWall.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await friendContext.close();
  },
);

test('visitors are invited to sign in, and members who are not friends may only reply', async ({
  page,
  browser,
}) => {
  const owner = await apiSignedInMember(page.request, 'wall');
  const ownerPost = await page.request.post(`/api/profiles/${await memberId(page.request)}/comments`, {
    data: { content: 'My own wall' },
  });
  expect(ownerPost.ok()).toBe(true);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await openProfile(visitor, `/profile/${owner.username}`);
  await expect(wallOf(visitor).getByText('Sign in to view and post comments')).toBeVisible();
  await visitorContext.close();

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await apiSignedInMember(stranger.request, 'stranger');
  await openProfile(stranger, `/profile/${owner.username}`);
  const wall = wallOf(stranger);
  await expect(wall.getByText('My own wall')).toBeVisible();
  await expect(wall.getByLabel(`Write on ${owner.username}'s profile`)).toHaveCount(0);
  await expect(wall.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(wall.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await wall.getByRole('button', { name: 'Reply' }).click();
  await expect(wall.getByText('500 characters remaining')).toBeVisible();
  await strangerContext.close();
});

test('a link to a comment opens the page holding it, scrolls to it and highlights it', async ({ page }) => {
  const owner = await apiSignedInMember(page.request, 'wall');
  const ownerId = await memberId(page.request);
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) {
    const response = await page.request.post(`/api/profiles/${ownerId}/comments`, {
      data: { content: `Wall post number ${i}` },
    });
    ids.push(((await response.json()) as { id: string }).id);
  }
  // The oldest post is on page 2 (five a page, newest first).
  await openProfile(page, `/profile/${owner.username}?comment=${ids[0]}`);
  const target = page.locator(`#comment-${ids[0]}`);
  await expect(target).toBeInViewport();
  await expect(target).toContainText('Wall post number 1');
  await expect(target).toHaveClass(/ring-2/);
  await expect(page.getByText('Wall post number 7')).toHaveCount(0);

  // The counter warns below 50 characters left and turns red at none.
  const box = wallOf(page).getByLabel(`Write on ${owner.username}'s profile`);
  await box.fill('x'.repeat(460));
  await expect(wallOf(page).getByText('40 characters remaining')).toHaveClass(/text-amber-700/);
  await box.fill('x'.repeat(500));
  await expect(wallOf(page).getByText('0 characters remaining')).toHaveClass(/text-red-700/);
  // An emoticon that would not fit is refused.
  await wallOf(page).getByRole('button', { name: 'Insert emoticon' }).click();
  await page.getByRole('dialog', { name: 'Emoticons' }).getByRole('button', { name: ':smile:' }).click();
  await expect(page.getByText('Comment must be at most 500 characters')).toBeVisible();
  // The picker stays open after a refusal; closing it shows the text unchanged.
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('x'.repeat(500));
});
