import { WEEKDAY_NAMES } from '@haven/shared/flash-events/schedule';
import type { GuideCard } from '@haven/shared/guides/schemas';
import type { HeroCard } from '@haven/shared/heroes/schemas';
import { expect, seededItem, test } from './support/fixtures';

// Pages arrive rendered: a reader without JavaScript (or a crawler) gets the content and its links.
test.use({ javaScriptEnabled: false });

test('without JavaScript a visitor reads a hero page and a guide and follows their links', async ({
  page,
}) => {
  const hero = await seededItem<HeroCard>(page.request, '/api/heroes');
  const response = await page.goto('/heroes');
  expect(response?.status()).toBe(200);
  await page
    .getByRole('link', { name: new RegExp(hero.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/heroes/${hero.slug}$`));
  await expect(page.getByRole('heading', { name: hero.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible();

  const guide = await seededItem<GuideCard>(page.request, '/api/guides');
  await page.goto('/guides');
  await page.getByRole('link', { name: guide.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}$`));
  await expect(page.getByRole('heading', { name: guide.title, level: 1 })).toBeVisible();
});

test('without JavaScript the site follows the device: dark on a phone set to dark, light on one set to light', async ({
  page,
}) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/heroes');
  expect(await background()).toBe('rgb(12, 10, 31)');
  expect(await scheme()).toBe('dark');
  // Switching needs the app: without it the button is not offered.
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeHidden();
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background()).not.toBe('rgb(12, 10, 31)');
  expect(await scheme()).toBe('light');
});

test('without JavaScript an unknown hero answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/heroes/no-such-hero-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Hero not found' })).toBeVisible();
});

test('without JavaScript the sign-in form says it needs JavaScript and cannot be sent', async ({ page }) => {
  await page.goto('/login');
  await expect(
    page.getByText('This form needs JavaScript: turn it on in your browser to send it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  // Enter in a field does not send the form either, so the password never lands in the address.
  await page.getByLabel('Password', { exact: true }).fill('not-sent-anywhere');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('without JavaScript the flash-event schedule is there to read, with today and the times in UTC', async ({
  page,
}) => {
  const response = await page.goto('/flash-events');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Flash Events' })).toBeVisible();
  await expect(page.getByText('Times in UTC', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coming Up Today' })).toContainText(/\d{2}:\d{2}/);
  const today = WEEKDAY_NAMES[new Date().getUTCDay()] ?? '';
  await expect(page.getByRole('button', { name: /TODAY/ })).toContainText(today.slice(0, 3));
  const timeline = page.getByRole('list', { name: 'Hourly timeline' });
  // Every day has its banquets; today's timeline has the now line.
  await expect(timeline.getByText('Banquet').first()).toBeVisible();
  await expect(timeline.getByText(/^Now \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Event Types' })).toContainText('Atlas Tower');
});

test('without JavaScript a visitor filters and sorts the hero collection and picks a guide tag', async ({
  page,
}) => {
  await page.goto('/heroes');
  // The filter panel has no button to open it here: it is simply shown, with its Apply button.
  await expect(page.getByRole('button', { name: 'Show Filters' })).toBeHidden();
  await page.getByRole('group', { name: 'Class' }).getByLabel('Guard').check();
  await page.getByRole('group', { name: 'Role' }).getByLabel('Tank').check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/class=Guard/);
  await expect(page).toHaveURL(/role=Tank/);
  await expect(page.getByRole('group', { name: 'Class' }).getByLabel('Guard')).toBeChecked();
  const cards = page.getByRole('list', { name: 'Heroes' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Guard');

  // The sort keeps the filters just chosen.
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/class=Guard/);
  await expect(page.getByLabel('Sort by')).toHaveValue('name');

  const guides = (await (await page.request.get('/api/guides')).json()) as { allTags: string[] };
  const tag = guides.allTags[0] ?? '';
  expect(tag, 'the demo guides have tags').not.toBe('');
  await page.goto('/guides');
  await page
    .getByRole('list', { name: 'Filter by tag' })
    .getByRole('link', { name: tag, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
  await expect(page.getByRole('link', { name: tag, exact: true })).toHaveAttribute('aria-current', 'page');
});
