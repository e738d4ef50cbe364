import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

test(
  'an admin edits the about-game page, with the unsaved-changes prompt, and visitors see it',
  desktopOnly,
  async ({ page }, testInfo) => {
    // At desktop width only: the same admin screens at every width.
    // A long journey through several screens and two browsers.
    test.slow();
    const marker = `Edited for ${testInfo.project.name} ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/admin/about');
    await expect(page.getByRole('heading', { name: 'Edit About Pages', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const save = page.getByRole('button', { name: 'Save' });

    await pages.getByRole('button', { name: /Aurenvale/ }).click();
    await expect(save).toBeDisabled();
    const editor = page.getByRole('textbox', { name: 'Page content' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(marker);
    await expect(save).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Live preview' }).getByText(marker)).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // Switching away asks first; Cancel keeps the edit.
    await pages.getByRole('button', { name: /Heroes Haven/ }).click();
    const prompt = page.getByRole('alertdialog');
    await expect(prompt.getByText('You have unsaved changes. Discard them?')).toBeVisible();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toContainText(marker);

    await save.click();
    await expect(page.getByText('Page updated successfully')).toBeVisible();
    await expect(save).toBeDisabled();

    // With nothing unsaved, switching asks nothing.
    await pages.getByRole('button', { name: /Heroes Haven/ }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.goto('/about-game');
    await expect(page.getByText(marker)).toBeVisible();
    await expectAccessibleInBothThemes(page);
  },
);
