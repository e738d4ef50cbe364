import { expectAccessibleInBothThemes } from './support/accessibility';
import { expect, signInAsAdmin, test } from './support/fixtures';

test('an admin creates, deactivates, reactivates and deletes a code; a visitor copies it', async ({
  page,
  browser,
}, testInfo) => {
  // A long journey through several screens and two browsers.
  test.slow();
  const code = `E2E${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/redeem-codes');
  await expect(page.getByRole('heading', { name: 'Manage Redeem Codes', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Code' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Code' });
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expect(form.getByText('Code is required')).toBeVisible();
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Rewards').fill('300 Gems');
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText('Redeem code created successfully')).toBeVisible();
  const active = page.getByRole('region', { name: 'Active Codes' });
  const lapsed = page.getByRole('region', { name: 'Expired / Inactive Codes' });
  await expect(active.getByRole('cell', { name: code, exact: true })).toBeVisible();

  await active.getByRole('button', { name: `Mark Inactive ${code}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Inactive' }).click();
  await expect(page.getByText('Code marked as inactive')).toBeVisible();
  await expect(lapsed.getByRole('cell', { name: code, exact: true })).toBeVisible();

  await lapsed.getByRole('button', { name: `Reactivate ${code}` }).click();
  await expect(page.getByText('Code reactivated')).toBeVisible();
  await expect(active.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // A visitor copies the new code, which is now the latest.
  const visitor = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/redeem-codes');
  await expect(visitorPage.getByRole('heading', { name: 'Game Redeem Codes', level: 1 })).toBeVisible();
  const latest = visitorPage.getByRole('region', { name: 'LATEST CODE' });
  await latest.getByRole('button', { name: `${code} Copy` }).click();
  await expect(latest.getByText('Copied!')).toBeVisible();
  await expect(visitorPage.getByText('Code copied to clipboard!')).toBeVisible();
  expect(await visitorPage.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(latest.getByText('Copied!')).toBeHidden({ timeout: 4000 });
  await expect(visitorPage.getByRole('heading', { name: 'Expired Codes' })).toBeVisible();
  await expectAccessibleInBothThemes(visitorPage);
  await visitor.close();

  await active.getByRole('button', { name: `Delete ${code}` }).click();
  await expect(page.getByText('Are you sure you want to delete this redeem code?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Redeem code deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
});
