// The page checks journeys share: the theme a page opens in, and axe's accessibility checks in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Sets the theme the way the toggle does, before the page's own scripts run. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/**
 * axe's experimental rules that apply to what the site shows, run beside the standard ones: a
 * control's accessible name must contain its visible text (so voice control can press it by what
 * it says), styled paragraphs must not stand in for headings, data tables need real headers.
 */
export const EXPERIMENTAL_AXE_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
  'focus-order-semantics',
] as const;

/** The rules whose outcome depends on colour: all a change of theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Fails on any serious or critical accessibility violation of the page as it is now (of the
 * colour rules only, with `onlyColour`).
 */
export async function expectAccessible(page: Page, { onlyColour = false } = {}) {
  const axe = new AxeBuilder({ page });
  if (onlyColour) axe.withRules(COLOUR_RULES);
  else
    axe.options({ rules: Object.fromEntries(EXPERIMENTAL_AXE_RULES.map((id) => [id, { enabled: true }])) });
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * Checks the current page with axe in the light theme, then its colours again in the dark one:
 * a theme changes colours only, so the page's structure, names and roles are checked once.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  // Colour transitions would let axe measure a control halfway between the themes' colours
  // (on a busy machine, well after any fixed wait), so they are switched off for the check.
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    document.documentElement.classList.remove('dark');
  });
  await page.waitForTimeout(100);
  await expectAccessible(page);
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
  });
  await page.waitForTimeout(100);
  await expectAccessible(page, { onlyColour: true });
  await noTransitions.evaluate((style) => (style as Element).remove());
}
