import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

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
