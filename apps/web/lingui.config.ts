import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES } from '../../packages/shared/src/i18n/languages';
import { COMPONENT_AREAS } from './catalog-areas';

// Messages are extracted from the code (npm run i18n:extract) into one catalog per language for
// each area: the shell's (layout, components/ui, the small page modules) in src/locales, each
// feature's in its folder, each page folder's in its folder, each other components folder's
// (comments, rich text: on some pages only) in its folder. A module loads its area's catalog as
// it loads (catalog-areas.ts), so a page's first code carries only the messages it shows. The build
// compiles the catalogs (@lingui/vite-plugin): compiled files are never committed.
const config: LinguiConfig = {
  locales: [...LANGUAGE_CODES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        '<rootDir>/src/features/**/*',
        '<rootDir>/src/app/routes/*/**/*',
        ...COMPONENT_AREAS.map((name) => `<rootDir>/src/components/${name}/**/*`),
      ],
    },
    ...COMPONENT_AREAS.map((name) => ({
      path: `<rootDir>/src/components/${name}/locales/{locale}`,
      include: [`<rootDir>/src/components/${name}/`],
    })),
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    {
      path: '<rootDir>/src/app/routes/{name}/locales/{locale}',
      include: ['<rootDir>/src/app/routes/{name}/'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};

export default config;
