import { describe, expect, it } from 'vitest';
import { readHeroTraits, writeHeroTraits } from './hero-traits';

describe('hero traits in an address', () => {
  it('reads known classes, rarities and roles in their own order and ignores unknown ones', () => {
    const traits = readHeroTraits(new URLSearchParams('class=Doctor,Nobody,Guard&rarity=SSR&role=Nope'));
    expect(traits).toEqual({ classes: ['Guard', 'Doctor'], rarities: ['SSR'], roles: [] });
  });

  it('writes non-empty lists, drops empty ones and keeps other params', () => {
    const target = new URLSearchParams('search=fire&class=Guard&role=Tank');
    writeHeroTraits(target, { classes: ['Scholar'], rarities: [], roles: [] });
    expect(target.toString()).toBe('search=fire&class=Scholar');
  });
});
