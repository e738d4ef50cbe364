import type { HeroReview } from '@haven/shared/hero-reviews/schemas';
import type { GameMode, TierList } from '@haven/shared/tier-list/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test, waitForApp } from './support/fixtures';

test("a visitor opens the tier list from the header, reads a tier by role and opens a hero's reason and page", async ({
  page,
  isMobile,
}) => {
  test.slow();
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Tier List' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tier List' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Tier List' })).toBeVisible();

  const list = (await (await page.request.get('/api/tier-list')).json()) as TierList;
  const top = list.tiers.find((tier) => tier.heroes.length > 0);
  const hero = top?.heroes[0];
  expect(hero, 'the demo data ranks heroes').toBeDefined();
  if (!top || !hero) return;
  const role = hero.roles[0] ?? 'Support';
  const tierRow = page.getByRole('region', { name: `Tier ${top.tier}`, exact: true });
  const column = tierRow.getByRole('list', { name: `Tier ${top.tier}, ${role}` });
  const card = column.getByRole('button', { name: new RegExp(`^${hero.name}`) });
  await expect(card).toBeVisible();
  // The whole tier fits the screen's width: its last role column ends inside it.
  const rowBox = await tierRow.boundingBox();
  const viewport = page.viewportSize();
  expect(rowBox && viewport && rowBox.x + rowBox.width <= viewport.width).toBe(true);

  await card.click();
  const preview = page.getByRole('dialog', { name: hero.name });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(hero.reason);
  await expectAccessibleInBothThemes(page);
  await preview.getByRole('link', { name: `Open ${hero.name}'s page` }).click();
  await expect(page).toHaveURL(new RegExp(`/heroes/${hero.slug}$`));
  const review = page.getByRole('region', { name: 'Review' });
  const data = (await (await page.request.get(`/api/heroes/${hero.slug}/review`)).json()) as HeroReview;
  await expect(review.getByText(data.verdict)).toBeVisible();
  await expect(review.getByText(hero.reason)).toBeVisible();
  await expect(review.getByRole('link', { name: list.mode.name })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('a hovered or focused hero on the tier list previews its reason', desktopOnly, async ({ page }) => {
  // At desktop width only: hover and keyboard focus are the desktop’s.
  await page.goto('/tier-list');
  await waitForApp(page);
  const list = (await (await page.request.get('/api/tier-list')).json()) as TierList;
  const [first, second] = list.tiers.flatMap((tier) => tier.heroes);
  if (!first || !second) throw new Error('the demo data ranks heroes');
  await page.getByRole('button', { name: new RegExp(`^${first.name}`) }).hover();
  await expect(page.getByRole('dialog', { name: first.name })).toContainText(first.reason);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: first.name })).toBeHidden();
  // Focus that the keyboard moves opens a preview too.
  await page.getByRole('button', { name: new RegExp(`^${second.name}`) }).focus();
  await expect(page.getByRole('dialog', { name: second.name })).toContainText(second.reason);
});

test(
  'an admin writes a reason and a review, and an open hero page follows live',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the editors are used on the desktop layout.
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/game-modes', {
      data: {
        name: `Review ${Date.now().toString(36)}`,
        description: 'A mode for this journey.',
        position: 99,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const mode = (await created.json()) as GameMode;
    try {
      const list = (await (await page.request.get(`/api/tier-list?mode=${mode.slug}`)).json()) as TierList;
      const hero = list.unranked.at(-1);
      if (!hero) throw new Error('the demo data has heroes');

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/heroes/${hero.slug}`);
      await waitForApp(visitor);
      const review = visitor.getByRole('region', { name: 'Review' });
      await expect(review.getByRole('link', { name: mode.name })).toBeVisible();

      // The review, in the hero editor.
      const verdict = `Steadier than ever (${mode.slug}).`;
      await page.goto(`/admin/heroes/${hero.slug}`);
      await waitForApp(page);
      const editor = page.getByRole('region', { name: 'Review' });
      await editor.getByLabel('Verdict').fill(verdict);
      await editor.getByRole('button', { name: 'Add strength' }).click();
      await editor
        .getByRole('textbox', { name: /^Strengths \d+$/ })
        .last()
        .fill('Never misses a turn');
      await editor.getByRole('button', { name: 'Save review' }).click();
      await expect(page.getByText('Review saved')).toBeVisible();
      await expect(review.getByText(verdict)).toBeVisible({ timeout: 15_000 });
      await expect(review.getByText('Never misses a turn')).toBeVisible();

      // The reason, in the tier editor.
      await page.goto('/admin?tab=tier-list');
      await waitForApp(page);
      await page.getByLabel('Mode to edit').selectOption({ label: mode.name });
      await page.getByLabel(`Tier for ${hero.name}`).selectOption('S');
      const reason = `Takes every hit in ${mode.name}.`;
      await page.getByLabel(`Reason for ${hero.name}`).fill(reason);
      await page.getByLabel('What changed').fill('The shield change');
      await page.getByRole('button', { name: 'Save tiers' }).click();
      await expect(page.getByText('Tier list saved')).toBeVisible();
      await expect(review.getByText(reason)).toBeVisible({ timeout: 15_000 });
      await expect(review.getByText(/Not ranked → S/)).toBeVisible();
      await expect(review.getByText(/The shield change/)).toBeVisible();
      await visitorContext.close();
    } finally {
      await page.request.delete(`/api/admin/game-modes/${mode.id}`);
    }
  },
);
