import { describe, expect, it } from 'vitest';
import { codeFilesOf, pageModuleKey } from './page-code';

const manifest = {
  'src/app/routes/heroes/hero.tsx': { file: 'assets/hero.js', imports: ['_hero-card.js', '_start.js'] },
  '_hero-card.js': { file: 'assets/hero-card.js', imports: ['_rarity.js', '_start.js'] },
  '_rarity.js': { file: 'assets/rarity.js', imports: ['_hero-card.js'] },
  '_start.js': { file: 'assets/start.js' },
};

describe('the code a page needs', () => {
  it('is its module and everything it imports at any depth, each once, without what is already loaded', () => {
    expect(codeFilesOf(manifest, 'src/app/routes/heroes/hero.tsx', new Set(['assets/start.js']))).toEqual([
      'assets/hero.js',
      'assets/hero-card.js',
      'assets/rarity.js',
    ]);
  });

  it('is nothing for a module the build does not know', () => {
    expect(codeFilesOf(manifest, 'src/app/routes/missing.tsx', new Set())).toEqual([]);
  });

  it('is found from a page route id, a second route of one module included', () => {
    expect(pageModuleKey('routes/official/official-list#updates')).toBe(
      'src/app/routes/official/official-list.tsx',
    );
    expect(pageModuleKey('routes/home')).toBe('src/app/routes/home.tsx');
    expect(pageModuleKey('root')).toBeNull();
  });
});
