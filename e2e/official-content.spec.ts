import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test, waitForApp } from './support/fixtures';
import { makePng } from './support/images';

test(
  'an admin publishes news with an image, edits and deletes it; visitors read it',
  desktopOnly,
  async ({ page, browser }, testInfo) => {
    // At desktop width only: the same admin screens at every width.
    // A long journey through several screens and two browsers.
    test.setTimeout(300_000);
    const title = `Festival of Lanterns ${testInfo.project.name} ${Date.now().toString(36)}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await signInAsAdmin(page);
    await page.goto('/admin/official-content');
    await expect(page.getByRole('heading', { name: 'Manage Official Content', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    // The tabs follow the arrow keys, which the app handles.
    await waitForApp(page);
    await page.getByRole('tab', { name: 'News' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Updates' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Updates' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Updates' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Add New Content' }).click();
    const form = page.getByRole('form', { name: 'Add new content' });
    await form.getByRole('button', { name: 'Publish Content' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByLabel('Publish date')).not.toHaveValue('');

    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Lanterns light the capital for three nights.');
    await form.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Gather lanterns in the plaza.');
    await form.locator('#content-image').setInputFiles({
      name: 'lanterns.png',
      mimeType: 'image/png',
      buffer: makePng({ width: 64 }),
    });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', /\/media\//);
    await expectAccessibleInBothThemes(page);
    await form.getByRole('button', { name: 'Publish Content' }).click();
    await expect(page.getByText('Content saved successfully')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText(/^Published on /)).toBeVisible();

    // A visitor finds it in the list, on its page and on the home page.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/official-news');
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`/official-news/${slug}$`));
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Gather lanterns in the plaza.')).toBeVisible();
    await expect(visitor.getByText(/^Published on /)).toBeVisible();
    await expectAccessibleInBothThemes(visitor);
    await visitor.goto('/');
    await expect(
      visitor.getByRole('region', { name: 'Latest News & Updates' }).getByRole('link', { name: title }),
    ).toBeVisible();

    await item.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit content' });
    await edit.getByLabel('Description').fill('Now four nights of lanterns.');
    await edit.getByRole('button', { name: 'Update Content' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    await expect(item.getByText('Now four nights of lanterns.')).toBeVisible();

    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByText('Are you sure you want to delete this content?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Content deleted successfully')).toBeVisible();
    await expect(item).toHaveCount(0);

    await visitor.goto(`/official-news/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await visitorContext.close();
  },
);
