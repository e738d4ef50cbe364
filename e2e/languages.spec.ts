import { expectAccessible } from './support/accessibility';
import { apiSignedInMember, expect, test, waitForApp } from './support/fixtures';

/** A demo hero. */
const SEEDED_SLUG = 'aldric-thornveil';

test.use({ locale: 'es-ES' });

test('a Spanish browser is offered the Spanish site, switches, and stays in Spanish while browsing', async ({
  page,
  baseURL,
}) => {
  test.slow(); // the hero page, the site's longest, checked by axe in two languages
  await page.goto(`/heroes/${SEEDED_SLUG}`);
  const offer = page.getByRole('region', { name: 'Este sitio está disponible en español.' });
  await expect(offer).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  await offer.getByRole('link', { name: 'Ver en español' }).click();
  await expect(page).toHaveURL(`${baseURL}/es/heroes/${SEEDED_SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Aldric Thornveil', level: 1 })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Secciones' });
  await expect(bar.getByRole('link', { name: 'Resumen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atributos base' })).toBeVisible();
  // The choice is remembered: no more offer.
  await expect(offer).toHaveCount(0);

  // Search engines find each language's page.
  const alternate = (language: string) => page.locator(`link[rel="alternate"][hreflang="${language}"]`);
  await expect(alternate('en')).toHaveAttribute('href', `${baseURL}/heroes/${SEEDED_SLUG}`);
  await expect(alternate('es')).toHaveAttribute('href', `${baseURL}/es/heroes/${SEEDED_SLUG}`);
  await expect(alternate('pt-BR')).toHaveAttribute('href', `${baseURL}/pt-br/heroes/${SEEDED_SLUG}`);
  await expect(alternate('x-default')).toHaveAttribute('href', `${baseURL}/heroes/${SEEDED_SLUG}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/es/heroes/${SEEDED_SLUG}`,
  );
  await expectAccessible(page);

  // The menu's links keep the language.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('link', { name: 'Héroes', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/es/heroes`);
  await expect(page.getByRole('heading', { name: 'Colección de héroes', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the switcher in the footer leads to the same page in another language without the app', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/heroes`);
  const languages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'Português (Brasil)' }).click();
  await expect(page).toHaveURL(`${baseURL}/pt-br/heroes`);
  await expect(page.getByRole('heading', { name: 'Coleção de heróis', level: 1 })).toBeVisible();
  await context.close();
});

test("a member's 'No, thanks' is kept with their profile, so another device does not offer the language again", async ({
  page,
  browser,
  baseURL,
}) => {
  await apiSignedInMember(page.request, 'offer');
  await page.goto('/guides');
  await waitForApp(page);
  const offer = page.getByRole('region', { name: 'Este sitio está disponible en español.' });
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/account/language'));
  await offer.getByRole('link', { name: 'No, gracias' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(offer).toHaveCount(0);

  // The same member on another browser: signed in, no remembered choice on the device.
  const session = (await page.context().cookies()).filter((cookie) => cookie.name !== 'lang');
  const other = await browser.newContext({ locale: 'es-ES' });
  await other.addCookies(session);
  const otherPage = await other.newPage();
  await otherPage.goto(`${baseURL}/guides`);
  await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(otherPage.getByRole('region', { name: 'Este sitio está disponible en español.' })).toHaveCount(
    0,
  );
  await other.close();
});
