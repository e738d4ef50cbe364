import type { Locator, Page } from '@playwright/test';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  publishedGuideViaApi,
  seededItem,
  signInAsAdmin,
  test,
} from './support/fixtures';

// The rich-text editor opened on content that already exists: seeded and older content, reached
// by its address and by navigation, edited, saved, and read back after a reload. Guides are
// edited by their authors only, so the guide is an older one of the test's own member.

const LONG_TEXT =
  'Lead with the shield bearers, keep the healer behind them, and save the ultimate for the second wave when the archers arrive.';

/** Adds a paragraph at the end of what the editor holds, once it shows `existing`. */
async function appendParagraph(page: Page, editor: Locator, existing: string | RegExp, text: string) {
  await expect(editor).toContainText(existing);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

const marker = (what: string) => `${what} edited ${Date.now().toString(36)}`;

test.describe('the rich-text editor on existing content', desktopOnly, () => {
  // At desktop width only: the editor is the same at phone width; its forms have phone journeys.
  // Several editors loaded, saved and read back.
  test.slow();

  test("an author edits an older guide from its address and from the guide's page", async ({
    page,
    browser,
  }) => {
    await apiSignedInMember(page.request, 'author');
    const guide = await publishedGuideViaApi(page, browser, {
      title: `Shield wall basics ${Date.now().toString(36)}`,
      content: `<p>${LONG_TEXT}</p>`,
    });

    // By its address, in a fresh page load.
    const first = marker('By address');
    await page.goto(`/guides/${guide.slug}/edit`);
    const editor = page.getByRole('textbox', { name: 'Guide content' });
    await appendParagraph(page, editor, LONG_TEXT, first);
    await page.getByRole('button', { name: 'Save and Send for Review' }).click();
    await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}$`));
    await page.reload();
    await expect(page.getByRole('article').getByText(first)).toBeVisible();

    // From the guide's own page.
    const second = marker('By navigation');
    await page.getByRole('link', { name: 'Edit Guide' }).click();
    await appendParagraph(page, editor, first, second);
    await page.getByRole('button', { name: 'Save and Send for Review' }).click();
    await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}$`));
    await page.reload();
    await expect(page.getByRole('article').getByText(second)).toBeVisible();
  });

  test('an admin edits a seeded news item, both about pages and a seeded game database entry', async ({
    page,
  }) => {
    await signInAsAdmin(page);

    // A seeded news item, from the admin list opened by its address.
    const item = await seededItem<{ title: string; slug: string }>(
      page.request,
      '/api/official-content/news',
      'last',
    );
    const newsMarker = marker('Seeded news');
    await page.goto('/admin/official-content');
    await page.getByRole('button', { name: `Edit ${item.title}` }).click();
    const form = page.getByRole('form', { name: 'Edit content' });
    await appendParagraph(page, form.getByRole('textbox', { name: 'Content' }), /\w{3,}/, newsMarker);
    await form.getByRole('button', { name: 'Update Content' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    await page.goto(`/official-news/${item.slug}`);
    await expect(page.getByText(newsMarker)).toBeVisible();

    // The first about page, by the editor's address; the second, from the dashboard.
    const aboutMarker = marker('About the site');
    await page.goto('/admin/about');
    const pageEditor = page.getByRole('textbox', { name: 'Page content' });
    await appendParagraph(page, pageEditor, /\w{3,}/, aboutMarker);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page updated successfully')).toBeVisible();
    // /about-website is static text; the page's stored content is read back in the editor.
    await page.reload();
    await expect(pageEditor).toContainText(aboutMarker);

    const gameMarker = marker('About the game');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'About Pages' })
      .click();
    await page.getByRole('link', { name: /About the Game/ }).click();
    await expect(page).toHaveURL(/\/admin\/about$/);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: /Aurenvale/ })
      .click();
    await appendParagraph(page, pageEditor, /\w{3,}/, gameMarker);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page updated successfully')).toBeVisible();
    await page.goto('/about-game');
    await expect(page.getByText(gameMarker)).toBeVisible();

    // A seeded game database entry, from the admin tab.
    const entry = await seededItem<{ name: string; slug: string }>(
      page.request,
      '/api/database/recipes',
      'last',
    );
    const entryMarker = marker('Seeded entry');
    await page.goto('/admin?tab=game-database');
    await page.getByRole('searchbox', { name: 'Search entries' }).fill(entry.name);
    await page.getByRole('button', { name: `Edit ${entry.name}` }).click();
    await appendParagraph(page, page.getByRole('textbox', { name: 'Description' }), /\w{3,}/, entryMarker);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Entry updated successfully')).toBeVisible();
    await page.goto(`/database/recipes/${entry.slug}`);
    await page.reload();
    await expect(page.getByText(entryMarker)).toBeVisible();
  });
});
