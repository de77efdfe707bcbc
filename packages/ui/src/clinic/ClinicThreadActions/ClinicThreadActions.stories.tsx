import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { clinicViewerId, takenThread, unassignedThread } from '../../examples/clinic';
import { storyWords } from '../../examples/storyWords';
import { ClinicThreadActions } from './ClinicThreadActions';

const meta = {
  title: 'Clinic/ClinicThreadActions',
  component: ClinicThreadActions,
  args: { thread: unassignedThread, viewerId: clinicViewerId, status: 'idle', onTake: fn(), onClose: fn() },
} satisfies Meta<typeof ClinicThreadActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No one handles it: take it or close it. */
export const Unassigned: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).conversations.clinic.thread;
    await expect(canvas.getByText(words.unassigned())).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.take() }));
    await expect(args.onTake).toHaveBeenCalled();
  },
};

/** Mine already: only closing is left. */
export const AssignedToMe: Story = {
  args: { thread: takenThread },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).conversations.clinic.thread;
    await expect(canvas.getByText(words.assignedTo({ name: 'Helena Saarinen' }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: words.take() })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: words.close() }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Taking: Story = { args: { status: 'taking' } };

/** A closed conversation: nothing to do. */
export const Closed: Story = {
  args: { thread: { ...takenThread, isActive: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyWords(globals).conversations.clinic.thread.actionFailed()),
    ).toBeVisible();
  },
};
