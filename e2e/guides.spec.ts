import type { Guide } from '@haven/shared/guides/schemas';
import type { Browser, Page } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  openInBrowser,
  signInAsAdmin,
  test,
  waitForApp,
} from './support/fixtures';

// In order, one at a time: several of these publish guides, and the first journey looks for its
// own among the home page's newest few.
test.describe.configure({ mode: 'default' });

const GUIDE_TEXT =
  'Open every arena fight with the frontline guard, then rotate the healers every second turn. ' +
  'Save the burst skills for the boss phase and keep one control hero in reserve.';

/** A page signed in as the administrator, in a browser context of its own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Collects the realtime events this page's member receives, from a stream of its own. */
async function listenForEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    const source = new EventSource('/api/events');
    source.onmessage = (message) => w.__events.push(JSON.parse(message.data).topic);
  });
}

test(
  'a member writes a guide, an admin approves it, and it shows on /guides and the home page',
  desktopOnly,
  async ({ page, browser }, testInfo) => {
    // At desktop width only: the same screens at every width.
    // One long journey across two browsers, with six accessibility checks.
    test.setTimeout(240_000);
    const author = await apiSignedInMember(page.request, 'writer');
    const title = `Arena Tactics ${testInfo.project.name} ${Date.now().toString(36)}`;

    await page.goto('/guides/create');
    // The first visit of a run may wait for the server to warm up.
    await expect(page.getByRole('heading', { name: 'Create Guide', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    // Enter adding a tag, and the editor's toolbar, are the app's own.
    await waitForApp(page);
    await page.getByLabel('Title', { exact: true }).fill(title);
    const tags = page.getByRole('textbox', { name: 'Tags' });
    for (const tag of ['PvP', ' pvp ', 'Arena']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    const added = page.getByRole('list', { name: 'Added tags' });
    await expect(added.getByRole('listitem')).toHaveText(['PvP', 'Arena']);

    const editor = page.getByRole('textbox', { name: 'Guide content' });
    await editor.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    // Type only once the editor has taken the heading and has the focus back, or keys are lost.
    await expect(page.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Opening moves');
    await expect(editor.getByRole('heading', { name: 'Opening moves', level: 2 })).toBeVisible();
    await page.keyboard.press('Enter');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    // As for the heading: type once bold is on and the editor has the focus back.
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Rule one: ');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(editor).toBeFocused();
    await page.keyboard.type(GUIDE_TEXT);

    // The preview header follows the form as it is typed.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(title);
    await expect(preview).toContainText(author.username);
    await expectAccessibleInBothThemes(page);

    await page.getByRole('button', { name: 'Submit Guide' }).click();
    await expect(page.getByText('Guide created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/guides\/arena-tactics-[a-z0-9-]+-\d{6}$/);
    await expect(page.getByText('This guide is not published yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening moves', level: 2 })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Rule one:' })).toBeVisible();
    await listenForEvents(page);

    // The admin approves it from the review page.
    const admin = await adminPage(browser);
    await admin.goto('/admin/guides');
    await expect(admin.getByRole('heading', { name: 'Guide Review', level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(admin);
    await admin.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(admin.getByText('Guide approved')).toBeVisible();
    await expect(admin.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
    await admin.context().close();

    // The author was told (the notification reaches only their stream).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
      .toContain('notifications');

    // On the home page first: journeys running beside this one publish guides too, and the home
    // page shows only the newest few.
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Hero Guides & Strategies' }).getByRole('link', { name: title }),
    ).toBeVisible();

    // Published: on /guides (found by the server's search) and on its page.
    await page.goto('/guides');
    await page.getByRole('searchbox', { name: 'Search guides' }).fill(title);
    const card = page.getByRole('list', { name: 'Guides' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    await expect(card.getByRole('link', { name: `By ${author.username}` })).toHaveAttribute(
      'href',
      `/profile/${author.username}`,
    );
    await expect(card.getByRole('list', { name: 'Tags' })).toContainText('PvP');
    await expectAccessibleInBothThemes(page);

    const tagChips = page.getByRole('list', { name: 'Filter by tag' });
    await tagChips.getByRole('link', { name: 'Arena', exact: true }).click();
    await expect(page).toHaveURL(/tag=Arena/);
    await expect(tagChips.getByRole('link', { name: 'Arena', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(card.getByRole('link', { name: title })).toBeVisible();

    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Heroes Haven Guides`);
    await expect(page.getByText('This guide is not published yet')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Guides' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  },
);

test('an XSS payload saved in a guide does not run in the browser', async ({ page, browser }) => {
  await apiSignedInMember(page.request, 'xss');
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<svg onload="window.__xss=1"></svg>',
    '<a href="javascript:window.__xss=1">a javascript link</a>',
    '<a href="JaVa&#x09;ScRiPt:window.__xss=1">an encoded link</a>',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
    '<details open ontoggle="window.__xss=1">x</details>',
    '<p style="background:url(javascript:window.__xss=1)">styled</p>',
  ];
  const created = await page.request.post('/api/guides', {
    data: {
      title: `Safe rendering ${Date.now().toString(36)}`,
      content: `<p>${GUIDE_TEXT}</p>${payloads.join('')}`,
      tags: ['Safety'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const guide = (await created.json()) as Guide;

  const admin = await adminPage(browser);
  const approved = await admin.request.put(`/api/admin/guides/${guide.id}/status`, {
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  await admin.context().close();

  await page.goto(`/guides/${guide.slug}`);
  const article = page.getByRole('article');
  await expect(article.getByText(GUIDE_TEXT)).toBeVisible();
  for (const name of ['a javascript link', 'an encoded link']) {
    await article.getByText(name).click();
  }
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(
    await article.evaluate((node) =>
      Array.from(node.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter((a) => a.name.startsWith('on') || /javascript:/i.test(a.value))
          .map((a) => `${element.tagName} ${a.name}`),
      ),
    ),
  ).toEqual([]);
  await expect(article.locator('script, iframe, svg:not([aria-hidden]), math, style')).toHaveCount(0);
  await expect(page).toHaveURL(`/guides/${guide.slug}`);
});

test('the create form explains every rule, and visitors are asked to sign in', async ({ page }) => {
  // The server sends a visitor's request to sign in and back; inside the app the page says so itself.
  await page.goto('/guides/create');
  await expect(page).toHaveURL(/\/login\?from=%2Fguides%2Fcreate$/);
  await openInBrowser(page, '/guides/create');
  await expect(page.getByRole('heading', { name: 'Please sign in to create a guide' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );

  await apiSignedInMember(page.request, 'rules');
  await page.goto('/guides/create');
  await page.getByLabel('Title', { exact: true }).fill('abc');
  await page.getByLabel('Thumbnail URL (optional)').fill('https://images.example/picture.webp');
  await page.getByRole('textbox', { name: 'Guide content' }).click();
  await page.keyboard.type('Too short.');
  await page.getByRole('button', { name: 'Submit Guide' }).click();
  await expect(page.getByText('Title must be at least 5 characters long.')).toBeVisible();
  await expect(page.getByText('Please enter a valid image URL (jpg, jpeg, gif, png)')).toBeVisible();
  await expect(page.getByText('Content must be at least 100 characters long.')).toBeVisible();
  await expect(page).toHaveURL(/\/guides\/create$/);
});

test('a member who is not an admin is sent home from the review page', async ({ page }) => {
  await apiSignedInMember(page.request, 'curious');
  await page.goto('/admin/guides');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Only administrators can access this page')).toBeVisible();
});

test('the dashboard lists guides with their status and leads to the review page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: /Admin section/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Guides' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Guides' })
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Manage Guides', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Guides' })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('link', { name: 'Manage Guides' }).click();
  await expect(page).toHaveURL(/\/admin\/guides$/);
});

const SECTIONS = ['Opening moves', 'Middle turns', 'Closing the fight'];
const SECTIONED_TEXT = SECTIONS.map(
  (name) => `<h2>${name}</h2><p>${GUIDE_TEXT}</p><p>${GUIDE_TEXT}</p>`,
).join('');

/** Approved guides written by a member of their own (as the API takes them), oldest first. */
async function publishGuides(browser: Browser, titles: string[], tag: string): Promise<Guide[]> {
  const context = await browser.newContext();
  await apiSignedInMember(context.request, 'author');
  const admin = await adminPage(browser);
  const published: Guide[] = [];
  for (const title of titles) {
    const created = await context.request.post('/api/guides', {
      data: { title, content: SECTIONED_TEXT, tags: [tag] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const guide = (await created.json()) as Guide;
    const approved = await admin.request.put(`/api/admin/guides/${guide.id}/status`, {
      data: { status: 'approved' },
    });
    expect(approved.ok()).toBe(true);
    published.push(guide);
  }
  await admin.context().close();
  await context.close();
  return published;
}

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a member marks a guide Helpful, takes it back and marks it again, and Most Helpful puts it first', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('helpful');
  const [older, newer] = await publishGuides(browser, [`Older ${tag}`, `Newer ${tag}`], tag);
  if (!older || !newer) throw new Error('guides not published');
  await apiSignedInMember(page.request, 'reader');

  await page.goto(`/guides/${older.slug}`);
  const helpful = page.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveText(/Helpful\s*\(0\)/, { timeout: 30_000 });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toHaveText(/\(1\)/);
  await page.reload();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await expect(helpful).toHaveText(/\(0\)/);
  await helpful.click();
  await expect(helpful).toHaveText(/\(1\)/);

  await page.goto(`/guides?tag=${tag}`);
  const titles = page.getByRole('list', { name: 'Guides' }).getByRole('heading');
  await expect(titles).toHaveText([newer.title, older.title]);
  await page.getByLabel('Sort by').selectOption({ label: 'Most Helpful' });
  await expect(page).toHaveURL(/sort=helpful/);
  await expect(titles).toHaveText([older.title, newer.title]);
  await expectAccessibleInBothThemes(page);

  // The author's profile lists the guides, with a way to all of them.
  const author = older.author?.username ?? '';
  await page.goto(`/profile/${author}`);
  const section = page.getByRole('region', { name: 'Guides' });
  await expect(section.getByText('2 published guides')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([newer.title, older.title]);
  await section.getByRole('link', { name: /See all/ }).click();
  await expect(page).toHaveURL(`/guides?author=${author}`);
  await expect(page.getByText(`Showing only guides by ${author}.`)).toBeVisible();
  await expect(titles).toHaveText([newer.title, older.title]);
});

test('a guide’s table of contents leads to each section, beside it on wide screens and folded above it on phones', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('contents');
  const [guide] = await publishGuides(browser, [`Sections ${tag}`], tag);
  if (!guide) throw new Error('guide not published');
  await page.goto(`/guides/${guide.slug}`);
  await expect(page.getByRole('heading', { name: guide.title, level: 1 })).toBeVisible({ timeout: 30_000 });

  if (testInfo.project.name === 'phone') {
    // Folded until opened.
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
    await page.locator('summary').filter({ hasText: 'Contents' }).click();
    await expectAccessibleInBothThemes(page);
  } else {
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  }
  const nav = page.getByRole('navigation', { name: 'Contents' });
  await expect(nav.getByRole('link')).toHaveText(SECTIONS);
  await nav.getByRole('link', { name: 'Closing the fight' }).click();
  const target = page.getByRole('heading', { name: 'Closing the fight', level: 2 });
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  await expect(page).toHaveURL(`/guides/${guide.slug}#section-closing-the-fight`);

  // An address naming a section opens the guide there.
  await page.goto('/guides');
  await page.goto(`/guides/${guide.slug}#section-middle-turns`);
  await expect(page.getByRole('heading', { name: 'Middle turns', level: 2 })).toBeInViewport();
});

test('Share copies the guide’s link when the browser has no share sheet', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = uniqueTag('share');
  const [guide] = await publishGuides(browser, [`Shared ${tag}`], tag);
  if (!guide) throw new Error('guide not published');
  await page.goto(`/guides/${guide.slug}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Guide link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/guides/${guide.slug}$`),
  );
});
