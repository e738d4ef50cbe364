/**
 * The pages where the pseudo-language sweep (e2e/pseudo-language.spec.ts) still finds, while the
 * screens are being translated and their content marked (`data-content`), interface text drawn
 * without the catalogs (`untranslated`) or boxes their text overflows (`clipped`). The sweep prints
 * every finding, fails on a page not listed for its kind, and prints the listed pages it finds
 * clean: remove those. Seeded content is named by what it is, e.g. '(a hero)'.
 */
export const PSEUDO_SWEEP_KNOWN_GAPS: Record<'untranslated' | 'clipped', readonly string[]> = {
  // Every page swept, as first found (2026-11-29).
  untranslated: [
    '/',
    '/heroes',
    '/heroes/compare',
    '/tier-list',
    '/guides',
    '/teams/public',
    '/database/gear',
    '/banners',
    '/timeline',
    '/flash-events',
    '/redeem-codes',
    '/official-content',
    '/official-news',
    '/outfits',
    '/statistics',
    '/summons',
    '/users',
    '/about',
    '/about-game',
    '/about-website',
    '/terms',
    '/privacy',
    '/cookies',
    '/community-guidelines',
    '/login',
    '/register',
    '/forgot-password',
    '/no-such-page',
    '(a hero)',
    '(a guide)',
    '(a team)',
    '(a profile)',
    '(a database entry)',
    '(a news item)',
    '/admin',
    '/account',
    '/collection',
    '/teams/manage',
    '/guides/create',
  ],
  clipped: [],
};
