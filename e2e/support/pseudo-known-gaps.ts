/**
 * The pages where the pseudo-language sweep (e2e/pseudo-language.spec.ts) still finds interface
 * text drawn without the catalogs (`untranslated`) or boxes their text overflows (`clipped`), each
 * with what it still finds. The sweep prints every finding, fails on a page not listed for its
 * kind, and prints the listed pages it finds clean: remove those. Seeded content is named by what
 * it is, e.g. '(a hero)'. Every page not listed here is swept clean.
 */
export const PSEUDO_SWEEP_KNOWN_GAPS: Record<'untranslated' | 'clipped', readonly string[]> = {
  untranslated: [],
  clipped: [],
};
