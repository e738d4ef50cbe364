import type { PublicTeamCard } from '@haven/shared/teams/schemas';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  publishedGuideViaApi,
  seededItem,
  test,
  waitForApp,
} from './support/fixtures';

// Each journey drives two or three members through many steps, with axe runs in both themes.
test.slow();

/** The comments section under a team or a guide. */
const commentsOf = (page: Page) => page.getByRole('region', { name: /^Comments/ });

/** Opens a page and waits for its comments (the page loads first, slowly on a busy machine). */
/** Opens a page with its comments, live: it follows what others post. */
async function openWithComments(page: Page, path: string) {
  await page.goto(path);
  await expect(commentsOf(page)).toBeVisible({ timeout: 30_000 });
  await waitForApp(page);
}

test(
  'members comment on a public team and reply, each seeing the other live; visitors are asked to sign in',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same screens at every width.
    const team = await seededItem<PublicTeamCard>(page.request, '/api/teams?sort=oldest');

    // A visitor reads the comments and is invited to sign in.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openWithComments(visitor, `/teams/${team.slug}`);
    await expect(commentsOf(visitor).getByText('Sign in to join the discussion')).toBeVisible();
    await expect(commentsOf(visitor).getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await visitorContext.close();

    const writer = await apiSignedInMember(page.request, 'teamtalk');
    const readerContext = await browser.newContext();
    const readerPage = await readerContext.newPage();
    const reader = await apiSignedInMember(readerPage.request, 'reader');
    await openWithComments(page, `/teams/${team.slug}`);
    await openWithComments(readerPage, `/teams/${team.slug}`);

    // The writer posts; the reader's open page shows it without a reload.
    const text = `Solid front line ${Date.now().toString(36)} :cool:`;
    await commentsOf(page).getByLabel('Comment on this team').fill(text);
    await commentsOf(page).getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText('Comment posted!')).toBeVisible();
    const seen = commentsOf(readerPage).getByRole('article', { name: `Comment by ${writer.username}` });
    await expect(seen).toContainText('Solid front line');
    await expect(seen.getByRole('img', { name: ':cool:' })).toBeVisible();

    // The reader replies; the writer sees the reply live, and cannot edit or delete it.
    await seen.getByRole('button', { name: 'Reply' }).click();
    await commentsOf(readerPage)
      .getByLabel(`Reply to ${writer.username}`)
      .fill('Agreed, try it in the Tower too.');
    // The reply box opens inside the comment; its submit button is the comment's last 'Reply'.
    await seen.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(readerPage.getByText('Reply posted!')).toBeVisible();
    const reply = commentsOf(page).getByRole('article', { name: `Comment by ${reader.username}` });
    await expect(reply).toContainText('Agreed, try it in the Tower too.');
    await expect(reply.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // The writer edits their comment; the reader sees the change.
    const own = commentsOf(page).getByRole('article', { name: `Comment by ${writer.username}` });
    await own.getByRole('button', { name: 'Edit' }).first().click();
    await own.getByLabel('Edit your comment').fill('Solid front line, edited');
    await own.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Comment updated')).toBeVisible();
    await expect(seen).toContainText('Solid front line, edited');
    await expect(seen.getByText('(edited)').first()).toBeVisible();

    await expectAccessibleInBothThemes(page);

    // The writer deletes it with its reply; it leaves the reader's page too.
    await own.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Comment' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(seen).toHaveCount(0);
    await readerContext.close();
  },
);

test(
  "a comment on a guide reaches its author's bell and opens the guide at the comment",
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same screens at every width.
    // The author writes a guide and an admin approves it.
    const author = await apiSignedInMember(page.request, 'author');
    const guide = await publishedGuideViaApi(page, browser, {
      title: `Comment magnets ${Date.now().toString(36)}`,
      content:
        '<p>Bring questions about the weekly Tower climb; the answers are below in the comments, ' +
        'as the community writes them, floor by floor and pet by pet.</p>',
      tags: ['Community'],
    });

    // Another member comments on it from the guide's page.
    const commenterContext = await browser.newContext();
    const commenterPage = await commenterContext.newPage();
    const commenter = await apiSignedInMember(commenterPage.request, 'asker');
    await openWithComments(commenterPage, `/guides/${guide.slug}`);
    await expect(
      commentsOf(commenterPage).getByText('No comments yet. Be the first to comment!'),
    ).toBeVisible();
    await commentsOf(commenterPage)
      .getByLabel('Comment on this guide')
      .fill('Which pet do you take to floor 70?');
    await commentsOf(commenterPage).getByRole('button', { name: 'Post' }).click();
    await expect(commenterPage.getByText('Comment posted!')).toBeVisible();
    await commenterContext.close();

    // The author's bell tells of it; opening it leads to the comment on the guide's page.
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/Notifications \(\d+\)/, { timeout: 30_000 });
    await bell.click();
    const notice = page.getByRole('listitem').filter({
      hasText: `${commenter.username} commented on your guide: "Which pet do you take to floor 70?"`,
    });
    await expect(notice).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}\\?comment=`));
    const comment = commentsOf(page).getByRole('article', { name: `Comment by ${commenter.username}` });
    await expect(comment).toBeInViewport();
    await expect(comment).toHaveClass(/ring-2/);
    expect(author.username).toBeTruthy();
    await expectAccessibleInBothThemes(page);
  },
);
