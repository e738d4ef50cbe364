import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect as baseExpect, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('a member logs a ten-summon, sees the pity count move, then deletes it', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await apiSignedInMember(page.request, 'summoner');

  // The Summon Log is in the user menu (the side menu on phones).
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Summon Log' }).click();
  } else {
    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.getByRole('list', { name: 'Your pages' }).getByRole('link', { name: 'Summon Log' }).click();
  }
  await expect(page).toHaveURL(/\/summons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summon Log' })).toBeVisible();
  const limited = page.getByTestId('pity-limited');
  await expect(limited.getByRole('progressbar', { name: 'Limited pity' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByText('No summons logged yet. Log your first one above.')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // A ten on the limited type: an SSR first, nine other pulls.
  await page.getByLabel('Banner type', { exact: true }).first().selectOption('limited');
  await page.getByLabel('Pull 1 rarity').selectOption('SSR');
  await page.getByRole('button', { name: 'Save summon' }).click();
  await expect(page.getByText('Summon logged')).toBeVisible();
  await expect(limited.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  await expect(limited.getByText('10 pulls since the last reset')).toBeVisible();
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Ten · Limited' }) });
  await expect(entry.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(10);

  // Deleting it, once confirmed, takes the pulls off the count.
  await entry.getByRole('button', { name: 'Delete Ten · Limited' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Summon deleted')).toBeVisible();
  await expect(limited.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('No summons logged yet. Log your first one above.')).toBeVisible();
});
