// Keeps the interface's catalogs true to the code, area by area: every message the code marks is
// in each of its area's catalogs, no catalog keeps a message the code no longer has, and every
// Spanish and Portuguese message has its translation, except in the areas still being translated
// (apps/web/translation-gaps.ts). A message two areas share has one translation per language: the
// server draws every page from all catalogs merged, the browser from the page's areas, and two
// wordings of one message would draw differently there; this holds for English too, whose catalogs
// are what the browser draws. No translation keeps a merge's conflict marker, and no message writes
// a count as '#'. Prints everything it finds at once; fixed by `npm run i18n:extract` and by
// translating. Run: node --import tsx scripts/check-catalogs.ts
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { AREAS_BEING_TRANSLATED } from '../apps/web/translation-gaps.ts';

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const config = getConfig({ configPath: path.join(webDir, 'lingui.config.ts'), skipValidation: true });
const translatedLocales = config.locales.filter((locale) => locale !== config.sourceLocale);

/** An area's name as the catalog-areas plugin names it: `shell`, `features/heroes`, `app/routes/guides`. */
function areaOf(catalogPath: string): string {
  const folder = path.relative(path.join(webDir, 'src'), path.dirname(path.dirname(catalogPath)));
  return folder === '' ? 'shell' : folder.split(path.sep).join('/');
}

/**
 * A count written as `#` in a plural or ordinal form: it is written through `Intl.NumberFormat`,
 * whose first use holds a phone's main thread for a long task while the page becomes live. Counts
 * are given as a value written with `formatCount` instead.
 */
const COUNT_AS_HASH = /\{\s*\w+\s*,\s*(plural|selectordinal)\s*,[\s\S]*#/;

/** A merge's conflict marker (`<<<<<<< HEAD`, `=======`, `>>>>>>> branch`) left in a text. */
const CONFLICT_MARKER = /<{7}|>{7}|^={7}$/m;

const quote = (text: string) => JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}...` : text);

let failed = false;
const report: string[] = [];
const areas = new Set<string>();
/** Per language and message id, the translation each area gives it. */
const wordings = new Map<string, Map<string, { area: string; translation: string }>>();
for (const catalog of await getCatalogs(config)) {
  const area = areaOf(catalog.path);
  areas.add(area);
  const inCode = (await catalog.collect()) ?? {};
  const saved = await catalog.readAll();
  const lines: string[] = [];
  const mayLack = AREAS_BEING_TRANSLATED.includes(area);
  for (const locale of config.locales) {
    const messages = saved[locale] ?? {};
    const missing = Object.keys(inCode).filter((id) => !messages[id] || messages[id].obsolete);
    const unused = Object.keys(messages).filter((id) => !inCode[id]);
    for (const id of missing)
      lines.push(`  ${locale}: not in the catalog: ${quote(inCode[id]?.message ?? id)}`);
    for (const id of unused)
      lines.push(`  ${locale}: no longer in the code: ${quote(messages[id]?.message ?? id)}`);
    if (missing.length + unused.length > 0) failed = true;
    for (const id of Object.keys(inCode)) {
      const translation = messages[id]?.translation ?? '';
      if (COUNT_AS_HASH.test(translation) || COUNT_AS_HASH.test(inCode[id]?.message ?? '')) {
        failed = true;
        lines.push(
          `  ${locale}: ${quote(inCode[id]?.message ?? id)} writes a count as '#': pass it written by formatCount`,
        );
      }
      if (!translation || !CONFLICT_MARKER.test(translation)) continue;
      failed = true;
      lines.push(
        `  ${locale}: ${quote(inCode[id]?.message ?? id)} keeps a merge's conflict marker: ${quote(translation)}`,
      );
    }
    const seen = wordings.get(locale) ?? new Map<string, { area: string; translation: string }>();
    wordings.set(locale, seen);
    for (const id of Object.keys(inCode)) {
      const translation = messages[id]?.translation;
      if (!translation) continue;
      const earlier = seen.get(id);
      if (!earlier) seen.set(id, { area, translation });
      else if (earlier.translation !== translation) {
        failed = true;
        lines.push(
          `  ${locale}: ${quote(inCode[id]?.message ?? id)} is ${quote(translation)} here but ${quote(earlier.translation)} in ${earlier.area}: word it once, or give each a context`,
        );
      }
    }
    if (!translatedLocales.includes(locale)) continue;
    const untranslated = Object.keys(inCode).filter((id) => messages[id] && !messages[id].translation);
    if (untranslated.length === 0) continue;
    if (!mayLack) failed = true;
    lines.push(
      `  ${locale}: ${untranslated.length} without a translation${mayLack ? ' (area still being translated)' : ''}:`,
      ...untranslated
        .slice(0, mayLack ? 3 : untranslated.length)
        .map((id) => `    ${quote(inCode[id]?.message ?? id)}`),
      ...(mayLack && untranslated.length > 3 ? [`    … and ${untranslated.length - 3} more`] : []),
    );
  }
  if (lines.length > 0) report.push(`${area} (${path.relative(webDir, catalog.path)}):`, ...lines);
}

for (const area of AREAS_BEING_TRANSLATED) {
  if (!areas.has(area)) {
    report.push(`translation-gaps.ts names an area that does not exist: ${area}`);
    failed = true;
  }
}

if (report.length > 0) console.log(report.join('\n'));
if (failed) {
  console.error(
    '\nThe catalogs do not match the code: run `npm run i18n:extract`, then translate what is missing.',
  );
  process.exit(1);
}
console.log(`Catalogs match the code in ${areas.size} areas.`);
