import type { HeroDetail } from '@haven/shared/heroes/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

// The hero page's sections and the editor's fields keep the same controls and order at every width
// (only their columns fold), so these journeys run at desktop width only.

/** A demo hero with a full build and teammates, opened by its address as a shared link would. */
const SEEDED_SLUG = 'aldric-thornveil';

test(
  'a visitor reads a seeded hero’s base stats, typed skills, build, notes and teammates',
  desktopOnly,
  async ({ page }) => {
    test.slow(); // the hero page, with every skill's level table, checked by axe twice
    const response = await page.request.get(`/api/heroes/${SEEDED_SLUG}`);
    expect(response.ok()).toBe(true);
    const hero = (await response.json()) as HeroDetail;
    const [firstItem] = hero.build;
    const [firstMate] = hero.teammates;
    const [firstSkill] = hero.skills;
    if (!firstItem || !firstMate || !firstSkill)
      throw new Error('The demo hero has no build, teammates or skills');

    await page.goto(`/heroes/${SEEDED_SLUG}`);
    await expect(page.getByRole('heading', { name: hero.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare', exact: true })).toHaveAttribute(
      'href',
      `/heroes/compare?heroes=${SEEDED_SLUG}`,
    );

    const stats = page.getByRole('region', { name: 'Base Stats' });
    await expect(stats.getByText('HP', { exact: true })).toBeVisible();
    await expect(stats.getByText(hero.stats.hp.toLocaleString('en-US'), { exact: true })).toBeVisible();

    const skills = page.getByRole('region', { name: 'Skills' });
    await expect(skills.getByRole('heading', { name: firstSkill.name })).toBeVisible();
    await expect(skills.getByText(firstSkill.type, { exact: true }).first()).toBeVisible();

    const build = page.getByRole('region', { name: 'Recommended Build' });
    const entryLink = build.getByRole('link', { name: firstItem.entry.name });
    await expect(entryLink).toHaveAttribute(
      'href',
      `/database/${firstItem.entry.category}/${firstItem.entry.slug}`,
    );
    await expect(build.getByText(firstItem.note)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Build Notes' })).toBeVisible();

    const mates = page.getByRole('region', { name: 'Recommended Teammates' });
    await expect(mates.getByRole('link', { name: new RegExp(firstMate.name) })).toHaveAttribute(
      'href',
      `/heroes/${firstMate.slug}`,
    );
    await expectAccessibleInBothThemes(page);

    await entryLink.click();
    await expect(page.getByRole('heading', { name: firstItem.entry.name, level: 1 })).toBeVisible();
  },
);

test(
  'an admin sets a hero’s stats and adds a build item, and the hero page shows them',
  desktopOnly,
  async ({ page }) => {
    await signInAsAdmin(page);
    const name = `Build Knight ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/admin/heroes', {
      data: {
        name,
        skills: [{ name: 'Shield Wall', description: 'Takes the blow.', type: 'Active', cooldown: 2 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto(`/heroes/${slug}`);
    await expect(page.getByText('No recommended build yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit Hero' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Hero' })).toBeVisible();

    await page.getByLabel('HP', { exact: true }).fill('15400');
    await page.getByLabel('Attack', { exact: true }).fill('1320');
    await page.getByLabel('Defense', { exact: true }).fill('1210');
    await page.getByLabel('Speed', { exact: true }).fill('1000000');
    await page.getByLabel('Skill 1 type').selectOption('Ultimate');
    await page.getByLabel('Skill 1 cooldown (turns)').fill('5');
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByText('Stats must be whole numbers from 0 to 999,999')).toBeVisible();
    await page.getByLabel('Speed', { exact: true }).fill('104');

    await page.getByRole('button', { name: 'Add item' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Build Item' });
    await picker.getByLabel('Category').selectOption('gear');
    await picker.getByRole('searchbox', { name: 'Search entries' }).fill('Oathblade');
    await picker.getByRole('button', { name: /Thornveil Oathblade/ }).click();
    await expect(picker).toBeHidden();
    await page.getByLabel('Note for Thornveil Oathblade').fill('Hold the line and let the stacks build.');
    await page.getByRole('button', { name: 'Save Hero' }).click();
    await expect(page.getByText('Hero saved successfully')).toBeVisible();

    await page.goto(`/heroes/${slug}`);
    const stats = page.getByRole('region', { name: 'Base Stats' });
    await expect(stats.getByText('15,400', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Skills' }).getByText('Cooldown: 5 turns')).toBeVisible();
    const build = page.getByRole('region', { name: 'Recommended Build' });
    await expect(build.getByRole('link', { name: 'Thornveil Oathblade' })).toHaveAttribute(
      'href',
      '/database/gear/thornveil-oathblade',
    );
    await expect(build.getByText('Hold the line and let the stacks build.')).toBeVisible();
  },
);
