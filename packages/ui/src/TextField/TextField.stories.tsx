import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { fieldWidths } from '../field/field.css';
import { useWords } from '../i18n';
import { TextField, type TextFieldProps } from './TextField';

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<
  TextFieldProps,
  'width' | 'isRequired' | 'isDisabled' | 'defaultValue' | 'maxLength' | 'onChange'
> & {
  /** Show the e-mail error. */
  invalid?: boolean;
};

function EmailField({ invalid = false, ...args }: Args) {
  const words = useWords().components.examples;
  return (
    <TextField
      label={words.email()}
      description={words.emailDescription()}
      errorMessage={invalid ? words.emailInvalid() : undefined}
      type="email"
      autoComplete="email"
      {...args}
    />
  );
}

const meta = {
  title: 'Components/TextField',
  component: EmailField,
  args: { width: 'full', isRequired: false, isDisabled: false, invalid: false, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const words = storyWords(globals).components.examples;
    await step('type an e-mail address', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: words.email() }), 'maija@example.fi');
    });
    await expect(args.onChange).toHaveBeenLastCalledWith('maija@example.fi');
  },
};

export const Filled: Story = { args: { defaultValue: 'maija.virtanen@example.fi' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { defaultValue: 'maija@', invalid: true, isRequired: true },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.examples;
    const box = canvas.getByRole('textbox', { name: words.email() });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`${words.emailDescription()} ${words.emailInvalid()}`);
  },
};

export const Disabled: Story = { args: { defaultValue: 'maija.virtanen@example.fi', isDisabled: true } };

/** A short box with a hard limit: five digits of a postal code. */
export const ShortWithMaxLength: Story = {
  args: { width: 'short', maxLength: 5 },
  play: async ({ canvas, userEvent, globals }) => {
    const box = canvas.getByRole('textbox', { name: storyWords(globals).components.examples.email() });
    await userEvent.type(box, '0010099');
    await expect(box).toHaveValue('00100');
  },
};

export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};

/** Every state side by side; a taller screen, so that the whole grid is in the picture. */
export const AllStates: Story = {
  globals: { viewport: { value: 'medium' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: '24px', maxWidth: '28rem' }}>
      <EmailField {...args} />
      <EmailField {...args} defaultValue="maija.virtanen@example.fi" isRequired />
      <EmailField {...args} defaultValue="maija@" invalid />
      <EmailField {...args} defaultValue="maija.virtanen@example.fi" isDisabled />
      {fieldWidths.map((width) => (
        <EmailField key={width} {...args} width={width} />
      ))}
    </div>
  ),
};
