import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { matchPath } from '../packages/domain/src/routes';
import { axeOf } from './axeScans';
import { pageReady } from './pageReady';

// The page half of the accessibility audit (scripts/audit-a11y.mjs): the link walk scans each page it
// loads with axe, once per brand and language, and keeps what it found here.

/** The rule tags the audit runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const auditTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Who saw the page when it was scanned. */
export type Audience = 'visitor' | 'signedIn';

/** One scanned page view and what axe found on it, as `rule: targets` lines. */
export interface PageScan {
  key: string;
  address: string;
  audience: Audience;
  findings: string[];
  /** How long the scan took, for the audit's own cost. */
  ms: number;
}

/** The scans of one brand's server, written for the audit to collect. */
export class PageAudit {
  readonly scans: PageScan[] = [];
  axeVersion = '';
  private readonly started = new Set<string>();

  constructor(private readonly brand: string) {}

  /**
   * Scans the page in `page` unless the same page in the same language was already scanned. The key
   * is the page shown, not the address asked for: a visitor sent to log in from a signed-in page sees
   * the login page, scanned once. The signed-in walks go first, so a page both see is scanned with
   * the signed-in shell, its menu included; the visitor's walk scans the pages only visitors see.
   */
  async scan(page: Page, audience: Audience): Promise<void> {
    const shown = matchPath(new URL(page.url()).pathname);
    const key = `${shown?.page ?? 'notFound'}:${shown?.lang ?? 'none'}`;
    if (this.started.has(key)) return;
    this.started.add(key);
    // Lists fetch their data after the first paint: scan what a person reads, not the loading state.
    await pageReady(page);
    const started = Date.now();
    // Only the violations: the passes' details are most of axe's work in serialising its answer.
    const results = await axeOf(page)
      .withTags(auditTags)
      .options({ resultTypes: ['violations'] })
      .analyze();
    this.axeVersion = results.testEngine.version;
    const findings = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    this.scans.push({
      key,
      address: new URL(page.url()).pathname,
      audience,
      findings,
      ms: Date.now() - started,
    });
  }

  /** Each scan with a violation, as `address rule: targets`. */
  violations(): string[] {
    return this.scans.flatMap((scan) => scan.findings.map((finding) => `${scan.address} ${finding}`));
  }

  /** Writes the scans to `A11Y_AUDIT_DIR` when the audit asked for them (a full run, not a picked test). */
  write(): void {
    const dir = process.env.A11Y_AUDIT_DIR;
    if (dir === undefined || this.scans.length === 0) return;
    mkdirSync(dir, { recursive: true });
    const checked = this.scans.length;
    const withViolations = this.scans.filter((scan) => scan.findings.length > 0).length;
    writeFileSync(
      path.join(dir, `pages-${this.brand}.json`),
      `${JSON.stringify({ axeVersion: this.axeVersion, tags: auditTags, checked, withViolations, scans: this.scans }, null, 2)}\n`,
    );
  }
}
