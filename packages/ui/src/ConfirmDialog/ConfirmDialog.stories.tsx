import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type Words = ReturnType<typeof i18nObject>;

/** The header's log-out: a button opens the question, as in the app. */
function LogOut({ LL, open: initiallyOpen, ...props }: ConfirmDialogProps & { LL: Words }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {LL.shell.logout.button()}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
        title={LL.shell.logout.confirmTitle()}
        text={LL.shell.logout.confirmText()}
        confirmLabel={LL.shell.logout.confirm()}
        cancelLabel={LL.shell.logout.cancel()}
        busyLabel={LL.shell.logout.busy()}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    busy: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: '',
    text: '',
    confirmLabel: '',
    cancelLabel: '',
  },
  argTypes: {
    title: { control: false },
    text: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
  },
  render: (args, { globals }) => <LogOut {...args} LL={i18nObject(globals.lang)} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard; focus moves into the dialog. */
export const Open: Story = {
  play: async ({ canvas, globals, userEvent, step }) => {
    const LL = i18nObject(globals.lang);
    await step('open with the keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    // The dialog is portalled into the body, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: LL.shell.logout.confirmTitle() });
    await expect(dialog).toHaveTextContent(LL.shell.logout.confirmText());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(
      canvas.getByRole('button', { name: LL.shell.logout.button(), hidden: true }),
    ).toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  play: async ({ args, globals, userEvent }) => {
    const LL = i18nObject(globals.lang);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: LL.shell.logout.confirm() }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape closes the dialog and focus returns to the button that opened it. */
export const Cancelled: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const LL = i18nObject(globals.lang);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: LL.shell.logout.button() })).toHaveFocus();
  },
};

/** Logging out: the confirm button says so and ignores presses; Escape does not close. */
export const Busy: Story = {
  args: { open: true, busy: true },
  play: async ({ args, globals, userEvent }) => {
    const LL = i18nObject(globals.lang);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-busy');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: LL.shell.logout.busy() })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
