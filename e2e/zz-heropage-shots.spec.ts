import { useTheme } from './support/accessibility';
import { expect, test } from './support/fixtures';

const DIR = '/work/notes/shots/heropage';
for (const theme of ['light', 'dark'] as const) {
  test(`shots ${theme}`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const w = testInfo.project.name === 'phone' ? '390' : 'desktop';
    const name = (what: string) => `${DIR}/${what}-${w}-${theme}.png`;
    await useTheme(page, theme);
    await page.goto('/heroes/aldric-thornveil');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: name('hero-first-screen') });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Build' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: name('hero-bar-scrolled') });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Skills' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: name('hero-skills') });
    await page.locator('#skills').screenshot({ path: name('hero-skills-whole') });
    await page.goto('/heroes?view=compact');
    await expect(page.getByRole('list', { name: 'Heroes' })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: name('collection-compact') });
    await page.screenshot({ path: name('collection-compact-full'), fullPage: true });
    await page.goto('/heroes?sort=tier');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: name('collection-tier-sort') });
    await page.goto('/heroes/compare?heroes=aldric-thornveil,amaryn-solace,corwin-ashby');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: name('compare') });
    await page.screenshot({ path: name('compare-full'), fullPage: true });
  });
}
