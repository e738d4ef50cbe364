import type { Page } from '@playwright/test';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  GOOD_PASSWORD,
  otherBrowser,
  test,
} from './support/fixtures';

const SIGNED_OUT = 'You have been signed out. Please sign in again.';

/** Opens `path` and waits until its live stream is connected: the page can now hear the server. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  await stream;
}

test(
  'open pages of a member whose password was changed in another browser sign out at once',
  desktopOnly,
  async ({ page, browser }, testInfo) => {
    // At desktop width only: the same behaviour at every width.
    const member = await apiSignedInMember(page.request, 'moved');
    const otherContext = await otherBrowser(browser, page, testInfo);
    const signIn = await otherContext.request.post('/api/account/sign-in', {
      data: { email: member.email, password: GOOD_PASSWORD, rememberMe: false },
    });
    expect(signIn.ok()).toBe(true);
    const memberOnly = await otherContext.newPage();
    const everyone = await otherContext.newPage();
    await openLive(memberOnly, '/account');
    await openLive(everyone, '/heroes');
    await openLive(page, '/heroes');
    await expect(everyone.getByRole('button', { name: /, user menu$/ })).toBeVisible();

    const changed = await page.request.post('/api/me/account/password', {
      data: { currentPassword: GOOD_PASSWORD, newPassword: 'Moved-House8' },
    });
    expect(changed.ok(), await changed.text()).toBe(true);

    // Without a reload: the member-only page goes to sign-in, the public one stays, signed out.
    await expect(memberOnly).toHaveURL(/\/login$/);
    await expect(memberOnly.getByText(SIGNED_OUT)).toBeVisible();
    await expect(everyone.getByText(SIGNED_OUT)).toBeVisible();
    await expect(everyone.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(everyone).toHaveURL(/\/heroes$/);

    // The browser that changed the password stays signed in, also after a reload.
    await expect(page.getByText(SIGNED_OUT)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: /, user menu$/ })).toBeVisible();
    await otherContext.close();
  },
);
