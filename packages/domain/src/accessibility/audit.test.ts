import { describe, expect, it } from 'vitest';
import { type AccessibilityAudit, accessibilityAudit, passedAudit } from './audit';

const clean: AccessibilityAudit = {
  checkedOn: '2026-11-25',
  axeVersion: '4.11.0',
  tags: ['wcag2a', 'wcag2aa', 'wcag22aa'],
  pages: { checked: 120, withViolations: 0 },
  stories: { checked: 600, withViolations: 0 },
  violations: 0,
};

describe('passedAudit', () => {
  it('should pass a check without violations', () => {
    expect(passedAudit(clean)).toBe(true);
  });

  it('should fail a check with a page that had one', () => {
    expect(passedAudit({ ...clean, pages: { checked: 120, withViolations: 1 }, violations: 2 })).toBe(false);
  });
});

describe('accessibilityAudit', () => {
  it('should refuse a results file without a date', () => {
    expect(accessibilityAudit.safeParse({ ...clean, checkedOn: 'yesterday' }).success).toBe(false);
  });
});
