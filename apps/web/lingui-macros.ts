import path from 'node:path';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';

/**
 * The message macros (`@lingui/react/macro`, `@lingui/core/macro`) compiled by Babel, only in the
 * files that import them; every other file skips Babel. The build and the tests use it, from any
 * working folder.
 */
export function linguiMacros() {
  const linguiConfig = getConfig({ configPath: path.join(import.meta.dirname, 'lingui.config.ts') });
  return babel({
    presets: [
      {
        preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      },
    ],
  });
}
