/**
 * The pages where the pseudo-language sweep (e2e/pseudo-language.spec.ts) still finds interface
 * text drawn without the catalogs (`untranslated`) or boxes their text overflows (`clipped`), each
 * with what it still finds. The sweep prints every finding, fails on a page not listed for its
 * kind, and prints the listed pages it finds clean: remove those. Seeded content is named by what
 * it is, e.g. '(a hero)'. Every page not listed here is swept clean.
 */
export const PSEUDO_SWEEP_KNOWN_GAPS: Record<'untranslated' | 'clipped', readonly string[]> = {
  untranslated: [
    // Shared texts read through `inPageLanguage` (members, teams, codes, account) and areas' catalogs
    // loaded after the page's language, drawn in English in the pseudo-language: the search
    // placeholders, the heading and the filters' names.
    '/users',
    '/teams/public',
    // The 'New' badge of a code.
    '/redeem-codes',
    // The table's rarity codes ('LR', 'SSR') in a cell not marked as content.
    '/statistics',
    // 'Owned by 33% of members' and the banner record line: texts of areas loaded after the page's language.
    '(a hero)',
    // The comment section's sign-in and empty texts.
    '(a guide)',
    '(a team)',
    // The teams section's heading and empty text, and the sign-in texts of the wall and friends.
    '(a profile)',
    // The member search's placeholder and the own-account delete button's title.
    '/admin',
    // The page's heading and the delete-account texts.
    '/account',
    // The heading and the empty collection's text.
    '/collection',
    // The team form's name error and the empty list's title (shared team texts).
    '/teams/manage',
  ],
  clipped: [],
};
