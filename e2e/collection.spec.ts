import { readFile } from 'node:fs/promises';
import type { MyCollection } from '@haven/shared/collection/schemas';
import type { PublicTeamsResponse } from '@haven/shared/teams/schemas';
import type { APIRequestContext } from '@playwright/test';
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

/** Marks heroes owned through the API, as the collection's taps do. */
async function own(request: APIRequestContext, heroIds: string[], owned = true) {
  for (const heroId of heroIds) {
    const response = await request.put(`/api/me/collection/heroes/${heroId}/owned`, { data: { owned } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('a member finds the public teams they can build, and the one hero they lack for another', async ({
  page,
}) => {
  await apiSignedInMember(page.request, 'builder');
  const gallery = (await (await page.request.get('/api/teams')).json()) as PublicTeamsResponse;
  const team = gallery.items.find((item) => item.heroes.every((place) => place.hero));
  if (!team) throw new Error('no public team with five heroes');
  const heroes = team.heroes.flatMap((place) => (place.hero ? [place.hero] : []));
  const lacking = heroes[4] as { id: string; name: string };

  // With nothing owned yet, the list points to My Collection.
  await page.goto('/teams/public?build=ready');
  await expect(page.getByRole('heading', { name: 'No Teams to Build Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open My Collection' })).toHaveAttribute('href', '/collection');

  await own(
    page.request,
    heroes.slice(0, 4).map((hero) => hero.id),
  );
  await page.goto('/teams/public');
  await page.getByLabel('From my heroes').selectOption('near');
  await expect(page).toHaveURL(/build=near/);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: team.name, exact: true }) });
  await expect(card.getByText(`Missing ${lacking.name}`)).toBeVisible();

  await own(page.request, [lacking.id]);
  await page.getByLabel('From my heroes').selectOption('ready');
  await expect(page).toHaveURL(/build=ready/);
  await expect(card.getByText('You own every hero')).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('a member exports their collection, removes it, imports the file back and sees it whole', async ({
  page,
}) => {
  await apiSignedInMember(page.request, 'archivist');
  const before = (await (await page.request.get('/api/me/collection')).json()) as MyCollection;
  const chosen = before.heroes.slice(0, 3);
  await own(
    page.request,
    chosen.map((hero) => hero.id),
  );
  const first = chosen[0] as { id: string; name: string };
  const saved = await page.request.put(`/api/me/collection/heroes/${first.id}`, {
    data: { level: 42, stars: 2, note: null, isBuilding: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto('/collection');
  const list = page.getByRole('list', { name: 'Heroes' });
  await expect(list.getByRole('button', { name: `${first.name} ★2 · Lv 42` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download JSON' }).click();
  const file = await (await download).path();
  const content = await readFile(file, 'utf8');
  expect(content).toContain(first.name);

  // Removed one tap each: the record is empty.
  for (const hero of chosen) await list.getByRole('button', { name: new RegExp(`^${hero.name}`) }).click();
  // Other journeys may add heroes meanwhile: the count of all heroes is not fixed.
  await expect(page.getByText(/^0 of \d+ heroes/)).toBeVisible();

  await page.getByText('Import a file').setInputFiles({
    name: 'my-collection.json',
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  });
  await expect(page.getByText(/^3 of \d+ heroes/)).toBeVisible();
  await expect(list.getByRole('button', { name: `${first.name} ★2 · Lv 42` })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
