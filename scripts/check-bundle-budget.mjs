// Fails when the JavaScript a visitor downloads before the home page can run
// (the entry script and every chunk index.html preloads) exceeds the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = new Set();
for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) scripts.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) scripts.add(match[1]);
if (scripts.size === 0) {
  console.error('No entry script found in apps/web/dist/index.html');
  process.exit(1);
}
let total = 0;
for (const src of scripts) {
  const bytes = gzipSync(readFileSync(path.join(dist, src.replace(/^\//, ''))), { level: 9 }).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${src}`);
}
const totalKb = total / 1024;
console.log(`Initial JavaScript of the home page: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error('Over budget: move heavy code behind a lazy route or a dynamic import.');
  process.exit(1);
}
