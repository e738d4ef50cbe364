import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the production build served by the real server on
// a throw-away data folder. The folder is chosen once, in the runner process;
// workers inherit it through the environment, and tests read mail from it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'haven-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const DESKTOP_JOURNEYS = [
  'about',
  'accounts',
  'admin-game-database',
  'admin-outfits',
  'admin-users',
  'banners',
  'blocking',
  'community-comments',
  'contact',
  'first-tap',
  'friends',
  'game-database',
  'guides',
  'hero-collection-compact',
  'hero-compare',
  'hero-knowledge',
  'hero-page',
  'hero-reviews',
  'heroes',
  'home',
  'hydration',
  'layout-shift',
  'linked-knowledge',
  'members',
  'moderation',
  'official-content',
  'outfits',
  'profile',
  'profile-comments',
  'quick-search',
  'redeem-codes',
  'reports',
  'rich-text-editing',
  'session-end',
  'shell',
  'statistics',
  'team-community',
  'teams',
  'tier-list',
];

// A journey tagged desktop-only must have its file in the list, or it would run nowhere.
const e2eDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'e2e');
for (const file of readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'))) {
  const name = file.replace(/\.spec\.ts$/, '');
  if (
    /\bdesktopOnly\b/.test(readFileSync(path.join(e2eDir, file), 'utf8')) &&
    !DESKTOP_JOURNEYS.includes(name)
  ) {
    throw new Error(`e2e/${file} has desktop-only journeys; add '${name}' to DESKTOP_JOURNEYS`);
  }
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Browsers wait on the server and on each other often enough that a third worker helps on two cores.
  workers: 3,
  // A journey that fails once is run again and reported as flaky, so a busy machine cannot hide or fail it.
  retries: 1,
  timeout: 45_000,
  // Long enough for a page to go live on a busy machine before a press made earlier acts.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    // Recorded only when a failed journey runs again: recording every run (screenshots and DOM
    // snapshots of each step) cost a quarter of the wall time of the journeys on two cores.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
      // Phone first: every journey runs at phone width; at desktop width only
      // those whose screens are laid out differently there (header menus,
      // tables, side navigation, multi-column pages) and those whose journeys
      // run only there, skipped at phone width as the same there.
      testMatch: DESKTOP_JOURNEYS.map((name) => `${name}.spec.ts`),
      // Journeys about one width's layout run only there (desktopOnly and phoneOnly in
      // e2e/support/fixtures.ts); left out here, they are not even listed.
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAILS: 'admin@e2e.example',
      // Journeys sign in and write many times a minute from one address and a few accounts.
      RATE_LIMIT: 'false',
      // Pages in the pseudo-language under /pseudo, for the sweep of untranslated and clipped text.
      PSEUDO_LANGUAGE: 'true',
      LOG_LEVEL: 'warn',
      // Lets several people test different builds on one machine (default: apps/web/dist).
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
