import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { SicknessFundView } from './SicknessFundView';

const meta = {
  title: 'Pages/Sickness fund',
  component: SicknessFundView,
  parameters: { fullPage: true },
  decorators: [inShell({ page: 'sicknessFund', signedIn: true, fundMember: true })],
  args: { tab: 'overview', onTabChange: fn() },
} satisfies Meta<typeof SicknessFundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview, and the fund's own group in the member's menu. */
export const Overview: Story = {
  parameters: { pageShot: true },
  globals: { viewport: { value: 'large' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const words = storyWords(globals).sicknessFund;
    await expect(canvas.getByRole('tab', { name: words.tabs.overview() })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: words.overview.heading() })).toBeVisible();
    // The member's menu, beside the page on a large screen, has the fund's own group; the children's
    // brand has no fund (its second picture runs this again there).
    const group = canvasElement.querySelector('[data-group="sicknessFund"]');
    if (globals.brand === 'children') await expect(group).toBeNull();
    else await expect(group).not.toBeNull();
  },
};

/** The reimbursement practices: every kind of care with its own share and limits. */
export const Reimbursements: Story = {
  args: { tab: 'reimbursements' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).sicknessFund.reimbursements;
    const row = canvas.getByRole('row', { name: new RegExp(words.kinds.generalPractitioner()) });
    await expect(row).toHaveTextContent(words.ownShareEuros({ euros: 15 }));
    await expect(row).toHaveTextContent(words.maxVisitsPerYear({ visits: 12 }));
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
  },
};

/** The instructions: booking, the nurse's phone hours, the chat's hours and the certificates. */
export const Instructions: Story = {
  args: { tab: 'instructions' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).sicknessFund.instructions;
    await expect(canvas.getByText(words.nursePhone({ weekdays: '7–21', weekends: '9–18' }))).toBeVisible();
    await expect(canvas.getByText(words.chat({ weekdays: '8–20', weekends: '10–16' }))).toBeVisible();
    await expect(canvas.getByText(words.certificates({ date: '1.1.2022' }))).toBeVisible();
  },
};

/** The frequently asked questions. */
export const Faq: Story = {
  args: { tab: 'faq' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).sicknessFund.faq;
    await expect(canvas.getByRole('heading', { name: words.questions.family.question() })).toBeVisible();
  },
};

/** A tab chosen by keyboard: arrow right from the active tab asks for the next one. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).sicknessFund;
    canvas.getByRole('tab', { name: words.tabs.overview() }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('reimbursements');
  },
};
