// Keeps the layout's two import rules: a web feature never
// imports another feature (pages in app/routes compose them), and the shared
// package never imports either app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'apps/web/src/features');
const problems = [];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

function importsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1],
  );
}

for (const file of sourceFiles(featuresDir)) {
  const feature = path.relative(featuresDir, file).split(path.sep)[0];
  for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
    const target = path.resolve(path.dirname(file), specifier);
    const relative = path.relative(featuresDir, target);
    if (!relative.startsWith('..') && relative.split(path.sep)[0] !== feature) {
      problems.push(`${path.relative(root, file)} imports another feature: ${specifier}`);
    }
  }
}
for (const file of sourceFiles(path.join(root, 'packages/shared/src'))) {
  for (const specifier of importsOf(file)) {
    if (
      specifier.includes('apps/') ||
      specifier.startsWith('@haven/server') ||
      specifier.startsWith('@haven/web')
    ) {
      problems.push(`${path.relative(root, file)} imports an app: ${specifier}`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Import boundaries hold.');
