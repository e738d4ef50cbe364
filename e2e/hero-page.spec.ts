import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { expect, test } from './support/fixtures';

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
  expect(labels.filter((label) => label !== 'Review')).toEqual([
    'Overview',
    'Skills',
    'Build',
    'Teams',
    'Guides',
    'Comments',
  ]);
  for (const label of labels) {
    const link = bar.getByRole('link', { name: label, exact: true });
    const href = await link.getAttribute('href');
    expect(href).toBe(`#${label.toLowerCase()}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href ?? '')).toBeInViewport();
    // The bar stays at hand, just under the site header.
    await expect(bar).toBeInViewport();
    expect((await bar.boundingBox())?.y).toBeLessThan(80);
  }
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
