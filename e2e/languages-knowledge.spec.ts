import { apiSignedInMember, expect, test } from './support/fixtures';

/** A demo hero. */
const SEEDED = { slug: 'aldric-thornveil', name: 'Aldric Thornveil' };

test.use({ locale: 'es-ES' });

test('in Spanish, a member finds a hero by name, opens its page and posts a comment', async ({
  page,
  baseURL,
}) => {
  await apiSignedInMember(page.request, 'critico');
  await page.goto('/es/heroes');
  await expect(page.getByRole('heading', { name: 'Colección de héroes', level: 1 })).toBeVisible();

  // The name search narrows the collection; its address keeps the language.
  await page.getByRole('searchbox', { name: 'Buscar héroes por nombre' }).fill('Thornveil');
  await expect(page).toHaveURL(/\/es\/heroes\?.*search=Thornveil/);
  await page
    .getByRole('link', { name: new RegExp(SEEDED.name) })
    .first()
    .click();

  await expect(page).toHaveURL(`${baseURL}/es/heroes/${SEEDED.slug}`);
  await expect(page.getByRole('heading', { name: SEEDED.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Habilidades', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Build recomendada', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Más útiles' })).toBeVisible();

  // Posting a comment, in Spanish from the box to the toast.
  const box = page.getByLabel('Añade un comentario');
  await expect(box).toHaveAttribute('placeholder', 'Comparte lo que piensas de este héroe...');
  await box.fill('Aguanta lo que le echen en la arena');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('Comentario publicado')).toBeVisible();
  await expect(page.getByText('Aguanta lo que le echen en la arena')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Más recientes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Votar a favor (0)' }).first()).toBeVisible();
});
