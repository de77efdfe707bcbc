import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { type ToastDuration, toastDurationNames } from './durations';
import { type ToastMessage, ToastProvider, type ToastTone, useToast } from './Toast';
import { toastTones } from './Toast.css';

const messages = ['saved', 'appointmentCancelled', 'conversationClosed', 'transactionPathError'] as const;
type Message = (typeof messages)[number];

interface Args {
  /** Which of the specification's messages the button shows. */
  message: Message;
  tone: ToastTone;
  duration: ToastDuration;
  /** How many times the button adds the message: more than three wait their turn. */
  count: number;
}

function ShowButton({ message, tone, duration, count }: Args) {
  const words = useWords().components.examples.toasts;
  const { show } = useToast();
  const toast: ToastMessage = { text: words[message](), tone };
  return (
    <Button
      onPress={() => {
        for (let i = 0; i < count; i++) show(toast, duration);
      }}
    >
      {words.show()}
    </Button>
  );
}

function ToastExample(args: Args) {
  return (
    <ToastProvider label={useWords().components.toast.region()}>
      <ShowButton {...args} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastExample,
  args: { message: 'saved', tone: 'success', duration: 'saved', count: 1 },
  argTypes: {
    message: { control: 'select', options: messages },
    tone: { control: 'inline-radio', options: toastTones },
    duration: { control: 'select', options: toastDurationNames },
  },
  // A person shows the toast from the keyboard; the picture is taken while it shows.
  play: async ({ userEvent, globals, args, step }) => {
    const words = storyWords(globals).components.examples.toasts;
    await step('show the message', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    const toasts = await screen.findAllByRole('alertdialog');
    await expect(toasts[0]).toHaveTextContent(words[args.message]());
    await expect(toasts).toHaveLength(Math.min(args.count, 3));
  },
} satisfies Meta<typeof ToastExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Changes saved': success, 5 seconds. */
export const Saved: Story = {};

/** The front page after a cancellation: success, 15 seconds. */
export const AppointmentCancelled: Story = {
  args: { message: 'appointmentCancelled', tone: 'success', duration: 'appointmentCancelled' },
};

/** The conversation list after closing a thread: 15 seconds. */
export const ConversationClosed: Story = {
  args: { message: 'conversationClosed', tone: 'info', duration: 'conversationClosed' },
};

/** An error of the identification path: 20 seconds. */
export const TransactionPathError: Story = {
  args: { message: 'transactionPathError', tone: 'danger', duration: 'transactionPathError' },
};

export const Warning: Story = { args: { message: 'saved', tone: 'warning', duration: 'untilClosed' } };

export const Info: Story = { args: { message: 'conversationClosed', tone: 'info', duration: 'default' } };

/** Four at once: three show, the fourth waits for one to close. */
export const Several: Story = { args: { count: 4 } };

/** Closed by its close button before its time. */
export const ClosedByItsButton: Story = {
  play: async ({ userEvent, step }) => {
    await step('show the message', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    const toast = await screen.findByRole('alertdialog');
    await step('close it with its button', async () => {
      await userEvent.click(toast.querySelector('button') ?? toast);
    });
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
