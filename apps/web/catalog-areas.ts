import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGE_CODES } from '../../packages/shared/src/i18n/languages';

const MACRO_IMPORT = /@lingui\/(core|react)\/macro/;
const AREA_MODULE = 'virtual:catalog-area/';
const SOURCE_DIR = path.join(import.meta.dirname, 'src');

/**
 * The components folders with a catalog of their own: parts of some pages only. The others (ui,
 * reports) serve the layout every page draws, and their messages are the shell's.
 */
export const COMPONENT_AREAS = ['comments', 'emoticons', 'mentions', 'rich-text'];

const AREA_PATTERN = new RegExp(
  `^(features/[^/]+|app/routes/[^/]+|components/(?:${COMPONENT_AREAS.join('|')}))/.`,
);

/**
 * The area whose catalog holds a module's messages (as lingui.config.ts divides them): a feature's
 * folder, a page folder or one of COMPONENT_AREAS; null for the shell, whose catalog the app loads
 * at its start.
 */
export function catalogAreaOf(file: string): string | null {
  const relative = path
    .relative(SOURCE_DIR, file.split('?')[0] ?? file)
    .split(path.sep)
    .join('/');
  const match = AREA_PATTERN.exec(relative);
  return match?.[1] ?? null;
}

/**
 * Each module that has messages first imports its area's catalog loader, which waits (top-level
 * await) for the page language's catalog: a page's code brings its messages with it, wherever it
 * is imported from, and no area's messages are loaded before a page needs them.
 */
export function catalogAreas(): Plugin {
  return {
    name: 'catalog-areas',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(AREA_MODULE) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${AREA_MODULE}`)) return null;
      const area = id.slice(AREA_MODULE.length + 1);
      const loaders = LANGUAGE_CODES.map((language) => {
        const file = path.join(SOURCE_DIR, area, 'locales', `${language}.po`);
        return existsSync(file) ? `${JSON.stringify(language)}: () => import(${JSON.stringify(file)})` : null;
      }).filter(Boolean);
      const i18nModule = JSON.stringify(path.join(SOURCE_DIR, 'lib/i18n.ts'));
      return `import { loadAreaCatalog } from ${i18nModule};\nawait loadAreaCatalog({ ${loaders.join(', ')} });\n`;
    },
    transform(code, id) {
      if (!MACRO_IMPORT.test(code)) return null;
      const area = catalogAreaOf(id);
      if (!area) return null;
      // On the first line, so every other line keeps its number.
      return { code: `import ${JSON.stringify(AREA_MODULE + area)};${code}`, map: null };
    },
  };
}
