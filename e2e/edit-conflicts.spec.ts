import type { Page } from '@playwright/test';
import { expect, otherBrowser, signInAsAdmin, test } from './support/fixtures';

const CONFLICT = 'Someone else changed this since you opened it.';

/** Creates a hero through the admin API with the page's (admin) session. */
async function createHero(page: Page) {
  const name = `Contested ${test.info().project.name} ${Date.now().toString(36)}`;
  const response = await page.request.post('/api/admin/heroes', {
    data: { name, description: 'As first written.', skills: [{ name: 'Hold', description: 'Holds.' }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, ...((await response.json()) as { slug: string }) };
}

async function openEditor(page: Page, slug: string, name: string) {
  await page.goto(`/admin/heroes/${slug}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
}

async function savedHero(page: Page, slug: string) {
  return (await (await page.request.get(`/api/heroes/${slug}`)).json()) as {
    class: string;
    rarity: string;
    description: string;
  };
}

test('two admins editing one hero: the later save is told what changed, then reloads or overwrites', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, two editors opened twice and four saves
  await signInAsAdmin(page);
  const second = await otherBrowser(browser, page, testInfo);
  const other = await second.newPage();
  await signInAsAdmin(other);
  const hero = await createHero(page);

  // Both open the hero; the first saves a new rarity.
  await openEditor(page, hero.slug, hero.name);
  await openEditor(other, hero.slug, hero.name);
  await page.getByLabel('Rarity', { exact: true }).selectOption('LR');
  await page.getByRole('button', { name: 'Save Hero' }).click();
  await expect(page.getByText('Hero saved successfully')).toBeVisible();

  // The second's save is refused: told what changed, their typing kept, they load the newer version.
  await other.getByLabel('Description', { exact: true }).fill('Rewritten by the second admin.');
  await other.getByRole('button', { name: 'Save Hero' }).click();
  const dialog = other.getByRole('dialog', { name: CONFLICT });
  await expect(dialog.getByRole('list', { name: 'What they changed:' })).toHaveText('Rarity: LR');
  await expect(other.getByLabel('Description', { exact: true })).toHaveValue(
    'Rewritten by the second admin.',
  );
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(other.getByLabel('Rarity', { exact: true })).toHaveValue('LR');
  await expect(other.getByLabel('Description', { exact: true })).toHaveValue('As first written.');

  // Now the second saves first; the first, reopened before it, overwrites with their own edit.
  await openEditor(page, hero.slug, hero.name);
  await other.getByLabel('Description', { exact: true }).fill('Rewritten after reloading.');
  await other.getByRole('button', { name: 'Save Hero' }).click();
  await expect(other.getByText('Hero saved successfully')).toBeVisible();
  await page.getByLabel('Class', { exact: true }).selectOption('Doctor');
  await page.getByRole('button', { name: 'Save Hero' }).click();
  const overDialog = page.getByRole('dialog', { name: CONFLICT });
  await expect(overDialog.getByRole('list', { name: 'What they changed:' })).toHaveText(
    'Description: Rewritten after reloading.',
  );
  await overDialog.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(page.getByText('Hero saved successfully')).toBeVisible();
  expect(await savedHero(page, hero.slug)).toMatchObject({
    class: 'Doctor',
    rarity: 'LR',
    description: 'As first written.',
  });
  await second.close();
});

test('a hero renamed while an admin edits it: the save is told the new name and loads the renamed hero', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const hero = await createHero(page);
  await openEditor(page, hero.slug, hero.name);
  const heroId = ((await (await page.request.get(`/api/heroes/${hero.slug}`)).json()) as { id: string }).id;
  const newName = `${hero.name} Renamed`;
  const renamed = await page.request.put(`/api/admin/heroes/${heroId}`, {
    data: {
      name: newName,
      description: 'As first written.',
      skills: [{ name: 'Hold', description: 'Holds.' }],
      version: 0,
    },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await page.getByLabel('Description', { exact: true }).fill('Edited under the old name.');
  await page.getByRole('button', { name: 'Save Hero' }).click();
  const dialog = page.getByRole('dialog', { name: CONFLICT });
  await expect(dialog.getByRole('list', { name: 'What they changed:' })).toHaveText(`Name: ${newName}`);
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName);

  // The old address still leads to the hero, now under its new one.
  await page.goto(`/heroes/${hero.slug}`);
  await expect(page).toHaveURL(/-renamed$/);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
});
