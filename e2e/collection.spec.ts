import type { MyCollection } from '@haven/shared/collection/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect, test } from './support/fixtures';

test('a member marks heroes owned, sets one’s level and stars, sees the progress, and filters the tier list to owned heroes', async ({
  page,
}) => {
  test.slow();
  await apiSignedInMember(page.request, 'collector');
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'My Collection' })).toBeVisible();
  const total = ((await (await page.request.get('/api/me/collection')).json()) as MyCollection).heroes.length;
  await expect(page.getByText(new RegExp(`^0 of ${total} heroes`))).toBeVisible();

  // One tap each, from first paint: a press before the app is live is held, then acted on.
  const heroes = page.getByRole('list', { name: 'Heroes' });
  const unowned = heroes.locator('button[aria-pressed="false"]');
  const first = unowned.first();
  const firstName = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(heroes.getByRole('button', { name: new RegExp(`^${firstName}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await unowned.first().click();
  await expect(page.getByText(new RegExp(`^2 of ${total} heroes`))).toBeVisible();

  await page.getByRole('button', { name: `Edit ${firstName}` }).click();
  const sheet = page.getByRole('dialog', { name: `Edit ${firstName}` });
  await sheet.getByLabel('Level').fill('0');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText(/^Level must be between 1 and \d+$/)).toBeVisible();
  await sheet.getByLabel('Level').fill('60');
  await sheet.getByText('★2', { exact: true }).click();
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toBeHidden();
  await expect(heroes.getByRole('button', { name: `${firstName} ★2 · Lv 60` })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The tier list, filtered to the member's own heroes.
  await page.goto('/tier-list');
  await page.getByRole('checkbox', { name: 'Owned only' }).check();
  await expect(page).toHaveURL(/owned=1/);
  await expect(page.getByRole('button', { name: new RegExp(`^${firstName}`) })).toBeVisible();
  const owned = await page.request.get('/api/me/tier-list');
  const list = (await owned.json()) as { tiers: { heroes: unknown[] }[]; unranked: unknown[] };
  expect(list.tiers.flatMap((tier) => tier.heroes).length + list.unranked.length).toBe(2);
});

test('a visitor to /collection is asked to sign in and comes back to it', async ({ page }) => {
  await page.goto('/collection');
  await expect(page).toHaveURL(/\/login\?from=%2Fcollection/);
});
