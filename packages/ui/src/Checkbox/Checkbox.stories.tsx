import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<CheckboxProps, 'defaultSelected' | 'isIndeterminate' | 'isDisabled' | 'onChange'> & {
  /** Show the error of unaccepted terms. */
  invalid?: boolean;
};

function AcceptTerms({ invalid = false, ...args }: Args) {
  const words = useWords().components.examples;
  return (
    <Checkbox errorMessage={invalid ? words.acceptTermsError() : undefined} {...args}>
      {words.acceptTerms()}
    </Checkbox>
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: AcceptTerms,
  args: { defaultSelected: false, isIndeterminate: false, isDisabled: false, invalid: false, onChange: fn() },
} satisfies Meta<typeof AcceptTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: storyWords(globals).components.examples.acceptTerms(),
    });
    await step('check with the keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard(' ');
    });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true } };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.examples;
    const checkbox = canvas.getByRole('checkbox', { name: words.acceptTerms() });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(words.acceptTermsError());
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledChecked: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};
