import type { APIRequestContext } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  completeProfileSetup,
  desktopOnly,
  expect,
  GOOD_PASSWORD,
  openInBrowser,
  registerViaApi,
  seededItem,
  signInAsAdmin,
  signInViaUi,
  test,
  uniqueEmail,
  uniqueUsername,
} from './support/fixtures';

test('the theme choice is kept across visits', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('signed-in pages send visitors to sign in and back again', async ({ page }) => {
  const email = uniqueEmail('guard');
  await registerViaApi(page.request, email);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // First sign-in asks for a username; afterwards the member returns to the page they wanted.
  await completeProfileSetup(page, uniqueUsername('guard'));
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/contact/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('admin pages are closed to visitors and members, open to admins', async ({ page, browser }) => {
  await page.goto('/admin');
  await expect(page.getByText('Access Denied').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  await apiSignedInMember(page.request, 'nonadmin');
  await page.goto('/admin');
  await expect(page.getByText('Access Denied').first()).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin');
  await expect(adminPage.getByText('Access Denied')).toHaveCount(0);
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
  await adminContext.close();
});

test('the admin area says when the connection is lost and recovers on retry', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/health', (route) => route.abort());
  await openInBrowser(page, '/admin');
  await expect(page.getByText('Connection lost. Attempting to reconnect...')).toBeVisible({
    timeout: 15_000,
  });
  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Retry Connection' }).click();
  await expect(page.getByText('Connection lost. Attempting to reconnect...')).toHaveCount(0);
});

test('unknown addresses show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/database/dragons');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

test('navigation reaches every section from the header or the side menu', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const section of ['Account', 'About', 'News', 'Database', 'Community', 'Quick Links']) {
      await expect(menu.getByRole('heading', { name: section })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Gems' }).click();
    await expect(page).toHaveURL(/\/database\/gems/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Gems' })).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Database' }).click();
    const database = page.getByRole('list', { name: 'Database' });
    await expect(database.getByRole('link')).toHaveCount(14);
    await database.getByRole('link', { name: 'Gems' }).click();
    await expect(page).toHaveURL(/\/database\/gems/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gems' })).toBeVisible();
    await page.getByRole('button', { name: 'Community' }).click();
    await page.getByRole('list', { name: 'Community' }).getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/teams\/public/);
    await expect(page.getByRole('heading', { name: 'Community Teams' })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(/fan/i);
});

test('scrolls to the top on navigation and titles each page', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle(/Terms of Service \| Heroes Haven/);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Privacy/ })
    .click();
  await expect(page).toHaveURL(/\/privacy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/Privacy Policy \| Heroes Haven/);
  await expect(page.getByText(/Last updated/)).toBeVisible();
});

/** The address of the first item of a public list. */
function firstOf(url: string, address: (item: { slug: string; username: string }) => string) {
  return async (request: APIRequestContext) => address(await seededItem(request, url));
}

const SEEDED_PAGES = {
  'a hero': firstOf('/api/heroes?page=1', (h) => `/heroes/${h.slug}`),
  'a guide': firstOf('/api/guides', (g) => `/guides/${g.slug}`),
  'a team': firstOf('/api/teams?page=1', (t) => `/teams/${t.slug}`),
  'a profile': firstOf('/api/members', (m) => `/profile/${m.username}`),
  'a game database entry': firstOf('/api/database/gear', (e) => `/database/gear/${e.slug}`),
};

// Pages with journeys of their own check their accessibility there.
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
  '/cookies',
  '/community-guidelines',
  '/about-website',
  '/official-updates',
  '/official-events',
  '/post/unknown',
  '/admin',
  '/no-such-page',
];

// Text pages are the same column at every width, so desktop only; these hold forms or the not-found and denied
// screens, and '/' checks the phone header every page shares.
const PHONE_CHECKED_PAGES = new Set(['/', '/login', '/register', '/admin', '/no-such-page']);

test.describe('accessibility of every shell page in both themes', () => {
  for (const path of PUBLIC_PAGES) {
    test(`visitor: ${path}`, PHONE_CHECKED_PAGES.has(path) ? {} : desktopOnly, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessibleInBothThemes(page);
    });
  }

  // The members' home page has its own check in home.spec.ts.
  test('member pages: profile setup', async ({ page }) => {
    const email = uniqueEmail('a11y');
    await registerViaApi(page.request, email);
    await signInViaUi(page, email);
    await expect(page).toHaveURL(/\/profile\/setup/);
    await expectAccessibleInBothThemes(page);
    await completeProfileSetup(page, uniqueUsername('a11y'));
  });

  test('member pages: contact and the open menus', async ({ page, isMobile }) => {
    await apiSignedInMember(page.request, 'a11y');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    } else {
      await page.getByRole('button', { name: /, user menu$/ }).click();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    }
    await expectAccessibleInBothThemes(page);
  });

  // Seeded content opened by its address, as visitors and members arrive from a link; the
  // journeys check the pages they create. The layouts are the same cards at every width.
  for (const [name, address] of Object.entries(SEEDED_PAGES)) {
    for (const audience of ['visitor', 'member'] as const) {
      test(`${audience}: ${name}`, desktopOnly, async ({ page }) => {
        if (audience === 'member') await apiSignedInMember(page.request, 'a11y');
        await page.goto(await address(page.request));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('main [role="status"]')).toHaveCount(0, { timeout: 15_000 });
        await expectAccessibleInBothThemes(page);
      });
    }
  }
});

test(
  'a long username is cut short in the header, clear of the menu arrow, and given whole on hover',
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: phones show the avatar alone.
    const email = uniqueEmail('longname');
    await registerViaApi(page.request, email);
    const signIn = await page.request.post('/api/account/sign-in', {
      data: { email, password: GOOD_PASSWORD, rememberMe: false },
    });
    expect(signIn.ok()).toBe(true);
    // 18 characters of the widest letter, unique to this run.
    const username = `W${Date.now().toString(36).toUpperCase()}`.padEnd(18, 'W');
    const setup = await page.request.post('/api/profile/setup', { data: { username } });
    expect(setup.ok(), await setup.text()).toBe(true);

    await page.goto('/');
    const trigger = page.getByRole('button', { name: /, user menu$/ });
    const name = trigger.getByTitle(username);
    await expect(name).toBeVisible();
    const nameBox = await name.boundingBox();
    const arrowBox = await trigger.locator('svg').last().boundingBox();
    if (!nameBox || !arrowBox) throw new Error('the name and the arrow are drawn');
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(arrowBox.x);
    // Cut short, not wrapped: one line, narrower than the whole name.
    expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  },
);

test(
  "every header item stays on one line and in view from 1024 to 1440 px, with an administrator's menu",
  desktopOnly,
  async ({ page }) => {
    // At desktop width only: phones show the side menu.
    // An administrator's header holds the most: their name and the Admin entry.
    await signInAsAdmin(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /, user menu$/ })).toBeVisible();
    for (const width of [1024, 1120, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const items = page.locator('header').getByRole('link').or(page.locator('header').getByRole('button'));
      const drawn = await items.evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().width > 0)
          .map((element) => {
            // The lines each piece of its visible text takes (text only for screen readers aside).
            const visible = [...Array.from(element.querySelectorAll('*')), element].filter(
              (node) => node.getBoundingClientRect().width > 1,
            );
            const lines = visible.flatMap((node) =>
              Array.from(node.childNodes)
                .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
                .map((text) => {
                  const range = document.createRange();
                  range.selectNodeContents(text);
                  const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
                  return new Set(rects.map((rect) => Math.round(rect.top))).size;
                }),
            );
            return {
              name: element.textContent?.trim() ?? '',
              lines: Math.max(0, ...lines),
              right: element.getBoundingClientRect().right,
            };
          }),
      );
      for (const item of drawn) {
        expect(item.lines, `${item.name} at ${width} px`).toBeLessThanOrEqual(1);
        expect(item.right, `${item.name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      expect(drawn.map((item) => item.name)).toContain('Tier List');
    }
  },
);
