/**
 * The code of the page the server drew, named in the page so the browser fetches it all at once
 * after first paint instead of discovering it one import at a time (each level a round trip on a
 * phone's network).
 */

/** What a build manifest says of one source module. */
export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/**
 * The files a page module needs, itself first, then everything it imports, each once, leaving out
 * those `loaded` names (the app's start chunk, which the page loads anyway).
 */
export function codeFilesOf(
  manifest: Record<string, ManifestChunk>,
  moduleKey: string,
  loaded: ReadonlySet<string>,
): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return files;
}

/**
 * The files of the area catalogs (in one language) that a module and everything it imports load
 * as they start, leaving out the shell's catalog, which the app loads itself.
 */
export function catalogFilesOf(
  manifest: Record<string, ManifestChunk>,
  moduleKey: string,
  language: string,
): string[] {
  const catalogs = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.dynamicImports ?? [])
      if (imported.endsWith(`/locales/${language}.po`) && imported !== `src/locales/${language}.po`)
        catalogs.add(imported);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return [...catalogs].flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [file] : [];
  });
}

/** The module key under which the catalogs of the areas the app's start loads are named. */
export const START_CATALOGS = 'start';

/** The page-code key of the area catalogs a module loads in one language. */
export function catalogKey(moduleKey: string, language: string): string {
  return `${moduleKey}@${language}`;
}

/** The route id of a page route: its module under src/app, then `#` and a name where one module serves several routes. */
export function pageModuleKey(routeId: string): string | null {
  if (!routeId.startsWith('routes/')) return null;
  return `src/app/${routeId.split('#')[0]}.tsx`;
}

/** The files of the app's start (the entry and the start chunk, with everything they import): every page has them. */
export function startFilesOf(manifest: Record<string, ManifestChunk & { isEntry?: boolean; name?: string }>) {
  const startKeys = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry || manifest[key]?.name === 'start',
  );
  return { startKeys, files: new Set(startKeys.flatMap((key) => codeFilesOf(manifest, key, new Set()))) };
}

/** The page-code key of the app's start files the entry does not load itself. */
export const START_CODE = 'start-code';

/**
 * The app's start files the entry reaches only through its dynamic import (the start chunk and
 * what it imports), largest first: named in the page so they are asked for at once, not found
 * one import after another, and the largest, the longest on a slow network, goes first.
 */
export function startCodeOf(
  manifest: Record<string, ManifestChunk & { isEntry?: boolean; name?: string }>,
  sizeOf: (file: string) => number,
): string[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryFiles = new Set(entryKeys.flatMap((key) => codeFilesOf(manifest, key, new Set())));
  const { startKeys } = startFilesOf(manifest);
  const files = new Set(
    startKeys
      .filter((key) => !manifest[key]?.isEntry)
      .flatMap((key) => codeFilesOf(manifest, key, entryFiles)),
  );
  return [...files].sort((a, b) => sizeOf(b) - sizeOf(a));
}

/**
 * For each page module, every file a navigation to it fetches in one language: its code and its
 * areas' catalogs, without the start's files. Asked for together, the catalogs no longer wait for
 * the code that imports them.
 */
export function navigationCodeIndex(
  manifest: Record<string, ManifestChunk & { isEntry?: boolean; name?: string }>,
  language: string,
): Record<string, string[]> {
  const { files: loaded } = startFilesOf(manifest);
  return Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => key.startsWith('src/app/routes/') && key.endsWith('.tsx'))
      .map((key) => [
        key,
        [...codeFilesOf(manifest, key, loaded), ...catalogFilesOf(manifest, key, language)].map(
          (file) => `/${file}`,
        ),
      ]),
  );
}
