import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

// A viewer far from the server's zone (a day ahead of UTC for part of each day): dates and
// times the page draws must match the server's HTML on the first draw, then follow the viewer.
test.use({ timezoneId: 'Pacific/Auckland' });

test(
  'an admin creates, deactivates, reactivates and deletes a code; a visitor copies it',
  desktopOnly,
  async ({ page, browser }, testInfo) => {
    // At desktop width only: the same admin screens at every width.
    // A long journey through several screens and two browsers.
    test.slow();
    const code = `E2E${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await signInAsAdmin(page);
    await page.goto('/admin/redeem-codes');
    await expect(page.getByRole('heading', { name: 'Manage Redeem Codes', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Create New Code' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Code' });
    await form.getByRole('button', { name: 'Create Code' }).click();
    await expect(form.getByText('Code is required')).toBeVisible();
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Rewards').fill('300 Gems');
    await form.getByRole('button', { name: 'Create Code' }).click();
    await expect(page.getByText('Redeem code created successfully')).toBeVisible();
    const active = page.getByRole('region', { name: 'Active Codes' });
    const lapsed = page.getByRole('region', { name: 'Expired / Inactive Codes' });
    await expect(active.getByRole('cell', { name: code, exact: true })).toBeVisible();

    await active.getByRole('button', { name: `Mark Inactive ${code}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark Inactive' }).click();
    await expect(page.getByText('Code marked as inactive')).toBeVisible();
    await expect(lapsed.getByRole('cell', { name: code, exact: true })).toBeVisible();

    await lapsed.getByRole('button', { name: `Reactivate ${code}` }).click();
    await expect(page.getByText('Code reactivated')).toBeVisible();
    await expect(active.getByRole('cell', { name: code, exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // A visitor copies the new code, which is now the latest.
    const visitor = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/redeem-codes');
    await expect(visitorPage.getByRole('heading', { name: 'Game Redeem Codes', level: 1 })).toBeVisible();
    const latest = visitorPage.getByRole('region', { name: 'LATEST CODE' });
    await latest.getByRole('button', { name: `${code} Copy` }).click();
    await expect(latest.getByText('Copied!')).toBeVisible();
    await expect(visitorPage.getByText('Code copied to clipboard!')).toBeVisible();
    expect(await visitorPage.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(latest.getByText('Copied!')).toBeHidden({ timeout: 4000 });
    await expect(visitorPage.getByRole('heading', { name: 'Expired Codes' })).toBeVisible();
    await expectAccessibleInBothThemes(visitorPage);
    await visitor.close();

    await active.getByRole('button', { name: `Delete ${code}` }).click();
    await expect(page.getByText('Are you sure you want to delete this redeem code?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Redeem code deleted successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
  },
);

test('active codes say when they were added, new ones marked; expired ones are greyed with their date, latest to stop first, on one page', async ({
  page,
}) => {
  await page.goto('/redeem-codes');
  // The demo codes: the latest was added a day ago, HEARTHFEAST nearly two weeks ago, MERGEDAY expired.
  const latest = page.getByRole('region', { name: 'LATEST CODE' });
  await expect(latest.getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(latest.getByText('New', { exact: true })).toBeVisible();

  const others = page.getByRole('region', { name: 'Other Active Codes' });
  const older = others.getByRole('article').filter({ hasText: 'HEARTHFEAST' });
  await expect(older).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(older.getByText('New', { exact: true })).toHaveCount(0);

  const expired = page.getByRole('region', { name: 'Expired Codes' });
  const lapsed = expired.getByRole('article').filter({ hasText: 'MERGEDAY' });
  await expect(lapsed).toContainText(/Expired after [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(lapsed).not.toContainText('Added');
  await expect(lapsed).not.toContainText('Valid through');
  // Greyed and kept as a record: no Copy button, no dashed border.
  await expect(lapsed.getByRole('button')).toHaveCount(0);
  const style = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => {
      const css = getComputedStyle(element);
      return `${css.borderStyle} ${css.color}`;
    });
  const [activeStyle, expiredStyle] = [
    await style(older.getByRole('button')),
    await style(lapsed.getByText('MERGEDAY', { exact: true })),
  ];
  expect(activeStyle).toMatch(/^dashed /);
  expect(expiredStyle).not.toMatch(/^dashed /);
  expect(expiredStyle.split(' ').slice(1).join(' ')).not.toBe(activeStyle.split(' ').slice(1).join(' '));
  // Every expired code on one page, the latest to stop first.
  await expect(expired.getByRole('navigation', { name: 'Expired codes pages' })).toHaveCount(0);
  const endings = await expired.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const match = card.textContent?.match(/Expired (?:after )?([A-Z][a-z]{2} \d{1,2}, \d{4})/);
      const day = new Date(match?.[1] ?? '').getTime();
      // 'Expired after' a day means it stopped the next day.
      return card.textContent?.includes('Expired after') ? day + 86_400_000 : day;
    }),
  );
  expect(endings.length).toBeGreaterThan(9);
  // A day's leeway: a switch-off shows the viewer's local day, a lapse the UTC day after the last.
  const risesOverADay = endings.some((ending, i) => i > 0 && ending > (endings[i - 1] ?? 0) + 86_400_000);
  expect(risesOverADay, endings.map((ending) => new Date(ending).toDateString()).join(', ')).toBe(false);

  // The how-to is a section of the About the Game page.
  await page.getByRole('link', { name: 'Not sure how to redeem codes?' }).click();
  await expect(page).toHaveURL(/\/about-game#section-redeeming-a-code$/);
  await expect(page.getByRole('heading', { name: 'Redeeming a code' })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/redeem-codes$/);
  await expect(page.getByRole('region', { name: 'Expired Codes' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('a code switched off before its date is listed as expired on the day it was switched off', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  const code = `OFF${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/admin/redeem-codes', {
    data: { code, rewards: '10 Gems', expiresAt: '2099-01-01', isActive: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/redeem-codes');
  const card = page
    .getByRole('region', { name: 'Expired Codes' })
    .getByRole('article')
    .filter({ hasText: code });
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  await expect(card).toContainText(`Expired ${today}`);
});
