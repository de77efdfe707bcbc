import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ToastProvider } from '../../Toast';
import { ReasonForVisit } from './ReasonForVisit';

const meta = {
  title: 'Appointments/ReasonForVisit',
  component: ReasonForVisit,
  args: { value: 'Kurkkukipu ja kuumetta kolme päivää', onChange: fn(), onSave: fn(), state: 'idle' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ReasonForVisit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed and ready to save; the counter counts. */
export const Idle: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).ownAppointments.reason;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('35 / 300')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: LL.save() }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Empty: nothing to save. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.reason;
    await expect(within(canvasElement).getByRole('button', { name: LL.save() })).toBeDisabled();
  },
};

/** Past 300 characters: 'Character limit exceeded', and no saving. */
export const TooLong: Story = {
  render: (args) => {
    const [value, setValue] = useState('x'.repeat(301));
    return <ReasonForVisit {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.reason;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.tooLong())).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.save() })).toBeDisabled();
  },
};

/** The save call is running. */
export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.reason;
    await expect(within(canvasElement).getByRole('button', { name: LL.saving() })).toHaveAttribute(
      'data-busy',
    );
  },
};

/** Saved: the success toast, which closes after 5 s. */
export const Success: Story = {
  args: { state: 'success' },
  play: async ({ globals }) => {
    const LL = storyWords(globals).ownAppointments.reason;
    await expect(await screen.findByText(LL.saved())).toBeVisible();
  },
};

/** The save failed: the message above the button, and the text stays to save again. */
export const Failure: Story = {
  args: { state: 'failure' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.reason;
    await expect(within(canvasElement).getByText(LL.failed())).toBeVisible();
  },
};
