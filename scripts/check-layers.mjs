// Fails on an import that goes up the layers or across packages the wrong way, and on an
// import cycle inside a package. The layers (lowest first) are written in `allowed` below.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Which of our packages each package may import. */
const allowed = {
  domain: [],
  i18n: [],
  ui: ['domain', 'i18n'],
  forms: ['domain', 'i18n', 'ui'],
  app: ['domain', 'i18n', 'ui', 'forms'],
  server: ['domain', 'i18n'],
};
/** Outside packages a layer must never use: the domain stays free of React, DOM and I/O. */
const forbiddenOutside = {
  domain: [/^react/, /^node:/, /^pg$/, /^express/, /^@electric-sql/, /^drizzle/],
  i18n: [/^react-dom/, /^node:/, /^express/],
};

const sourceFile = /\.(ts|tsx|mts)$/;
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function filesUnder(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else if (sourceFile.test(entry)) out.push(full);
  }
  return out;
}

function resolveRelative(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

const problems = [];
for (const pkg of Object.keys(allowed)) {
  const pkgDir = path.join(root, 'packages', pkg);
  const graph = new Map();
  for (const file of filesUnder(path.join(pkgDir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const edges = [];
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const where = path.relative(root, file);
      if (spec.startsWith('@portal/')) {
        const target = spec.split('/')[1];
        if (target !== pkg && !allowed[pkg].includes(target))
          problems.push(`${where}: ${pkg} must not import ${spec}`);
      } else if (spec.startsWith('.')) {
        const resolved = resolveRelative(file, spec);
        if (resolved && !resolved.startsWith(pkgDir + path.sep))
          problems.push(`${where}: reaches outside its package (${spec})`);
        if (resolved && !/\.test\.tsx?$/.test(file)) edges.push(resolved);
      } else if ((forbiddenOutside[pkg] ?? []).some((re) => re.test(spec)) && !/\.test\.ts$/.test(file)) {
        problems.push(`${where}: ${pkg} must not use ${spec}`);
      }
    }
    graph.set(file, edges);
  }
  // Depth-first search for a back edge: any cycle is reported once with its path.
  const state = new Map();
  const visit = (file, trail) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...trail.slice(trail.indexOf(next)), next].map((f) => path.relative(root, f));
        problems.push(`import cycle: ${cycle.join(' -> ')}`);
      } else if (!state.has(next)) visit(next, [...trail, next]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
}

if (problems.length > 0) {
  console.error(`Layer check failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Layer check: no upward imports, no cycles.');
