import type { BannerList } from '@haven/shared/banners/schemas';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { desktopOnly, expect, phoneOnly, signInAsAdmin, test, waitForApp } from './support/fixtures';

// A viewer far from the server's zone: dates must match the server's HTML on the first draw, then
// follow the viewer.
test.use({ timezoneId: 'Pacific/Auckland' });

test("a phone's first home screen holds Now and Next with their countdowns", phoneOnly, async ({ page }) => {
  // At phone width only: the first screen is measured at phone width.
  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Banners' });
  const timers = banners.getByRole('timer');
  await expect(timers.first()).toHaveText(/^Ends in \d+ d( \d+ h)?$|^Ends in \d+ h/);
  await expect(timers.last()).toHaveText(/^Starts in /);
  await expect(banners.getByText('Now', { exact: true }).first()).toBeVisible();
  await expect(banners.getByText('Next', { exact: true })).toBeVisible();
  const code = page.getByRole('region', { name: 'Latest Code' }).getByRole('button', { name: / Copy$/ });
  const eventTimer = page.getByRole('region', { name: 'Next Flash Events' }).getByRole('timer');
  for (const shown of [timers.first(), timers.last(), eventTimer, code]) {
    const box = await shown.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  }
});

test('a visitor filters past banners by a hero and opens one', async ({ page }) => {
  const list = (await (await page.request.get('/api/banners')).json()) as BannerList;
  const hero = list.heroes[0];
  if (!hero) throw new Error('no demo banners');
  await page.goto('/banners');
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await page.getByLabel('Hero', { exact: true }).selectOption(hero.slug);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`hero=${hero.slug}`));
  const past = page.getByRole('region', { name: /Past Banners/ });
  const cards = past.getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(cards.first()).toBeVisible();
  // Once the filtered list is drawn, every past banner left features the hero.
  await expect(cards.filter({ hasNotText: hero.name })).toHaveCount(0);
  const first = cards.first().getByRole('heading').getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Heroes' })).toContainText(hero.name);
  await expect(page.getByRole('region', { name: 'Should You Pull?' })).toBeVisible();
  await expect(page.getByText('Times in your time zone')).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test(
  'an admin creates a banner and an open home page shows it live',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same admin screens at every width.
    test.slow();
    const home = await (await browser.newContext({ timezoneId: 'Pacific/Auckland' })).newPage();
    await home.goto('/');
    await waitForApp(home);
    const homeBanners = home.getByRole('region', { name: 'Banners' });
    await expect(homeBanners.getByRole('timer').first()).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin?tab=banners');
    await expect(page.getByRole('heading', { name: 'Banners', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Create New Banner' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Banner' });
    await form.getByRole('button', { name: 'Create Banner' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Feature at least one hero')).toBeVisible();

    const name = `Live Banner ${Date.now().toString(36)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Add Hero' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Hero' });
    await picker.getByRole('listitem').first().getByRole('button').click();
    await expect(picker).toBeHidden();
    await form.getByLabel('Why, and for whom').fill('A sturdy pick for anyone building a first team.');
    // Ends before it starts: refused in the form.
    await form.getByLabel('Starts').fill('2030-01-10T10:00');
    await form.getByLabel('Ends').fill('2030-01-05T10:00');
    await form.getByRole('button', { name: 'Create Banner' }).click();
    await expect(form.getByText('The end must be after the start')).toBeVisible();

    // Starts tomorrow, sooner than any banner announced: the home page's Next.
    // The fields take the browser's local time, a day from now and a week after.
    const [starts, ends] = await page.evaluate(() => {
      const pad = (n: number) => String(n).padStart(2, '0');
      const local = (d: Date) =>
        `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      const start = new Date(Date.now() + 86_400_000 + 120_000);
      return [local(start), local(new Date(start.getTime() + 7 * 86_400_000))];
    });
    await form.getByLabel('Starts').fill(starts);
    await form.getByLabel('Ends').fill(ends);
    await form.getByRole('button', { name: 'Create Banner' }).click();
    await expect(page.getByText('Banner created successfully')).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();

    // The open home page shows it as Next without a reload.
    await expect(homeBanners.getByRole('link', { name })).toBeVisible();
    await expect(homeBanners.getByRole('listitem').filter({ hasText: name }).getByRole('timer')).toHaveText(
      /^Starts in (1 d|1 d 1 h)$/,
    );
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Banner deleted successfully')).toBeVisible();
    await expect(homeBanners.getByRole('link', { name })).toBeHidden();
    await home.context().close();
  },
);

test.describe('the timeline at phone width', () => {
  // Far ahead of the server's UTC: the days move to the viewer's zone once the page is live.
  test.use({ timezoneId: 'Pacific/Kiritimati', viewport: { width: 390, height: 844 } });

  test('the month view marks today in the viewer’s zone, shows banners and moves by keyboard', async ({
    page,
  }) => {
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
    await expect(page.getByText('Days in your time zone')).toBeVisible();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const todayCell = page.locator(`td[data-day="${today}"]`);
    await expect(todayCell).toHaveAttribute('aria-current', 'date');
    await expect(todayCell).toHaveAttribute('aria-label', /today: .+/);
    // Each day's banners and events are links for pointers; the day's name tells them to screen readers.
    await expect(page.locator('td[data-day] a[href^="/banners/"]').first()).toBeVisible();
    const box = await page.getByRole('table', { name: 'Days' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    // Under the calendar, the month's banners and events as links, with their dates.
    const agenda = page.getByRole('region', { name: /^Banners and events in / });
    const firstItem = agenda.getByRole('link').first();
    await expect(firstItem).toHaveAttribute('href', /^\/(banners|official-events)\//);
    await expect(agenda.locator('time').first()).toBeVisible();

    await waitForApp(page);
    await todayCell.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('td[data-day]:focus')).not.toHaveAttribute('data-day', today);
    await page.getByRole('link', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(/view=week/);
    await expect(page.locator('td[data-day]')).toHaveCount(7);
    await expectAccessibleInBothThemes(page);
    // Each of the week's items opens from the keyboard.
    const weekItem = page
      .getByRole('region', { name: /^Banners and events in the week/ })
      .getByRole('link')
      .first();
    const href = await weekItem.getAttribute('href');
    await weekItem.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
