import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** What the a11y addon puts in a story test's `meta().reports` after its axe scan. */
interface A11yReport {
  type: string;
  status?: string;
  result?: { testEngine?: { version?: string }; violations?: { id: string }[] };
}

function a11yReport(testCase: TestCase): A11yReport | undefined {
  const reports = (testCase.meta() as { reports?: A11yReport[] }).reports ?? [];
  return reports.find((report) => report.type === 'a11y');
}

/**
 * The story half of the accessibility audit (scripts/audit-a11y.mjs). The story tests scan every story
 * with axe already; this reporter keeps what those scans found, in `dir/stories.json`, so the audit
 * counts them without scanning the stories again. A story whose scan is off (with its reason) is not
 * counted as checked.
 */
export class AxeReporter implements Reporter {
  private readonly stories: { id: string; violations: string[] }[] = [];
  private axeVersion = '';

  constructor(private readonly dir: string) {}

  onTestCaseResult(testCase: TestCase) {
    const report = a11yReport(testCase);
    if (report?.result === undefined) return;
    this.axeVersion = report.result.testEngine?.version ?? this.axeVersion;
    const id = (testCase.meta() as { storyId?: string }).storyId ?? testCase.fullName;
    this.stories.push({ id, violations: (report.result.violations ?? []).map((v) => v.id) });
  }

  onTestRunEnd() {
    mkdirSync(this.dir, { recursive: true });
    const withViolations = this.stories.filter((story) => story.violations.length > 0);
    writeFileSync(
      path.join(this.dir, 'stories.json'),
      `${JSON.stringify(
        {
          axeVersion: this.axeVersion,
          checked: this.stories.length,
          withViolations: withViolations.length,
          violations: withViolations,
        },
        null,
        2,
      )}\n`,
    );
  }
}
