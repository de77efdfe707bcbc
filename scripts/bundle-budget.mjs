// The bytes a public page loads before it shows anything, and each page chunk's own bytes, measured
// from the production build and held to a budget. Bytes of a build are stable, so this is a test;
// Lighthouse scores are not, so they stay in `npm run bench:web`.
//
//   node scripts/bundle-budget.mjs            prints the figures
//   node scripts/bundle-budget.mjs --check    also fails when a figure is past its budget
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const appDist = path.join(root, 'packages', 'app', 'dist');

/**
 * Compressed kilobytes (1 KB = 1000 bytes) the build may have. The initial figures are those of the
 * build when the budget was set plus a small margin; the goal for initial JavaScript is 150 KB
 * (docs/decisions/2026-11-25-speed-lazy-parts.md). Every chunk loaded on demand counts as a page
 * chunk: a lazy page, and a part a page loads apart (`preloadable` in `@portal/ui`).
 */
export const budget = {
  initialJsKb: 150,
  initialCssKb: 5,
  routeChunkKb: 50,
};

/**
 * Chunks that hold one library a single signed-in page needs, with their own budget: the survey
 * library of the questionnaire page is about 300 KB however it is cut, and it loads on that page
 * only, never with a first page (docs/decisions/2026-11-25-lab-imaging-vaccinations-questionnaires.md).
 */
export const libraryChunkKb = {
  'SurveyRenderer.tsx': 320,
};

/** Sizes of one file as sent: raw, gzip (level 9) and brotli (quality 11), as the build writes them. */
export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

function total(sizes) {
  return sizes.reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

/** Follows a manifest chunk's static imports: the files the browser must have before it runs it. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Measures a built app folder (with `build.manifest` on): the initial load and every page chunk. */
export function measure(dist = appDist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, sizesOf(readFileSync(path.join(dist, file))));
    return sizeCache.get(file);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey === undefined) throw new Error(`${dist} has no entry chunk in its manifest`);
  const initialKeys = staticClosure(manifest, entryKey);
  const initialCss = [...new Set([...initialKeys].flatMap((key) => manifest[key].css ?? []))];
  // Each language's words are a chunk of their own that the page preloads with its first scripts;
  // the largest of them counts in the initial load.
  const languageKeys = Object.keys(manifest).filter((key) => /i18n\/src\/languages\/[a-z]+\.ts$/.test(key));
  const words = languageKeys
    .map((key) => manifest[key].file)
    .sort((a, b) => sizeOf(b).brotli - sizeOf(a).brotli)
    .slice(0, 1);
  const initialJs = [...[...initialKeys].map((key) => manifest[key].file), ...words];
  // What is loaded whenever a chunk is asked for: the first page, and what every chunk that asks for
  // it already brought with it (a part that only the list page asks for comes after the list page).
  const loadedBefore = (key) => {
    const askers = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
    const closures = askers.map((k) => staticClosure(manifest, k));
    const shared =
      closures.length === 0 ? [] : [...closures[0]].filter((k) => closures.every((c) => c.has(k)));
    return new Set([...initialKeys, ...shared]);
  };
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !languageKeys.includes(key))
    .map((key) => {
      // What opening the page adds to what is already loaded when it is asked for.
      const before = loadedBefore(key);
      const own = [...staticClosure(manifest, key)].filter((k) => !before.has(k));
      const files = [...own.map((k) => manifest[k].file), ...own.flatMap((k) => manifest[k].css ?? [])];
      return { name: key, files, size: total([...new Set(files)].map(sizeOf)) };
    });
  return {
    initialJs: { files: initialJs, size: total(initialJs.map(sizeOf)) },
    initialCss: { files: initialCss, size: total(initialCss.map(sizeOf)) },
    routes,
  };
}

/** The figures past their budget, each as a sentence; none when the build is within it. */
export function overBudget(figures, limits = budget) {
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  const problems = [];
  if (figures.initialJs.size.brotli > limits.initialJsKb * 1000)
    problems.push(
      `initial JavaScript is ${kb(figures.initialJs.size.brotli)} KB, over ${limits.initialJsKb} KB`,
    );
  if (figures.initialCss.size.brotli > limits.initialCssKb * 1000)
    problems.push(`initial CSS is ${kb(figures.initialCss.size.brotli)} KB, over ${limits.initialCssKb} KB`);
  for (const route of figures.routes) {
    const library = Object.entries(libraryChunkKb).find(([file]) => route.name.endsWith(`/${file}`));
    const allowed = library === undefined ? limits.routeChunkKb : library[1];
    if (route.size.brotli > allowed * 1000)
      problems.push(`${route.name} adds ${kb(route.size.brotli)} KB, over ${allowed} KB`);
  }
  return problems;
}

function printFigures(figures) {
  const row = (name, s) =>
    console.log(
      `${name.padEnd(48)} ${String(s.raw).padStart(9)} ${String(s.gzip).padStart(9)} ${String(s.brotli).padStart(9)}`,
    );
  console.log(`${'bytes'.padEnd(48)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  row('initial JavaScript', figures.initialJs.size);
  row('initial CSS', figures.initialCss.size);
  for (const route of figures.routes) row(route.name, route.size);
}

/** `--dist <folder>` and `--initial-js-kb <n>` (and the like) stand in for the defaults. */
function optionsOf(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  const number = (name, fallback) => (value(name) === undefined ? fallback : Number(value(name)));
  return {
    dist: value('--dist') ?? appDist,
    limits: {
      initialJsKb: number('--initial-js-kb', budget.initialJsKb),
      initialCssKb: number('--initial-css-kb', budget.initialCssKb),
      routeChunkKb: number('--route-chunk-kb', budget.routeChunkKb),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { dist, limits } = optionsOf(process.argv);
  const figures = measure(dist);
  printFigures(figures);
  if (process.argv.includes('--files'))
    for (const file of [...figures.initialJs.files, ...figures.initialCss.files])
      console.log(`  ${file}`, sizesOf(readFileSync(path.join(dist, file))));
  if (process.argv.includes('--check')) {
    const problems = overBudget(figures, limits);
    for (const problem of problems) console.error(`✖ ${problem}`);
    if (problems.length > 0) process.exit(1);
    console.log(
      `✓ within the byte budget (initial JavaScript ${limits.initialJsKb} KB, CSS ${limits.initialCssKb} KB, each page chunk ${limits.routeChunkKb} KB, brotli)`,
    );
  }
}
