import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = path.resolve(import.meta.dirname, '../../..');
const examples = import.meta.dirname;
const importPattern = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/**
 * Every source file of the packages that ships: no tests, no stories, no test data (`testData.ts`
 * beside a page's tests), not the examples themselves.
 */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || full === examples ? [] : productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|^testData\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

function importsExamples(file: string): boolean {
  for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    if (spec === '@portal/ui/examples') return true;
    if (spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(examples)) return true;
  }
  return false;
}

describe('the shared examples', () => {
  it('should be imported by tests and stories only, never by code that ships', () => {
    const sources = readdirSync(packages).flatMap((name) => {
      try {
        return productionFiles(path.join(packages, name, 'src'));
      } catch {
        return [];
      }
    });

    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter(importsExamples).map((file) => path.relative(packages, file))).toEqual([]);
  });
});
