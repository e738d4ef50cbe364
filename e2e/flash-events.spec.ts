import { FLASH_EVENT_DESCRIPTIONS } from '@haven/shared/flash-events/descriptions';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, expect, phoneOnly, test } from './support/fixtures';

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
  // Drawn by the server in UTC; once live, in the viewer's own zone.
  await expect(page.getByText('Times in your time zone (Asia/Tokyo)')).toBeVisible();

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

  await expect(comingUp.getByRole('timer')).toHaveText('Starts in 1 min');

  // Hours without events fold into one row each run; today has a line at the current time.
  const timeline = page.getByRole('list', { name: 'Hourly timeline' });
  await expect(timeline.getByRole('listitem').first()).toHaveText(/00:00–04:59\s*No events/);
  await expect(timeline.getByText('Now 17:59')).toBeVisible();
  await expect(timeline.getByText('Guild Trial')).toBeVisible();

  // Another day: its own events, today's list unchanged.
  await page.getByRole('button', { name: /^Tue/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tuesday' })).toBeVisible();
  await expect(timeline.getByText('Fond Dream')).toBeVisible();
  await expect(timeline.getByText('Guild Trial')).toHaveCount(0);
  await expect(timeline.getByText(/^Now /)).toHaveCount(0);
  await expect(comingUp.getByRole('listitem')).toHaveCount(3);

  const types = page.getByRole('region', { name: 'Event Types' });
  await expect(types.getByRole('listitem')).toHaveCount(17);
  await expect(types.getByRole('listitem').filter({ hasText: 'Atlas Tower' })).toContainText(
    FLASH_EVENT_DESCRIPTIONS['Atlas Tower'],
  );
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
  const comingUp = page.getByRole('region', { name: 'Coming Up Today' });
  await expect(comingUp).toContainText('No more events today');
  // Nothing left today: tomorrow's first events are named, and the countdown is to the first.
  await expect(
    comingUp.getByRole('list', { name: "Tomorrow's first events" }).getByRole('listitem'),
  ).toHaveText([/Trivia Quiz\s*12:00/, /Wondrous Talents\s*12:30/, /Banquet\s*13:00/]);
  await expect(comingUp.getByRole('timer')).toHaveText('Starts in 14 h');
  await sunday.click();
  await expect(page.getByRole('list', { name: 'Hourly timeline' }).getByText('Ride Along')).toBeVisible();
});

test(
  'on a phone, what comes next is shown before the timeline and follows the clock',
  phoneOnly,
  async ({ page }) => {
    // At phone width only: the order is checked at phone width.
    await page.clock.install({ time: MONDAY_1759 });
    await page.goto('/flash-events');
    const comingUp = page.getByRole('region', { name: 'Coming Up Today' });
    const timeline = page.getByRole('list', { name: 'Hourly timeline' });
    await expect(comingUp.getByRole('timer')).toHaveText('Starts in 1 min');
    const [upcomingBox, timelineBox] = [await comingUp.boundingBox(), await timeline.boundingBox()];
    expect(upcomingBox && upcomingBox.y + upcomingBox.height).toBeLessThanOrEqual(844);
    expect(upcomingBox?.y).toBeLessThan(timelineBox?.y ?? 0);

    // At 18:00 the Banquet has started: the countdown, the list and the now line move on together.
    await page.clock.fastForward('01:00');
    await expect(comingUp.getByRole('timer')).toHaveText('Starts in 30 min');
    await expect(comingUp.getByRole('listitem')).toHaveText([
      /Trivia Quiz\s*18:30/,
      /Guild Bonfire\s*21:00/,
      /Banquet\s*21:30/,
    ]);
    await expect(timeline.getByText('Now 18:00')).toBeVisible();
  },
);
