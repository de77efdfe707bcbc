import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accessibilityAudit, passedAudit } from '@portal/domain';
import { describe, expect, it } from 'vitest';

// The statement reads the committed results of the last full audit (npm run audit:a11y).
const file = path.resolve(import.meta.dirname, '../../../public/accessibility-audit.json');

describe('the committed accessibility audit results', () => {
  const audit = accessibilityAudit.parse(JSON.parse(readFileSync(file, 'utf8')));

  it('should be a passing run that checked pages and stories', () => {
    expect(passedAudit(audit)).toBe(true);
    expect(audit.pages.checked).toBeGreaterThan(0);
    expect(audit.stories.checked).toBeGreaterThan(0);
  });

  it('should name the WCAG 2.2 AA rules among those run', () => {
    expect(audit.tags).toEqual(expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag22aa']));
  });
});
