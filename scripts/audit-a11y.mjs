// `npm run audit:a11y`: the accessibility audit that the accessibility statement reports. axe scans every
// story (the story tests, which scan each story anyway) and every page in both brands and three
// languages, signed in and not (the end-to-end link walk, which loads each page anyway); this script
// runs both with A11Y_AUDIT_DIR set, so that they keep what they found, then collects the figures into
// packages/app/public/accessibility-audit.json, the file the statement reads, and fails on any
// violation. `--collect` only collects: `npm test` runs the two steps itself and collects after them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, root, run, step } from './lib.mjs';

// Not under test-results: Playwright empties that folder when it starts, after the story tests wrote.
export const auditDir = path.join(root, '.a11y-audit');
const brands = ['general', 'children'];
const published = [
  // The committed copy, which every build serves (docs/decisions: the audit's results are committed).
  path.join(root, 'packages/app/public/accessibility-audit.json'),
  // The built app's copy, so that a server started from this build shows this run at once.
  path.join(root, 'packages/app/dist/accessibility-audit.json'),
];

function readPart(name) {
  const file = path.join(auditDir, name);
  if (!existsSync(file)) {
    console.error(`✖ ${path.relative(root, file)} is missing: the audit's ${name} part did not run in full.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The day in Helsinki, `yyyy-mm-dd`. */
function today() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());
}

function collect() {
  const stories = readPart('stories.json');
  const pages = brands.map((brand) => readPart(`pages-${brand}.json`));
  const pageFindings = pages.flatMap((part) =>
    part.scans.flatMap((scan) => scan.findings.map((finding) => `${scan.address} ${finding}`)),
  );
  const storyFindings = stories.violations.flatMap((story) =>
    story.violations.map((id) => `${story.id} ${id}`),
  );
  const audit = {
    checkedOn: today(),
    axeVersion: pages[0].axeVersion,
    tags: pages[0].tags,
    pages: {
      checked: pages.reduce((sum, part) => sum + part.checked, 0),
      withViolations: pages.reduce((sum, part) => sum + part.withViolations, 0),
    },
    stories: { checked: stories.checked, withViolations: stories.withViolations },
    violations: pageFindings.length + storyFindings.length,
  };
  if (stories.axeVersion !== audit.axeVersion)
    console.warn(
      `The stories were scanned with axe ${stories.axeVersion}, the pages with ${audit.axeVersion}.`,
    );
  // Short arrays on one line, as the formatter (biome) writes them, so that a run leaves it content.
  const text = `${JSON.stringify(audit, null, 2).replace(
    /\[\n\s+([^[\]{}]*?)\n\s+\]/g,
    (_, inner) => `[${inner.split(/,\n\s+/).join(', ')}]`,
  )}\n`;
  for (const file of published) {
    if (!existsSync(path.dirname(file))) continue;
    writeFileSync(file, text);
  }
  const axeSeconds =
    pages.flatMap((part) => part.scans).reduce((sum, scan) => sum + (scan.ms ?? 0), 0) / 1000;
  console.log(
    `Accessibility audit ${audit.checkedOn}, axe ${audit.axeVersion}: ${audit.pages.checked} page views ` +
      `(${audit.pages.withViolations} with violations), ${audit.stories.checked} stories ` +
      `(${audit.stories.withViolations} with violations). The page scans took ${Math.round(axeSeconds)} s ` +
      'of the link walk (in three tabs at once).',
  );
  if (audit.violations > 0) {
    console.error(`✖ ${audit.violations} violations:\n${[...pageFindings, ...storyFindings].join('\n')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--collect')) {
    rmSync(auditDir, { recursive: true, force: true });
    mkdirSync(auditDir, { recursive: true });
    const env = {
      A11Y_AUDIT_DIR: auditDir,
      NODE_OPTIONS: `--import=${new URL('./node20-polyfills.mjs', import.meta.url).href}`,
    };
    step('Stories: play functions and axe scans');
    run('npx', ['vitest', 'run', '--config', 'packages/ui/vitest.storybook.config.ts'], { env });
    build();
    step('Pages: the link walk in both brands and three languages, with axe');
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', 'e2e/links.spec.ts'], {
      env: { A11Y_AUDIT_DIR: auditDir },
    });
  }
  step('Accessibility audit: collecting the figures');
  collect();
}
