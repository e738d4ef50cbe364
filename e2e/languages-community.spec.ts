import { expect, GOOD_PASSWORD, test, uniqueEmail, uniqueUsername } from './support/fixtures';

// A player whose browser prefers Spanish (so no other language is offered). The sign-up form is
// one column at every width: the journey runs at phone width.
test.use({ locale: 'es-ES' });

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'same layout at desktop width');
});

test('a Spanish-speaking player signs up, is told a rule in Spanish, chooses a username and is welcomed', async ({
  page,
  baseURL,
}) => {
  await page.goto('/es/register');
  await expect(page.getByRole('heading', { name: 'Únete a la comunidad' })).toBeVisible();
  await expect(page).toHaveTitle(/Registrarse/);
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByLabel('Contraseña', { exact: true });
  await email.fill(uniqueEmail('es-register'));
  await password.fill('Sh0rt!');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.locator('#auth-password-message')).toHaveText(
    'La contraseña debe tener al menos 8 caracteres',
  );
  await password.fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Signed in at once and still in Spanish, on to choosing a username (the setup page's code and
  // its Spanish texts arrive first).
  await expect(page).toHaveURL(`${baseURL}/es/profile/setup`, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Te damos la bienvenida al mundo del juego' }),
  ).toBeVisible();
  const username = page.getByLabel('Nombre de usuario');
  await username.fill('ab');
  await expect(page.locator('#setup-username-message')).toHaveText(
    'El nombre de usuario debe tener al menos 3 caracteres',
  );
  const chosen = uniqueUsername('recien');
  await username.fill(chosen);
  await page.getByRole('button', { name: 'Completar configuración' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/es/?$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`¡Te damos la bienvenida, ${chosen}!`);
});
