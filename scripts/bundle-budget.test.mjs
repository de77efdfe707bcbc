// The byte budget check over a built app of known files: `node --test scripts/bundle-budget.test.mjs`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { measure, overBudget } from './bundle-budget.mjs';

// Random bytes do not compress, so a file's compressed size is about its raw size.
const kb = (n) => randomBytes(n * 1000);

let dist;
before(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-budget-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const files = {
    'assets/index.js': kb(20),
    'assets/react.js': kb(30),
    'assets/index.css': kb(5),
    'assets/fi.js': kb(8),
    'assets/sv.js': kb(9),
    'assets/ListPages.js': kb(12),
    'assets/ReservePage.js': kb(60),
    'assets/form.js': kb(4),
    'assets/Field.js': kb(6),
    'assets/popover.js': kb(3),
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '../i18n/src/languages/fi.ts': { file: 'assets/fi.js', isDynamicEntry: true },
    '../i18n/src/languages/sv.ts': { file: 'assets/sv.js', isDynamicEntry: true },
    'src/pages/ListPages.tsx': {
      file: 'assets/ListPages.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_form.js'],
      dynamicImports: ['src/parts/Field.tsx'],
    },
    // A part only the list page asks for: what the list page brought is there before it.
    'src/parts/Field.tsx': {
      file: 'assets/Field.js',
      isDynamicEntry: true,
      imports: ['src/pages/ListPages.tsx', '_form.js', '_popover.js'],
    },
    '_popover.js': { file: 'assets/popover.js' },
    'src/pages/ReservePage.tsx': {
      file: 'assets/ReservePage.js',
      isDynamicEntry: true,
      imports: ['_form.js'],
    },
    '_form.js': { file: 'assets/form.js' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
after(() => rmSync(dist, { recursive: true, force: true }));

const near = (actual, expected) =>
  assert.ok(Math.abs(actual - expected) < 200, `${actual} is not about ${expected}`);

describe('measure', () => {
  it('should count the entry, its static imports and the largest language as the initial JavaScript', () => {
    const figures = measure(dist);
    assert.deepEqual(figures.initialJs.files, ['assets/index.js', 'assets/react.js', 'assets/sv.js']);
    near(figures.initialJs.size.brotli, 59_000);
    assert.deepEqual(figures.initialCss.files, ['assets/index.css']);
  });

  it('should count for a page chunk only what the first page has not loaded', () => {
    const list = measure(dist).routes.find((route) => route.name === 'src/pages/ListPages.tsx');
    assert.deepEqual(list.files, ['assets/ListPages.js', 'assets/form.js']);
    near(list.size.brotli, 16_000);
  });

  it('should count for a part only what the chunks that ask for it have not loaded', () => {
    const field = measure(dist).routes.find((route) => route.name === 'src/parts/Field.tsx');
    assert.deepEqual(field.files, ['assets/Field.js', 'assets/popover.js']);
    near(field.size.brotli, 9_000);
  });
});

describe('overBudget', () => {
  it('given budgets above every figure, should find nothing', () => {
    assert.deepEqual(overBudget(measure(dist), { initialJsKb: 70, initialCssKb: 6, routeChunkKb: 70 }), []);
  });

  it('given too small a budget for the first page, should name its JavaScript and CSS', () => {
    const problems = overBudget(measure(dist), { initialJsKb: 50, initialCssKb: 4, routeChunkKb: 70 });
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^initial JavaScript is 59\.\d KB, over 50 KB$/);
    assert.match(problems[1], /^initial CSS is 5\.\d KB, over 4 KB$/);
  });

  it('given a page chunk past 50 KB, should name that page', () => {
    const problems = overBudget(measure(dist), { initialJsKb: 70, initialCssKb: 6, routeChunkKb: 50 });
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^src\/pages\/ReservePage\.tsx adds 64\.\d KB, over 50 KB$/);
  });
});

describe('the command', () => {
  const check = (...args) =>
    spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'bundle-budget.mjs'), '--check', '--dist', dist, ...args],
      {
        encoding: 'utf8',
      },
    );

  it('given a build within its budget, should succeed', () => {
    const result = check('--initial-js-kb', '70', '--initial-css-kb', '6', '--route-chunk-kb', '70');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /within the byte budget/);
  });

  it('given too small a budget, should fail and say what is over it', () => {
    const result = check('--initial-js-kb', '1', '--initial-css-kb', '6', '--route-chunk-kb', '70');
    assert.equal(result.status, 1);
    assert.match(result.stderr, /initial JavaScript is 59\.\d KB, over 1 KB/);
  });
});
