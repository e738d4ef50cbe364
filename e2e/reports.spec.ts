import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

// Three members in three browsers, with axe runs in both themes on two dialogs and the tab.
test.slow();

/** The member id of whoever the request context is signed in as. */
async function memberId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

test(
  'a member reports a wall comment; an admin removes it and suspends its author; the reporter is told',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same screens at every width.
    // The author writes on their own wall.
    const authorPage = await (await browser.newContext()).newPage();
    const author = await apiSignedInMember(authorPage.request, 'rude');
    const authorId = await memberId(authorPage.request);
    const text = `Everyone here plays badly ${Date.now()}`;
    const posted = await authorPage.request.post(`/api/profiles/${authorId}/comments`, {
      data: { content: text },
    });
    expect(posted.ok(), await posted.text()).toBe(true);

    // Another member reports it from the wall.
    await apiSignedInMember(page.request, 'reporter');
    await page.goto(`/profile/${author.username}`);
    const comment = page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('article', { name: `Comment by ${author.username}` });
    await expect(comment).toContainText(text, { timeout: 30_000 });
    await comment.getByRole('button', { name: `Report comment by ${author.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Report comment by ${author.username}` });
    await expect(dialog.getByRole('radio', { name: 'Harassment or hate' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thanks — an administrator will review this.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The admin finds it in the Reports tab, with its badge, and suspends the author, removing the comment.
    const adminPage = await (await browser.newContext()).newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto('/admin?tab=reports');
    await expect(adminPage.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
    const card = adminPage.getByRole('article', { name: `Wall comment on ${author.username}'s profile` });
    await expect(card).toContainText(text);
    await expect(card).toContainText('Harassment or hate (1)');
    await expect(card).toContainText('1 reporter');
    await expectAccessibleInBothThemes(adminPage);
    await card.getByRole('button', { name: 'Suspend' }).click();
    const suspend = adminPage.getByRole('dialog', { name: /^Suspend:/ });
    await suspend.getByLabel('Suspend for').selectOption('3');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend.getByText('Please give a reason')).toBeVisible();
    await suspend.getByLabel('Reason').fill('Insulting other members');
    await suspend.getByLabel('Also remove the content').check();
    await expectAccessibleInBothThemes(adminPage);
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(adminPage.getByText('Suspend: done')).toBeVisible();
    await expect(card).toBeHidden();

    // The comment reads 'Removed by a moderator' for everyone, at once on the open wall.
    await expect(comment).toContainText('Removed by a moderator');
    await expect(comment).not.toContainText(text);
    await authorPage.goto(`/profile/${author.username}`);
    await expect(authorPage.getByText('Removed by a moderator')).toBeVisible({ timeout: 30_000 });

    // The reporter's bell says what came of the report.
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await expect(page.getByText('reviewed your report and took action').first()).toBeVisible();
  },
);
