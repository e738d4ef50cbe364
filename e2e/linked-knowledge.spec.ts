import type { GuideCard } from '@haven/shared/guides/schemas';
import type { Team } from '@haven/shared/teams/schemas';
import type { Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, phoneOnly, test, waitForApp } from './support/fixtures';

const TITLE = 'Climbing the Atlas Tower: Floors 61 to 80';
const HERO = 'Elowen Marchbank';

/** Opens the demo tower guide by its address, as a visitor arriving from a link does. */
async function openTowerGuide(page: Page, before?: (guide: GuideCard) => Promise<void>) {
  const response = await page.request.get(`/api/guides?search=${encodeURIComponent('Atlas Tower')}`);
  const { items } = (await response.json()) as { items: GuideCard[] };
  const guide = items.find((item) => item.title === TITLE);
  if (!guide) throw new Error('The demo tower guide is missing');
  await before?.(guide);
  await page.goto(`/guides/${guide.slug}`);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
}

/** The first place the guide's text names the hero: a link to her page. */
const firstMention = (page: Page) => page.getByRole('link', { name: HERO, exact: true }).first();

test(
  "on a phone, a tap on a name in a guide opens its preview, and the preview's link its page",
  phoneOnly,
  async ({ page }) => {
    // At phone width only: desktop previews on hover and focus.
    await openTowerGuide(page);
    // 'Heroes in this guide' lists her too: the text names her.
    await expect(
      page.getByRole('region', { name: 'Heroes in this guide' }).getByRole('link', { name: /Elowen/ }),
    ).toBeVisible();
    await expect(firstMention(page)).toHaveAttribute('href', '/heroes/elowen-marchbank');

    // The first tap works from first paint: no waiting for the app.
    await firstMention(page).tap();
    const preview = page.getByRole('dialog', { name: HERO });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('Hero', { exact: true })).toBeVisible();
    await expect(preview.getByText('Doctor', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/guides\//);
    await expectAccessibleInBothThemes(page);

    await preview.getByRole('link', { name: `Open ${HERO}` }).tap();
    await expect(page).toHaveURL(/\/heroes\/elowen-marchbank$/);
    await expect(page.getByRole('heading', { name: HERO, level: 1 })).toBeVisible();
  },
);

test(
  'on a desktop, hovering or focusing a name in a guide previews it, and a click opens its page',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: phones open the preview with a tap.
    await openTowerGuide(page);
    await waitForApp(page);
    const preview = page.getByRole('dialog', { name: HERO });

    await firstMention(page).hover();
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('link', { name: `Open ${HERO}` })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.mouse.move(0, 0);
    await expect(preview).toBeHidden();
    await firstMention(page).focus();
    await expect(preview).toBeVisible();

    await firstMention(page).click();
    await expect(page).toHaveURL(/\/heroes\/elowen-marchbank$/);
    await expect(page.getByRole('heading', { name: HERO, level: 1 })).toBeVisible();
  },
);

test(
  'on a phone, a hero named in a comment links to her page, with the same preview',
  phoneOnly,
  async ({ page }) => {
    // At phone width only: desktop previews on hover and focus.
    const { username } = await apiSignedInMember(page.request, 'namer');
    await openTowerGuide(page, async (guide) => {
      const posted = await page.request.post(`/api/guides/${guide.id}/comments`, {
        data: { content: `${HERO} carried floor 74 for me.` },
      });
      expect(posted.ok(), await posted.text()).toBe(true);
    });
    const comment = page.getByRole('article', { name: `Comment by ${username}` });
    const name = comment.getByRole('link', { name: HERO, exact: true });
    await expect(name).toHaveAttribute('href', '/heroes/elowen-marchbank');
    await name.tap();
    const preview = page.getByRole('dialog', { name: HERO }).last();
    await expect(preview).toBeVisible();
    await expect(preview.getByText('Doctor', { exact: true })).toBeVisible();
    await preview.getByRole('link', { name: `Open ${HERO}` }).tap();
    await expect(page).toHaveURL(/\/heroes\/elowen-marchbank$/);
  },
);

test(
  "on a phone, a hero named in a team's notes links to her page, with the same preview",
  phoneOnly,
  async ({ page }) => {
    // At phone width only: desktop previews on hover and focus.
    await apiSignedInMember(page.request, 'notes');
    const { items } = (await (await page.request.get('/api/heroes/picker')).json()) as {
      items: { id: string }[];
    };
    const created = await page.request.post('/api/teams', {
      data: {
        name: 'Named in the notes',
        heroIds: items.slice(0, 5).map((hero) => hero.id),
        notes: `Open with ${HERO} on the left.`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/teams/${((await created.json()) as Team).slug}`);
    const name = page.getByRole('region', { name: 'Notes' }).getByRole('link', { name: HERO, exact: true });
    await expect(name).toHaveAttribute('href', '/heroes/elowen-marchbank');
    await name.tap();
    const preview = page.getByRole('dialog', { name: HERO }).last();
    await expect(preview.getByText('Doctor', { exact: true })).toBeVisible();
    await preview.getByRole('link', { name: `Open ${HERO}` }).tap();
    await expect(page).toHaveURL(/\/heroes\/elowen-marchbank$/);
  },
);
