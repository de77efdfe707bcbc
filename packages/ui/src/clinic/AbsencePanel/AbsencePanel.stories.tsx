import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { colleagues } from '../../examples/clinic';
import { doctorUser } from '../../examples/conversations';
import { storyWords } from '../../examples/storyWords';
import { AbsencePanel } from './AbsencePanel';

const meta = {
  title: 'Clinic/AbsencePanel',
  component: AbsencePanel,
  args: {
    state: { status: 'present' },
    draft: { startDate: null, endDate: null, substituteIds: [], note: '' },
    colleagues,
    problem: null,
    status: 'idle',
    onDraftChange: fn(),
    onSave: fn(),
    onEnd: fn(),
  },
} satisfies Meta<typeof AbsencePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not absent: the form to mark oneself absent, a colleague to choose as substitute. */
export const Present: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).conversations.clinic.absence;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Antti Mäkelä' }));
    await expect(args.onDraftChange).toHaveBeenCalledWith(
      expect.objectContaining({ substituteIds: [doctorUser.id] }),
    );
    await userEvent.click(canvas.getByRole('button', { name: words.save() }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** The last day before the first: refused in words beside the field. */
export const EndBeforeStart: Story = {
  args: {
    draft: { startDate: '2026-11-27', endDate: '2026-11-26', substituteIds: [], note: '' },
    problem: 'endBeforeStart',
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyWords(globals).conversations.clinic.absence.problems.endBeforeStart()),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  args: {
    draft: { startDate: '2026-11-26', endDate: '2026-11-28', substituteIds: [doctorUser.id], note: '' },
    status: 'saving',
  },
};

/** Absent with a substitute: the absence can be ended early. */
export const Absent: Story = {
  args: {
    state: { status: 'absent', startDate: '2026-11-26', endDate: '2026-11-28', substitutes: [doctorUser] },
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).conversations.clinic.absence;
    await expect(canvas.getByText(words.absent({ start: '26.11.2026', end: '28.11.2026' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.endAbsence() }));
    await expect(args.onEnd).toHaveBeenCalled();
  },
};

/** Saving failed. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.clinic.absence.failed())).toBeVisible();
  },
};
