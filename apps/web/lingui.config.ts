import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_CODES } from '../../packages/shared/src/i18n/languages';

// Messages are extracted from the code into one catalog per language (npm run i18n:extract);
// the build compiles the catalogs (@lingui/vite-plugin), so compiled files are never committed.
const config: LinguiConfig = {
  locales: [...LANGUAGE_CODES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};

export default config;
