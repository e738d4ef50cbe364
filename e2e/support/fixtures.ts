import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Guide } from '@haven/shared/guides/schemas';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

export { expect };

/** A password that passes every password rule (length, cases, digit, symbol). */
export const GOOD_PASSWORD = 'Brave-Heart7';

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${process.pid}${counter}@e2e.example`;
}

/** Registers through the API: the account is signed in at once (no address to confirm). */
async function signUpViaApi(request: APIRequestContext, email: string, password = GOOD_PASSWORD) {
  const response = await request.post('/api/account/sign-up', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Creates an account through the API and signs it out again, for journeys that sign in themselves
 * (faster than the form when the journey is about something else).
 */
export async function registerViaApi(request: APIRequestContext, email: string, password = GOOD_PASSWORD) {
  await signUpViaApi(request, email, password);
  const signOut = await request.post('/api/account/sign-out');
  expect(signOut.ok(), await signOut.text()).toBe(true);
}

/** Signs in through the login form and waits until the app has moved on. */
export async function signInViaUi(page: Page, email: string, password = GOOD_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A username no other test uses, starting with `prefix`. */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  // The worker's number keeps two workers naming a member in the same millisecond apart.
  return `${prefix}_${Date.now().toString(36).slice(-6)}w${process.env.TEST_WORKER_INDEX ?? 0}n${counter}`;
}

/** Fills the first-sign-in username step at /profile/setup and waits for the home page. */
export async function completeProfileSetup(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A signed-in member whose username is set up, through the forms (for journeys about signing in). */
export async function signedInMember(page: Page, prefix = 'member') {
  const email = uniqueEmail(prefix);
  await registerViaApi(page.request, email);
  await signInViaUi(page, email);
  await expect(page).toHaveURL(/\/profile\/setup/);
  const username = uniqueUsername(prefix);
  await completeProfileSetup(page, username);
  return { email, username };
}

/**
 * Registers (which signs in) and sets up a member through the API only. With `page.request` the cookies
 * land in the page's browser, so the next navigation is signed in; faster than the forms when the
 * journey is about something else.
 */
export async function apiSignedInMember(request: APIRequestContext, prefix = 'member') {
  const email = uniqueEmail(prefix);
  await signUpViaApi(request, email);
  const username = uniqueUsername(prefix);
  const setup = await request.post('/api/profile/setup', { data: { username } });
  expect(setup.ok(), await setup.text()).toBe(true);
  return { email, username };
}

/** The administrator the test server promotes (its ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'admin@e2e.example';

/**
 * Signs the page's browser in as the administrator, through the API. The account can be
 * registered only once per server (409 afterwards), and its username is set by whichever test
 * gets there first, so both outcomes are fine as long as the session ends up set up.
 */
export async function signInAsAdmin(page: Page) {
  const signUp = () =>
    page.request.post('/api/account/sign-up', { data: { email: ADMIN_EMAIL, password: GOOD_PASSWORD } });
  let status = (await signUp()).status();
  // Two tests registering it at the same moment: the loser's insert fails before the address
  // counts as taken; asked again, it is taken.
  if (status !== 201 && status !== 409) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    status = (await signUp()).status();
  }
  expect([201, 409]).toContain(status);
  // Administrator rights need the address verified through the mailed link first.
  await verifyMailedAddress(page.request, ADMIN_EMAIL);
  const signIn = await page.request.post('/api/account/sign-in', {
    data: { email: ADMIN_EMAIL, password: GOOD_PASSWORD, rememberMe: false },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const readMe = async () =>
    (
      (await (await page.request.get('/api/me')).json()) as {
        user: { needsSetup: boolean; isAdmin: boolean };
      }
    ).user;
  if ((await readMe()).needsSetup) {
    await page.request.post('/api/profile/setup', { data: { username: uniqueUsername('admin') } });
  }
  expect(await readMe()).toMatchObject({ needsSetup: false, isAdmin: true });
}

/**
 * A guide written through the API by the member `page` is signed in as, then approved by the
 * administrator in a context of its own, so it is published.
 */
export async function publishedGuideViaApi(
  page: Page,
  browser: Browser,
  guide: { title: string; content: string; tags?: string[] },
): Promise<Guide> {
  const created = await page.request.post('/api/guides', { data: { tags: [], ...guide } });
  expect(created.status(), await created.text()).toBe(201);
  const written = (await created.json()) as Guide;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const approved = await admin.request.put(`/api/admin/guides/${written.id}/status`, {
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  await adminContext.close();
  return written;
}

/** The link in the newest e-mail sent to `to`, read from the server's mail outbox. */
export async function latestMailLink(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  for (let attempt = 0; attempt < 40; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort((a, b) => statSync(path.join(outbox, b)).mtimeMs - statSync(path.join(outbox, a)).mtimeMs);
    } catch {
      // outbox not created yet
    }
    for (const file of files) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const link = raw.match(/https?:\/\/[^\s"<>]+/)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail with a link reached ${to}`);
}

/**
 * Follows the verification link mailed to `email`. ADMIN_EMAILS makes an account
 * an administrator only once its address is verified; following the link again
 * (another test registered the address first) is harmless.
 */
export async function verifyMailedAddress(request: APIRequestContext, email: string): Promise<void> {
  const link = await latestMailLink(email);
  const response = await request.get(link);
  expect(response.ok()).toBe(true);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * An item of a public list as the site holds it (the first or the last of its first page), to open
 * by its address as visitors arriving from a link do.
 */
export async function seededItem<T>(
  request: APIRequestContext,
  url: string,
  position: 'first' | 'last' = 'first',
): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  const { items } = (await response.json()) as { items: T[] };
  const item = position === 'first' ? items[0] : items.at(-1);
  if (!item) throw new Error(`No seeded item at ${url}`);
  return item;
}

/** A second browser with the project's screen, for another member in a two-member journey. */
export async function otherBrowser(browser: Browser, page: Page, testInfo: TestInfo) {
  const { baseURL, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
}

/** The id of the member signed in on this page. */
export async function memberIdOf(page: Page): Promise<string> {
  const { user } = (await (await page.request.get('/api/me')).json()) as { user: CurrentUser };
  return user.id;
}

/**
 * Opens `path` through the app's own router after a first page the server drew, so the browser
 * fetches that page's data itself: for journeys about failed or slow answers faked in the browser.
 */
export async function openInBrowser(page: Page, path: string) {
  await page.goto('/terms');
  await waitForApp(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Whether a console message is a fault of the page. Failed loads (a request refused, a section's
 * logged load error) are what some journeys cause on purpose, and the page shows them itself.
 */
function isPageFault(type: string, text: string): boolean {
  if (type === 'error') return !text.startsWith('Failed to load ');
  return type === 'warning' && /hydrat/i.test(text);
}

/**
 * Waits until the app has taken over the server's HTML. Journeys act as a visitor does, from the
 * moment the page has loaded (a press before the app is live is held and acted on then); only a
 * journey about the app's own behaviour (its router, a drag) waits for it.
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * A journey run by one project only: its screens are the same at the other width, or it is about one
 * width's layout. The projects leave out the other's tag (playwright.config.ts), so the journey is not
 * even listed there: a skip inside a journey would still open a browser context for it.
 */
export const desktopOnly = { tag: '@desktop-only' };
export const phoneOnly = { tag: '@phone-only' };

/** Every journey fails on an uncaught error, a console error or a hydration warning in its page. */
export const test = base.extend<{ pageFaults: undefined }>({
  pageFaults: [
    async ({ page }, use) => {
      const faults: string[] = [];
      page.on('pageerror', (error) => faults.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (isPageFault(message.type(), message.text())) faults.push(`${message.type()}: ${message.text()}`);
      });
      await use(undefined);
      expect(faults, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Holds back the app's code until the returned function is called, so presses land first. */
export async function holdApp(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    // A slowed phone on a busy machine takes its time.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  };
}
