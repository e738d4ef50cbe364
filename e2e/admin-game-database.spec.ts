import type { DatabaseEntryDetail } from '@haven/shared/game-database/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  openInBrowser,
  phoneOnly,
  signInAsAdmin,
  test,
} from './support/fixtures';
import { showCategoryEmpty } from './support/game-database';
import { makePng } from './support/images';

test.describe('admin Game Database tab', () => {
  test(
    'an admin adds a pet with an image, attributes, tags and heroes, moves it to quests, and deletes it',
    desktopOnly,
    async ({ page }) => {
      // At desktop width only: the phone layout has its own journey below.
      // A long journey: an upload, the hero picker twice, three saves and axe in two themes.
      test.setTimeout(180_000);
      const run = Date.now().toString(36);
      const name = `Ember Fox ${run}`;
      await signInAsAdmin(page);

      // A second entry whose name the edit will try to take.
      const clashName = `Lantern Errand ${run}`;
      const clash = await page.request.post('/api/admin/database', {
        data: { category: 'quests', name: clashName },
      });
      expect(clash.status(), await clash.text()).toBe(201);
      const clashId = ((await clash.json()) as { id: string }).id;

      await page.goto('/admin?tab=game-database');
      // The first visit loads the dashboard's chunks on a busy machine.
      await expect(page.getByRole('heading', { name: 'Game Database', level: 2 })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('link', { name: 'Game Database' })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('button', { name: 'Add Entry' }).click();
      const form = page.getByRole('form', { name: 'Add Entry' });
      await form.getByRole('button', { name: 'Create Entry' }).click();
      await expect(form.getByText('Name is required')).toBeVisible();
      await expect(form.getByText('Category is required')).toBeVisible();

      await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Pets' });
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Summary').fill('A small fox that keeps a campfire burning.');
      await expect(form.getByText('158 characters left')).toBeVisible();
      await form.getByLabel('Rarity').selectOption('SSR');
      await form.getByRole('textbox', { name: 'Description' }).click();
      await page.keyboard.type('Found near the Ashen Gate at dusk.');
      await form.locator('#entry-image').setInputFiles({
        name: 'fox.png',
        mimeType: 'image/png',
        buffer: makePng({ width: 64 }),
      });
      await expect(form.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', /\/media\//);

      const tags = form.getByRole('textbox', { name: 'Tags' });
      for (const tag of ['Fire', 'Companion', ' fire ']) {
        await tags.fill(tag);
        await tags.press('Enter');
      }
      await expect(form.getByRole('list', { name: 'Added tags' }).getByRole('listitem')).toHaveText([
        'Fire',
        'Companion',
      ]);

      // Two attributes added, the second removed again.
      await form.getByRole('button', { name: 'Add Attribute' }).click();
      await form.getByRole('textbox', { name: 'Attribute 1 label' }).fill('Speed');
      await form.getByRole('button', { name: 'Create Entry' }).click();
      await expect(form.getByText('Each attribute needs both a label and a value')).toBeVisible();
      await form.getByRole('textbox', { name: 'Attribute 1 value' }).fill('+12%');
      await form.getByRole('button', { name: 'Add Attribute' }).click();
      await form.getByRole('textbox', { name: 'Attribute 2 label' }).fill('Diet');
      await form.getByRole('textbox', { name: 'Attribute 2 value' }).fill('Embers');
      await form.getByRole('button', { name: 'Remove attribute 2' }).click();
      await expect(form.getByRole('textbox', { name: /^Attribute \d label$/ })).toHaveCount(1);

      // Two related heroes, each chosen through the picker.
      const chosen: string[] = [];
      for (let i = 0; i < 2; i++) {
        await form.getByRole('button', { name: 'Add Hero' }).click();
        const picker = page.getByRole('dialog', { name: 'Select Hero' });
        const hero = picker.getByRole('listitem').first().getByRole('button');
        await expect(hero).toBeVisible();
        const heroName = (await hero.locator('span').first().textContent()) ?? '';
        chosen.push(heroName.trim());
        await hero.click();
        await expect(picker).toBeHidden();
      }
      const chips = form.getByRole('list', { name: 'Chosen heroes' }).getByRole('listitem');
      await expect(chips).toHaveText(chosen);
      expect(new Set(chosen).size).toBe(2);

      await page.mouse.move(0, 0);
      await expectAccessibleInBothThemes(page);

      await form.getByRole('button', { name: 'Create Entry' }).click();
      await expect(page.getByText('Entry created successfully')).toBeVisible();
      await expect(form).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Pets');
      await expect(row).toContainText('SSR');
      await expect(row).toContainText('Fire, Companion');

      // The public address follows the name; the entry reads back as saved.
      const link = row.getByRole('link', { name });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/database\/pets\/ember-fox-/);
      const saved = (await (await page.request.get(`/api${href}`)).json()) as DatabaseEntryDetail;
      expect(saved).toMatchObject({
        name,
        rarity: 'SSR',
        tags: ['Fire', 'Companion'],
        attributes: [{ label: 'Speed', value: '+12%' }],
      });
      expect(saved.imageUrl).toMatch(/\/media\//);
      expect(saved.description).toContain('Ashen Gate');
      expect(saved.relatedHeroes.map((hero) => hero.name)).toEqual(chosen);
      const visitor = await page.context().newPage();
      await visitor.goto(href);
      await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
      const attributes = visitor.getByRole('region', { name: 'Attributes' });
      await expect(attributes).toContainText('Speed');
      await expect(attributes).toContainText('+12%');
      await expect(visitor.getByRole('region', { name: 'Related Heroes' })).toContainText(chosen[1] ?? '');

      // Edit: a new name and another category move the address.
      const renamed = `Ember Trail ${run}`;
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('form', { name: `Edit ${name}` });
      await expect(edit.getByLabel('Name')).toHaveValue(name);
      await expect(edit.getByRole('textbox', { name: 'Attribute 1 value' })).toHaveValue('+12%');
      await expect(edit.getByRole('list', { name: 'Chosen heroes' }).getByRole('listitem')).toHaveText(
        chosen,
      );

      await edit.getByLabel('Name').fill('   ');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('Name is required')).toBeVisible();

      // The server refuses a name already used in the category, on the name field.
      await edit.getByLabel('Category', { exact: true }).selectOption({ label: 'Quests' });
      await edit.getByLabel('Name').fill(clashName);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('An entry with this name already exists in Quests')).toBeVisible();
      await expect(edit.getByLabel('Name')).toBeFocused();

      await edit.getByLabel('Name').fill(renamed);
      await edit.getByRole('button', { name: `Remove ${chosen[1]}` }).click();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Entry updated successfully')).toBeVisible();
      const movedRow = page.getByRole('row').filter({ hasText: renamed });
      await expect(movedRow).toContainText('Quests');
      await expect(movedRow.getByRole('link', { name: renamed })).toHaveAttribute(
        'href',
        /^\/database\/quests\/ember-trail-/,
      );
      expect((await page.request.get(`/api${href}`)).status()).toBe(404);
      await visitor.goto(href);
      await expect(visitor.getByRole('heading', { name: 'Entry not found' })).toBeVisible();
      await visitor.goto((await movedRow.getByRole('link', { name: renamed }).getAttribute('href')) ?? '');
      await expect(visitor.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
      await visitor.close();

      // The category filter and the search narrow the table.
      await page.getByLabel('Filter by category').selectOption({ label: 'Pets' });
      await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
      await page.getByLabel('Filter by category').selectOption({ label: 'Quests' });
      await page.getByRole('searchbox', { name: 'Search entries' }).fill(`Ember Trail ${run}`);
      await expect(page.getByRole('row')).toHaveCount(2);

      // Delete asks first; Cancel keeps it.
      await movedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(`Delete "${renamed}"? This cannot be undone.`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(movedRow).toBeVisible();
      await movedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Entry deleted successfully')).toBeVisible();
      await expect(page.getByText('No entries found')).toBeVisible();

      expect((await page.request.delete(`/api/admin/database/${clashId}`)).ok()).toBe(true);
    },
  );

  test(
    "an empty category's offer opens the editor on a new entry of that category",
    desktopOnly,
    async ({ page }) => {
      // At desktop width only: the same at every width.
      await showCategoryEmpty(page, 'relics');
      await signInAsAdmin(page);
      await openInBrowser(page, '/database/relics');
      await page.getByRole('link', { name: 'Add the first relic' }).click();
      await expect(page.getByRole('heading', { name: 'Game Database', level: 2 })).toBeVisible({
        timeout: 20_000,
      });
      const form = page.getByRole('form', { name: 'Add Entry' });
      await expect(form.getByLabel('Category', { exact: true })).toHaveValue('relics');
      // The address keeps only the tab, so a reload does not open another new entry.
      await expect(page).toHaveURL(/\/admin\?tab=game-database$/);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('button', { name: 'Add Entry' })).toBeFocused();
    },
  );

  test(
    'on a phone the editor fits the screen and the table scrolls inside its box',
    phoneOnly,
    async ({ page }) => {
      // At phone width only: the desktop layout has its own journey above.
      test.slow(); // the rich-text editor's chunk and axe in two themes
      await signInAsAdmin(page);
      const made = await page.request.post('/api/admin/database', {
        data: {
          category: 'mounts',
          name: `Dune Strider ${Date.now().toString(36)}`,
          tags: ['Desert', 'Fast'],
          rarity: 'UR',
        },
      });
      expect(made.status(), await made.text()).toBe(201);
      const madeId = ((await made.json()) as { id: string }).id;

      await page.goto('/admin?tab=game-database');
      await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(390);

      await page.getByRole('button', { name: 'Add Entry' }).click();
      const form = page.getByRole('form', { name: 'Add Entry' });
      await form.getByRole('button', { name: 'Add Attribute' }).click();
      await expect(form.getByRole('textbox', { name: 'Description' })).toBeVisible();
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      await expectAccessibleInBothThemes(page);

      expect((await page.request.delete(`/api/admin/database/${madeId}`)).ok()).toBe(true);
    },
  );
});

test('a member who is not an admin cannot open the Game Database tab', desktopOnly, async ({ page }) => {
  // At desktop width only: the same at every width.
  await apiSignedInMember(page.request, 'dbcurious');
  await page.goto('/admin?tab=game-database');
  await expect(page.getByText('Access Denied').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game Database' })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/database');
  expect(refused.status()).toBe(403);
});
