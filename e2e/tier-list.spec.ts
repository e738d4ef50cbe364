import type { GameMode, TierList } from '@haven/shared/tier-list/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test, waitForApp } from './support/fixtures';

test('a visitor switches mode, filters to Doctors and opens a hero from the tier list', async ({ page }) => {
  test.slow();
  await page.goto('/tier-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Tier List' })).toBeVisible();
  const modes = page.getByRole('navigation', { name: 'Game modes' });
  await expect(modes.getByRole('link', { name: 'Guild Coliseum' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Tier S+' })).toBeVisible();
  await expect(page.getByText(/^Community rating: the average/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await modes.getByRole('link', { name: 'Atlas Tower' }).click();
  await expect(page).toHaveURL(/mode=atlas-tower/);
  await expect(modes.getByRole('link', { name: 'Atlas Tower' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('checkbox', { name: 'Doctor' }).check();
  await expect(page).toHaveURL(/class=Doctor/);
  const answer = (await (
    await page.request.get('/api/tier-list?mode=atlas-tower&class=Doctor')
  ).json()) as TierList;
  const doctor = [...answer.tiers.flatMap((tier) => tier.heroes), ...answer.unranked][0];
  expect(doctor, 'the demo data has Doctors').toBeDefined();
  if (!doctor) return;
  expect(doctor.class).toBe('Doctor');
  await page.getByRole('button', { name: new RegExp(`^${doctor.name}`) }).click();
  await page.getByRole('link', { name: `Open ${doctor.name}'s page` }).click();
  await expect(page).toHaveURL(new RegExp(`/heroes/${doctor.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByRole('link', { name: 'Atlas Tower' })).toBeVisible();
});

test(
  'an admin moves a hero with the tier select by keyboard, the focus following it, and saves; an open tier list updates without reload',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the editor journey runs on the desktop layout.
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    // A mode of this journey's own, so the demo modes other journeys read stay as they are.
    const created = await page.request.post('/api/admin/game-modes', {
      data: {
        name: `Trial ${Date.now().toString(36)}`,
        description: 'A mode for this journey.',
        position: 99,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const mode = (await created.json()) as GameMode;
    try {
      const list = (await (await page.request.get(`/api/tier-list?mode=${mode.slug}`)).json()) as TierList;
      const hero = list.unranked[0];
      expect(hero, 'the demo data has heroes').toBeDefined();
      if (!hero) return;

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/tier-list?mode=${mode.slug}`);
      // The visitor's page follows the save live.
      await waitForApp(visitor);
      await expect(visitor.getByRole('heading', { level: 2, name: 'Not ranked yet' })).toBeVisible();
      await expect(visitor.getByRole('region', { name: 'Tier S', exact: true })).not.toContainText(hero.name);

      await page.goto('/admin?tab=tier-list');
      await expect(page.getByRole('heading', { level: 2, name: 'Tier editor' })).toBeVisible({
        timeout: 20_000,
      });
      // The editor's keyboard moves are the app's own.
      await waitForApp(page);
      await page.getByLabel('Mode to edit').selectOption({ label: mode.name });
      // By keyboard: each arrow press moves the hero up a tier, and the focus moves with it.
      const select = page.getByLabel(`Tier for ${hero.name}`);
      await select.focus();
      for (const tier of ['D', 'C', 'B', 'A', 'S']) {
        await page.keyboard.press('ArrowUp');
        const zone = page.getByRole('group', { name: new RegExp(`^Tier ${tier}, `) });
        await expect(zone.getByLabel(`Tier for ${hero.name}`)).toBeFocused();
      }
      await expect(select).toHaveValue('S');
      await page.getByLabel('What changed').fill(`Raised ${hero.name} to S.`);
      await page.getByRole('button', { name: 'Save tiers' }).click();
      await expect(page.getByText('Tier list saved')).toBeVisible();
      await expectAccessibleInBothThemes(page);

      // The visitor's page hears the save and refetches.
      await expect(visitor.getByRole('region', { name: 'Tier S', exact: true })).toContainText(hero.name, {
        timeout: 15_000,
      });
      await expect(visitor.getByText(`Raised ${hero.name} to S.`)).toBeVisible();
      await visitorContext.close();
    } finally {
      await page.request.delete(`/api/admin/game-modes/${mode.id}`);
    }
  },
);
