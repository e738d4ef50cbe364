// Fails when the JavaScript a visitor downloads before the home page is live
// (the entry script, the app it starts once the page has painted, the chunks
// they import, the home route's own chunk with its imports, and the English
// catalogs the app and those modules load before it hydrates) exceeds the budget. Reads Vite's
// build manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// React DOM, React Router, TanStack Query and React are about 109 KB of it (decision 132);
// the translation runtime and the English catalog of the shell, home, heroes and hero pages were
// 7.1 KB when they came (150.2 of 154 KB before; decision 205). With every screen translated it
// came to 161.2; the home page then stopped loading the tier list's texts, the comment and rich-text
// texts left the shell's catalog, and the page's dates are drawn by the platform instead of a date
// library: 153.3, 3.1 KB over the site before translations; the start of navigations' preloading
// (lib/navigation-code.ts) brought it to 153.7. Icons drawn from fixed markup took 0.8 off; the
// texts the pseudo-language sweep found outside the catalogs, and shared messages read in the
// page's language, put 2 back: 154.9, 4.7 KB over the site before translations. Naming the
// toaster's region in the page's language (the toaster's own chunk, loaded once wanted): 155.3;
// asking for the page's code a few files per task instead of all in one long task: 155.4; pages
// drawn once for every member (the session asked once live, its members' parts waiting for it;
// asking their own parts again is a chunk of its own): 155.7. Counts in messages written by the
// app's own formatCount rather than the platform's number formatter, whose first use held a phone's
// main thread while the page went live (the home page now loads lib/numbers): 156.0, budget 156.1.
const BUDGET_KB = 156.1;
const HOME_ROUTE = 'src/app/routes/home.tsx';
const ENGLISH_CATALOG = 'src/locales/en.po';
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
  // The English catalogs of the areas these modules belong to, loaded as they start.
  for (const imported of chunk.dynamicImports ?? [])
    if (imported.endsWith('/locales/en.po')) collect(imported);
}
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
// The chunk named 'start' in vite.config.ts: the app the entry loads once the page has painted.
const APP_START = Object.keys(manifest).find((key) => manifest[key].name === 'start');
if (entries.length === 0 || !manifest[HOME_ROUTE] || !manifest[APP_START] || !manifest[ENGLISH_CATALOG]) {
  console.error(
    `The build manifest has no entry, no start chunk, no ${HOME_ROUTE} or no ${ENGLISH_CATALOG} chunk.`,
  );
  process.exit(1);
}
for (const key of [...entries, APP_START, HOME_ROUTE, ENGLISH_CATALOG]) collect(key);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = total / 1024;
console.log(`Initial JavaScript of the home page: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error('Over budget: move heavy code behind a lazy route or a dynamic import.');
  process.exit(1);
}
