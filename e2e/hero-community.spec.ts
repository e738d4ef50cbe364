import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect, test } from './support/fixtures';

/** A demo hero that demo teams include and an approved demo guide is about. */
const HERO = { slug: 'cassian-vellory', name: 'Cassian Vellory' };

const GUIDE_TEXT =
  'Keep the guard in the front row, open with the control skills and save the burst for the ' +
  'second wave so the whole team reaches the boss with full energy.';

test("a visitor sees the teams and guides made with a hero on the hero's page", async ({ page }) => {
  await page.goto(`/heroes/${HERO.slug}`);
  await expect(page.getByRole('heading', { name: HERO.name, level: 1 })).toBeVisible({ timeout: 30_000 });

  const teams = page.getByRole('region', { name: `Teams with ${HERO.name}` });
  await expect(teams.getByText(/\d+ teams? includes? Cassian Vellory/)).toBeVisible();
  const teamLink = teams.getByRole('list').getByRole('link').first();
  await expect(teamLink).toBeVisible();
  const teamName = (await teamLink.textContent())?.trim() ?? '';

  const guides = page.getByRole('region', { name: `Guides about ${HERO.name}` });
  await expect(guides.getByText(/\d+ guides? about Cassian Vellory/)).toBeVisible();
  await expect(guides.getByRole('list').getByRole('link').first()).toBeVisible();
  await expect(guides.getByRole('link', { name: /See all/ })).toHaveAttribute('href', /\/guides\?hero=/);
  await expectAccessibleInBothThemes(page);

  await teamLink.click();
  await expect(page).toHaveURL(/\/teams\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
});

test('a member writes a guide about a hero and the guide page lists the hero', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await apiSignedInMember(page.request, 'herowriter');
  const title = `Playing Cassian ${testInfo.project.name} ${Date.now().toString(36)}`;

  await page.goto('/guides/create');
  await expect(page.getByRole('heading', { name: 'Create Guide', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Title', { exact: true }).fill(title);

  const heroesField = page.getByRole('group', { name: 'Heroes in this guide' });
  await heroesField.getByRole('button', { name: 'Add Hero' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Hero' });
  await picker.getByRole('searchbox', { name: 'Search heroes' }).fill('Cassian');
  await picker.getByRole('button', { name: /Cassian Vellory/ }).click();
  await expect(picker).toBeHidden();
  await expect(heroesField.getByRole('list', { name: 'Chosen heroes' }).getByRole('listitem')).toHaveText([
    HERO.name,
  ]);

  const editor = page.getByRole('textbox', { name: 'Guide content' });
  await editor.click();
  await page.keyboard.type(GUIDE_TEXT);
  await page.getByRole('button', { name: 'Submit Guide' }).click();
  await expect(page.getByText('Guide created successfully!')).toBeVisible();

  // Pending guides are visible to their author, with the heroes they are about.
  await expect(page.getByText('This guide is not published yet')).toBeVisible();
  const listed = page.getByRole('region', { name: 'Heroes in this guide' });
  await expect(listed.getByRole('link', { name: /Cassian Vellory/ })).toHaveAttribute(
    'href',
    `/heroes/${HERO.slug}`,
  );
});
