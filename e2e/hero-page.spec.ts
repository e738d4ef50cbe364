import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

/** A demo hero with levels, costs, an upgrade order, a build and tiers. */
const SEEDED_SLUG = 'aldric-thornveil';

test('the hero page opens on its summary and section bar, and the bar reaches every section', async ({
  page,
}) => {
  await page.goto(`/heroes/${SEEDED_SLUG}`);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect(page.getByRole('heading', { name: 'Aldric Thornveil', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tier in each mode' })).toBeVisible();

  // The first screen holds the summary and the whole bar.
  const bar = page.getByRole('navigation', { name: 'Sections' });
  const barBox = await bar.boundingBox();
  expect(barBox && barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height);

  // Each link is a plain anchor to a section drawn on the page, in the page's order.
  const links = bar.getByRole('link');
  const labels = await links.allTextContents();
  expect(labels).toEqual(['Overview', 'Review', 'Skills', 'Build', 'Banners', 'Teams', 'Guides', 'Comments']);
  for (const label of labels) {
    const link = bar.getByRole('link', { name: label, exact: true });
    const href = await link.getAttribute('href');
    expect(href).toBe(`#${label.toLowerCase()}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href ?? '')).toBeInViewport();
    // The bar stays at hand, just under the site header, marking the section and showing its link.
    await expect(bar).toBeInViewport();
    expect((await bar.boundingBox())?.y).toBeLessThan(80);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(link).toBeInViewport({ ratio: 1 });
    await expect(bar.locator('[aria-current]')).toHaveCount(1);
  }

  // Scrolling on marks the section being read.
  await page.locator('#skills').evaluate((section) => section.scrollIntoView());
  await expect(bar.getByRole('link', { name: 'Skills', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(bar.getByRole('link', { name: 'Skills', exact: true })).toBeInViewport({ ratio: 1 });
});

test('the hero page is accessible in both themes', async ({ page }) => {
  test.slow(); // the site's longest page, checked by axe twice
  await page.goto(`/heroes/${SEEDED_SLUG}`);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('the bar is reachable by keyboard, and its links work before the app is live', async ({ page }) => {
  await page.goto(`/heroes/${SEEDED_SLUG}#skills`);
  await expect(page.locator('#skills')).toBeInViewport();
  const bar = page.getByRole('navigation', { name: 'Sections' });
  await bar.getByRole('link', { name: 'Comments' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#comments$/);
  await expect(page.locator('#comments')).toBeInViewport();
});

test('the skills section shows each skill’s levels, item costs linking to the database, and the upgrade order', async ({
  page,
}) => {
  const hero = (await (await page.request.get(`/api/heroes/${SEEDED_SLUG}`)).json()) as HeroDetail;
  const [firstSkill] = hero.skills;
  const firstLevels = hero.skillDepth.levels[0] ?? [];
  const [secondLevel] = firstLevels.slice(1);
  const cost = secondLevel?.costs[0];
  const [firstInOrder] = hero.skillDepth.upgradeOrder;
  if (!firstSkill || !secondLevel || !cost || firstInOrder === undefined)
    throw new Error('The demo hero has no levels, costs or upgrade order');

  await page.goto(`/heroes/${SEEDED_SLUG}#skills`);
  const skills = page.getByRole('region', { name: 'Skills' });
  const table = skills.getByRole('table', { name: `${firstSkill.name} by level, with upgrade costs` });
  await expect(table.getByRole('row')).toHaveCount(firstLevels.length + 1);
  const row = table.getByRole('row').nth(2);
  await expect(row.getByRole('cell').first()).toHaveText(secondLevel.value);
  const costLink = row.getByRole('link', { name: cost.entry.name });
  await expect(costLink).toHaveAttribute('href', `/database/${cost.entry.category}/${cost.entry.slug}`);
  await expect(row.getByText(`×${cost.quantity}`)).toBeVisible();

  const order = skills.getByRole('list').first();
  await expect(order.getByRole('listitem').first()).toContainText(hero.skills[firstInOrder]?.name ?? '');
  await expect(skills.getByText(hero.skillDepth.upgradeNote)).toBeVisible();

  await costLink.click();
  await expect(page.getByRole('heading', { name: cost.entry.name, level: 1 })).toBeVisible();
});

test(
  'an admin gives a skill a level with an item cost and a place in the upgrade order, and the page shows them',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: the editor’s fields keep their order at every width.
    // A long journey (the editor, an item picker, a save and the hero's page): more time on a busy machine.
    test.slow();
    await signInAsAdmin(page);
    const name = `Levelled Knight ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/admin/heroes', {
      data: {
        name,
        skills: [{ name: 'Shield Wall', description: 'Takes the blow.', type: 'Active', cooldown: 2 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto(`/admin/heroes/${slug}`);
    await expect(page.getByRole('heading', { name: 'Edit Hero' })).toBeVisible();
    await page.getByRole('button', { name: 'Add level' }).click();
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByText('Describe what the skill does at this level')).toBeVisible();
    await page.getByLabel('Skill 1 level 1 effect').fill('150% of Attack to one enemy');
    await page.getByRole('button', { name: 'Add cost to level 1' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Upgrade Cost' });
    await picker.getByRole('searchbox', { name: 'Search items' }).fill('Skill Manual');
    await picker.getByRole('button', { name: /^Skill Manual/ }).click();
    await expect(picker).toBeHidden();
    await page.getByLabel('Skill 1 level 1 Skill Manual quantity').fill('4');
    await page.getByLabel('Skill 1 upgrade priority').selectOption('1');
    await page.getByLabel('Upgrade order note').fill('Raise the wall before anything else.');
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByText('Hero saved successfully')).toBeVisible();

    await page.goto(`/heroes/${slug}#skills`);
    const skills = page.getByRole('region', { name: 'Skills' });
    const row = skills
      .getByRole('table', { name: 'Shield Wall by level, with upgrade costs' })
      .getByRole('row')
      .nth(1);
    await expect(row).toContainText('150% of Attack to one enemy');
    await expect(row.getByRole('link', { name: 'Skill Manual' })).toBeVisible();
    await expect(row.getByText('×4')).toBeVisible();
    await expect(skills.getByText('Raise the wall before anything else.')).toBeVisible();
  },
);
