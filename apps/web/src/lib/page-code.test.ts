import { describe, expect, it } from 'vitest';
import { catalogFilesOf, codeFilesOf, navigationCodeIndex, pageModuleKey, startCodeOf } from './page-code';

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

describe('the catalogs a page needs', () => {
  const withCatalogs = {
    'src/app/routes/heroes/hero.tsx': {
      file: 'assets/hero.js',
      imports: ['_hero-card.js'],
      dynamicImports: ['src/app/routes/heroes/locales/en.po', 'src/app/routes/heroes/locales/es.po'],
    },
    '_hero-card.js': {
      file: 'assets/hero-card.js',
      dynamicImports: ['src/features/heroes/locales/es.po', 'src/locales/es.po'],
    },
    'src/app/routes/heroes/locales/es.po': { file: 'assets/es-page.js' },
    'src/features/heroes/locales/es.po': { file: 'assets/es-heroes.js' },
    'src/locales/es.po': { file: 'assets/es-shell.js' },
  };

  it("are those of its modules' areas in its language, at any depth, without the shell's", () => {
    expect(catalogFilesOf(withCatalogs, 'src/app/routes/heroes/hero.tsx', 'es')).toEqual([
      'assets/es-page.js',
      'assets/es-heroes.js',
    ]);
  });
});

describe('the files a navigation to a page fetches', () => {
  const built = {
    'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
    'src/app/start.tsx': {
      file: 'assets/start.js',
      name: 'start',
      imports: ['_shared.js'],
      dynamicImports: ['src/locales/es.po', 'src/app/routes/heroes/heroes.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/app/routes/heroes/heroes.tsx': {
      file: 'assets/heroes.js',
      imports: ['_shared.js', '_hero-card.js'],
      dynamicImports: ['src/app/routes/heroes/locales/es.po'],
    },
    '_hero-card.js': { file: 'assets/hero-card.js', dynamicImports: ['src/features/heroes/locales/es.po'] },
    'src/app/routes/heroes/locales/es.po': { file: 'assets/es-page.js' },
    'src/features/heroes/locales/es.po': { file: 'assets/es-heroes.js' },
    'src/locales/es.po': { file: 'assets/es-shell.js' },
  };

  it("are its code and its areas' catalogs in the language, together, without what every page has", () => {
    expect(navigationCodeIndex(built, 'es')).toEqual({
      'src/app/routes/heroes/heroes.tsx': [
        '/assets/heroes.js',
        '/assets/hero-card.js',
        '/assets/es-page.js',
        '/assets/es-heroes.js',
      ],
    });
  });

  it('are only its code in a language its areas have no catalog in', () => {
    expect(navigationCodeIndex(built, 'pt-BR')['src/app/routes/heroes/heroes.tsx']).toEqual([
      '/assets/heroes.js',
      '/assets/hero-card.js',
    ]);
  });
});

describe("the app's start files a page names", () => {
  const built = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_preload.js'],
      dynamicImports: ['src/app/start.tsx'],
    },
    '_preload.js': { file: 'assets/preload.js' },
    'src/app/start.tsx': { file: 'assets/start-facade.js', name: 'start', imports: ['_start.js'] },
    '_start.js': { file: 'assets/start.js', name: 'start', imports: ['_runtime.js', '_preload.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_runtime.js'] },
  };
  const sizes: Record<string, number> = {
    'assets/start-facade.js': 900,
    'assets/start.js': 400_000,
    'assets/runtime.js': 1_300,
  };

  it('are those the entry reaches only through the start, largest first, without what the entry loads itself', () => {
    expect(startCodeOf(built, (file) => sizes[file] ?? 0)).toEqual([
      'assets/start.js',
      'assets/runtime.js',
      'assets/start-facade.js',
    ]);
  });
});
