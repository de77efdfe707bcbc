import type { AccessibilityAudit } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { AccessibilityStatementView } from './AccessibilityStatementView';

const audit: AccessibilityAudit = {
  checkedOn: '2026-11-16',
  axeVersion: '4.11.0',
  tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  pages: { checked: 312, withViolations: 0 },
  stories: { checked: 640, withViolations: 0 },
  violations: 0,
};

const meta = {
  title: 'Pages/Accessibility statement',
  component: AccessibilityStatementView,
  parameters: { fullPage: true },
  args: { results: { status: 'loaded', audit } },
} satisfies Meta<typeof AccessibilityStatementView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statement with the figures of a clean check, for a visitor. */
export const Passed: Story = {
  parameters: { pageShot: true },
  decorators: [inShell({ page: 'accessibility' })],
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.accessibility.check;
    await expect(canvas.getByText(words.text({ date: '16.11.2026', version: '4.11.0' }))).toBeVisible();
    await expect(canvas.getByText(words.pages({ checked: 312, failed: 0 }))).toBeVisible();
    await expect(canvas.getByText(words.passed())).toBeVisible();
  },
};

/** A check that found violations says how many. */
export const Failed: Story = {
  decorators: [inShell({ page: 'accessibility' })],
  args: {
    results: {
      status: 'loaded',
      audit: { ...audit, pages: { checked: 312, withViolations: 2 }, violations: 3 },
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.accessibility.check;
    await expect(canvas.getByText(words.failed({ violations: 3 }))).toBeVisible();
  },
};

/** While the results are read. */
export const Loading: Story = {
  decorators: [inShell({ page: 'accessibility' })],
  args: { results: { status: 'loading' } },
};

/** The results file could not be read: the statement stands, without figures. */
export const ResultsUnavailable: Story = {
  decorators: [inShell({ page: 'accessibility', signedIn: true })],
  args: { results: { status: 'unavailable' } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.accessibility;
    await expect(canvas.getByText(words.check.missing())).toBeVisible();
    await expect(canvas.getByRole('heading', { name: words.authority.heading() })).toBeVisible();
  },
};
