import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  publishedGuideViaApi,
  signInAsAdmin,
  test,
  uniqueUsername,
} from './support/fixtures';

// Two browsers (an admin and a member) through many steps, with axe runs in both themes.
test.slow();

test(
  'an admin suspends a member, who sees the banner at once and cannot post; the log shows it; the admin lifts it',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same screens at every width.
    await signInAsAdmin(page);
    // The member reads in a zone far from the server's: every time they are told is in their own.
    const memberContext = await browser.newContext({ timezoneId: 'Pacific/Auckland' });
    const memberPage = await memberContext.newPage();
    const member = await apiSignedInMember(memberPage.request, 'unruly');
    await memberPage.goto(`/profile/${member.username}`);
    const wall = memberPage.getByRole('region', { name: /^Comments/ });
    await expect(wall).toBeVisible({ timeout: 30_000 });
    await expect(memberPage.getByText(/Your account is suspended/)).toBeHidden();

    // A guide approval, which the log records beside the suspension.
    const authorContext = await browser.newContext();
    const author = await authorContext.newPage();
    await apiSignedInMember(author.request, 'writer');
    const guideTitle = `Field notes ${uniqueUsername('g')}`;
    await publishedGuideViaApi(author, browser, {
      title: guideTitle,
      content: 'A long enough guide about the frozen pass, written for the moderation journey. '.repeat(3),
    });
    await authorContext.close();

    // The admin suspends the member from the Users tab, with a reason.
    await page.goto('/admin');
    await page.getByPlaceholder('Search by username...').fill(member.username);
    // The search is applied (and the table shown again) before a row's dialog is opened.
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: member.username });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Suspend/Ban ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend or ban ${member.username}` });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await dialog.getByLabel('Action').selectOption({ label: 'Suspend for 3 days' });
    await dialog.getByLabel('Reason').fill('Spamming walls with links');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Member suspended')).toBeVisible();
    await expect(row).toContainText('Suspended until');

    // The member's open page shows the banner without a reload, and the comment box says the same
    // before anything is typed, in the member's own time zone, and takes no text.
    const banner = memberPage.getByRole('status').filter({ hasText: 'Your account is suspended until' });
    await expect(banner).toContainText('Spamming walls with links');
    const bannerText = (await banner.textContent()) ?? '';
    expect(bannerText).not.toContain('UTC');
    await expect(wall.getByText(bannerText, { exact: true })).toBeVisible();
    await expect(wall.getByLabel(`Write on ${member.username}'s profile`)).toBeDisabled();
    await expect(wall.getByRole('button', { name: 'Post' })).toBeDisabled();
    // Opened afresh, the page says it the same way once live.
    await memberPage.reload();
    await expect(wall.getByText(bannerText, { exact: true })).toBeVisible();
    await expect(wall.getByLabel(`Write on ${member.username}'s profile`)).toBeDisabled();

    // The Moderation Log shows the suspension and the guide approval, and filters by action.
    await page.goto('/admin?tab=moderation-log');
    await expect(page.getByRole('heading', { name: 'Moderation Log' })).toBeVisible();
    const suspension = page
      .getByRole('row')
      .filter({ hasText: 'Suspended a member' })
      .filter({ hasText: member.username });
    await expect(suspension).toContainText('Spamming walls with links');
    await expect(
      page.getByRole('row').filter({ hasText: 'Approved a guide' }).filter({ hasText: guideTitle }),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessibleInBothThemes(page);
    await page.getByLabel('Filter by action').selectOption({ label: 'Approved a guide' });
    await expect(page).toHaveURL(/action=guide_approved/);
    await expect(page.getByRole('row').filter({ hasText: 'Suspended a member' })).toHaveCount(0);
    await page.getByLabel('Filter by action').selectOption({ label: 'All actions' });
    await suspension.getByRole('button', { name: `Only actions on ${member.username}` }).click();
    await expect(page).toHaveURL(/member=/);
    await expect(page.getByText(`Member: ${member.username}`)).toBeVisible();

    // The admin lifts it early; the member's banner goes at once and the lift is logged.
    await page.goto('/admin');
    await page.getByPlaceholder('Search by username...').fill(member.username);
    await expect(page).toHaveURL(/search=/);
    await expect(row).toContainText('Suspended until');
    await row.getByRole('button', { name: `Lift restriction on ${member.username}` }).click();
    const lift = page.getByRole('dialog', { name: `Lift restriction on ${member.username}` });
    await lift.getByLabel('Reason').fill('Apologised and removed the links');
    await lift.getByRole('button', { name: 'Lift' }).click();
    await expect(page.getByText('Restriction lifted')).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(banner).toBeHidden();
    await page.goto('/admin?tab=moderation-log&action=suspension_lifted');
    await expect(page.getByRole('row').filter({ hasText: member.username })).toContainText(
      'Apologised and removed the links',
    );
    await memberContext.close();
  },
);

test(
  'a Suspend/Ban dialog opened just after typing a search stays open when the results arrive',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same screens at every width.
    await signInAsAdmin(page);
    const memberContext = await browser.newContext();
    const member = await apiSignedInMember(memberContext.request, 'hasty');
    await memberContext.close();
    // The search's answer is held until the dialog is open, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isSearch = (url: URL) => url.pathname === '/api/admin/members' && url.searchParams.has('search');
    await page.route(isSearch, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/admin');
    const row = page.getByRole('row').filter({ hasText: member.username });
    await expect(row).toBeVisible();
    await page.getByPlaceholder('Search by username...').fill(member.username);
    await row.getByRole('button', { name: `Suspend/Ban ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend or ban ${member.username}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/search=/);

    const results = page.waitForResponse((response) => isSearch(new URL(response.url())));
    release();
    await results;
    // The table now holds the results alone (behind the dialog, hidden from the accessibility tree).
    await expect(page.getByRole('row', { includeHidden: true })).toHaveCount(2);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason').fill('Typed in haste');
    await expect(dialog.getByLabel('Reason')).toHaveValue('Typed in haste');
  },
);
