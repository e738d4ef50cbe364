import { expect, phoneOnly, signInAsAdmin, test } from './support/fixtures';

test(
  'an admin writes an entry’s Spanish name beside the English, and its Spanish page shows it',
  phoneOnly,
  async ({ page }) => {
    // At phone width: the editor's side-by-side fields stack there.
    test.slow(); // the admin chunks and the rich-text editor on a busy machine
    await signInAsAdmin(page);
    const name = `Lantern Opal ${Date.now().toString(36)}`;
    const made = await page.request.post('/api/admin/database', {
      data: { category: 'gems', name, summary: 'Glows in the dark.' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id, slug } = (await made.json()) as { id: string; slug: string };

    await page.goto(`/admin?tab=game-database&search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('tab', { name: 'Español' }).click();
    // The English beside the field being translated (the English tab's own field holds it too).
    await expect(page.getByRole('tabpanel', { name: 'Español' }).getByText('Glows in the dark.')).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await page.getByRole('textbox', { name: 'Name in Español' }).fill('Ópalo Farol');
    await page.getByRole('textbox', { name: 'Summary in Español' }).fill('Brilla en la oscuridad.');
    await page.getByRole('button', { name: 'Save Español text' }).click();
    await expect(page.getByText('Translation saved')).toBeVisible();

    await page.goto(`/es/database/gems/${slug}`);
    await expect(page.getByRole('heading', { name: 'Ópalo Farol', level: 1 })).toBeVisible();
    await expect(page.getByText('Brilla en la oscuridad.')).toBeVisible();
    // The description was left blank in both languages, so nothing is marked.
    await expect(page.getByText('Aún sin traducir')).toHaveCount(0);

    expect((await page.request.delete(`/api/admin/database/${id}`)).ok()).toBe(true);
  },
);

test(
  'the seeded Spanish about page and database entry open in Spanish at their /es addresses',
  phoneOnly,
  async ({ page }) => {
    await page.goto('/es/about-game');
    await expect(page.getByRole('heading', { name: 'Sobre el Reino de Aurenvale', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Las cuatro grandes casas' })).toBeVisible();

    await page.goto('/es/database/gear/thornveil-oathblade');
    await expect(
      page.getByRole('heading', { name: 'Hoja Juramentada de Thornveil', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Por qué la quieren los centinelas' })).toBeVisible();
  },
);
