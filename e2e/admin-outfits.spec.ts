import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';
import { makeSolidPng } from './support/images';

/** Writes outfit_N folders into the test server's OUTFITS_DIR (its DATA_DIR/outfits). */
function writeOutfitFolder(number: number, files: Record<string, Buffer | string>) {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outfits', `outfit_${number}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
}

test.describe('admin Outfits tab', desktopOnly, () => {
  // One scan runs at a time on a server; the table is the same at every width.
  test('an admin scans a folder of new outfits, sees the bad image named, and edits one inline', async ({
    page,
  }) => {
    test.slow(); // a scan, an edit and axe in two themes
    // Numbers of their own per run, so a retry scans folders that are new again.
    const number = 200_000 + (Date.now() % 700_000);
    const shade = number % 200;
    writeOutfitFolder(number, {
      'overall.png': makeSolidPng(shade, 40, 90),
      'male.png': makeSolidPng(shade, 90, 40),
      'female.png': makeSolidPng(shade, 140, 200),
    });
    writeOutfitFolder(number + 1, {
      'overall.png': makeSolidPng(40, shade, 90),
      'male.png': makeSolidPng(90, shade, 40),
      'female.png': 'this is not an image',
    });

    await signInAsAdmin(page);
    await page.goto('/admin?tab=outfits');
    await expect(page.getByRole('heading', { name: 'Outfit Management' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table')).toBeVisible();

    await page.getByRole('button', { name: 'Scan Directories' }).click();
    // Both toasts come together and leave after a few seconds: watch for them at once.
    await Promise.all([
      expect(page.getByText('Successfully updated 2 outfits')).toBeVisible({ timeout: 30_000 }),
      expect(page.getByText('Failed to save 1 outfits')).toBeVisible({ timeout: 30_000 }),
    ]);
    await expect(page.getByText(`outfit_${number + 1}/female.png`)).toBeVisible();
    await expect(page.getByText(/Scan finished: 2 added/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search outfits' }).fill(`outfit_${number}`);
    const row = page
      .getByRole('row')
      .filter({ hasText: `outfit_${number}` })
      .first();
    await expect(row).toContainText(`Outfit ${number}`);
    // The toasts sit over the toolbar's corner; measure contrast once they are gone.
    await expect(page.getByText('Failed to save 1 outfits')).toBeHidden({ timeout: 20_000 });
    // Nor is the pointer left hovering the scan button.
    await page.mouse.move(0, 0);
    await expectAccessibleInBothThemes(page);

    // Cancel leaves it as it was.
    await row.getByRole('button', { name: `Edit Outfit ${number}` }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Never Saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `outfit_${number}` })
        .first(),
    ).toContainText(`Outfit ${number}`);

    // Save changes name, description, category and tags.
    const name = `Garnet Parade ${number}`;
    await page.getByRole('button', { name: `Edit Outfit ${number}` }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Scanned during the browser tests.');
    await page.getByRole('textbox', { name: 'Category' }).fill('Festival');
    await page.getByRole('textbox', { name: 'Tags' }).fill('parade, garnet');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Outfit updated successfully')).toBeVisible();
    const saved = page
      .getByRole('row')
      .filter({ hasText: `outfit_${number}` })
      .first();
    await expect(saved).toContainText(name);
    await expect(saved).toContainText('Festival · parade · garnet');

    // The gallery shows the edit.
    await page.goto(`/outfits?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('list', { name: 'Outfits' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  test('a visitor cannot start a scan', async ({ page }) => {
    const response = await page.request.post('/api/admin/outfits/scans');
    expect(response.status()).toBe(401);
  });
});
