import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect, test } from './support/fixtures';

// Times are checked in the viewer's own zone: Tokyo, nine hours ahead of UTC, so an instant
// and the clock time the page shows differ, and the page must show the local one.
test.use({ timezoneId: 'Asia/Tokyo' });

/** Monday 23 November 2026, 17:59 in Tokyo. */
const MONDAY_1759 = new Date('2026-11-23T08:59:00Z');
/** Saturday 28 November 2026, 22:00 in Tokyo: the last events of the week are over. */
const SATURDAY_2200 = new Date('2026-11-28T13:00:00Z');

test("the schedule marks today, lists the next three of today's later events and shows any day hour by hour", async ({
  page,
}) => {
  // Many steps and two axe runs over a page of 24 timeline rows.
  test.slow();
  await page.clock.setFixedTime(MONDAY_1759);
  await page.goto('/flash-events');
  await expect(page.getByRole('heading', { level: 1, name: 'Flash Events' })).toBeVisible();

  const monday = page.getByRole('button', { name: /^Mon/ });
  await expect(monday).toHaveAttribute('aria-pressed', 'true');
  await expect(monday).toContainText('TODAY');
  await expect(page.getByRole('button', { name: /TODAY/ })).toHaveCount(1);

  const comingUp = page.getByRole('region', { name: 'Coming Up Today' });
  // Four events remain today; only the next three are listed.
  await expect(comingUp.getByRole('listitem')).toHaveText([
    /Banquet\s*18:00/,
    /Trivia Quiz\s*18:30/,
    /Guild Bonfire\s*21:00/,
  ]);

  const timeline = page.getByRole('list', { name: 'Hourly timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(24);
  await expect(timeline.getByText('Guild Trial')).toBeVisible();

  // Another day: its own events, today's list unchanged.
  await page.getByRole('button', { name: /^Tue/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tuesday' })).toBeVisible();
  await expect(timeline.getByText('Fond Dream')).toBeVisible();
  await expect(timeline.getByText('Guild Trial')).toHaveCount(0);
  await expect(comingUp.getByRole('listitem')).toHaveCount(3);

  await expect(page.getByRole('region', { name: 'Event Types' }).getByRole('listitem')).toHaveCount(17);
  await expect(page.getByRole('region', { name: 'About Flash Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    '/api/flash-events.ics',
  );
  await expectAccessibleInBothThemes(page);
});

test('the calendar link serves the weekly feed', async ({ page }) => {
  const response = await page.request.get('/api/flash-events.ics');
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(await response.text()).toContain('RRULE:FREQ=WEEKLY');
});

test("the profile widget lists the next five: today's later events, then tomorrow's", async ({ page }) => {
  const { username } = await apiSignedInMember(page.request, 'events');
  await page.clock.setFixedTime(MONDAY_1759);
  await page.goto(`/profile/${username}`);
  const widget = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(widget.getByRole('listitem')).toHaveText([
    /Banquet\s*Today at 18:00/,
    /Trivia Quiz\s*Today at 18:30/,
    /Guild Bonfire\s*Today at 21:00/,
    /Banquet\s*Today at 21:30/,
    /Fond Dream\s*Tomorrow at 00:00/,
  ]);
  await widget.getByRole('link', { name: 'View full schedule →' }).click();
  await expect(page).toHaveURL(/\/flash-events$/);
});

test("across the week's end the widget shows Sunday's events as tomorrow's", async ({ page }) => {
  const { username } = await apiSignedInMember(page.request, 'events');
  await page.clock.setFixedTime(SATURDAY_2200);
  await page.goto(`/profile/${username}`);
  const widget = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(widget.getByRole('listitem')).toHaveText([
    /Trivia Quiz\s*Tomorrow at 12:00/,
    /Wondrous Talents\s*Tomorrow at 12:30/,
    /Banquet\s*Tomorrow at 13:00/,
    /Banquet\s*Tomorrow at 18:00/,
    /Ride Along\s*Tomorrow at 18:05/,
  ]);

  await page.goto('/flash-events');
  const sunday = page.getByRole('button', { name: /^Sun/ });
  await expect(page.getByRole('button', { name: /^Sat/ })).toContainText('TODAY');
  await expect(page.getByRole('region', { name: 'Coming Up Today' })).toContainText('No more events today');
  await sunday.click();
  await expect(page.getByRole('list', { name: 'Hourly timeline' }).getByText('Ride Along')).toBeVisible();
});
