import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack';
import { Button } from './Button';
import { buttonVariants } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { variant: 'primary', busy: false, isDisabled: false, onPress: fn(), children: null },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    children: { control: false },
  },
  // The words come from the dictionary of the toolbar's language: the log-out button of the header.
  render: (args, { globals }) => {
    const LL = i18nObject(globals.lang);
    return (
      <Button {...args} busyLabel={LL.shell.logout.busy()}>
        {LL.shell.logout.button()}
      </Button>
    );
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, globals, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: i18nObject(globals.lang).shell.logout.button() });
    await step('press with the mouse', async () => {
      await userEvent.click(button);
      await expect(args.onPress).toHaveBeenCalledOnce();
    });
    await step('press from the keyboard', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onPress).toHaveBeenCalledTimes(2);
    });
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Critical: Story = { args: { variant: 'critical' } };

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    const LL = i18nObject(globals.lang);
    const button = canvas.getByRole('button', { name: LL.shell.logout.busy() });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-busy');
  },
};

/** Every variant in every state, to compare them side by side. */
export const AllStates: Story = {
  render: (args, { globals }) => {
    const LL = i18nObject(globals.lang);
    return (
      <Stack space="md">
        {buttonVariants.map((variant) => (
          <Stack key={variant} direction="row" space="md" align="center" wrap>
            <Button {...args} variant={variant}>
              {LL.shell.logout.button()}
            </Button>
            <Button {...args} variant={variant} isDisabled>
              {LL.shell.logout.button()}
            </Button>
            <Button {...args} variant={variant} busy busyLabel={LL.shell.logout.busy()}>
              {LL.shell.logout.button()}
            </Button>
          </Stack>
        ))}
      </Stack>
    );
  },
};
