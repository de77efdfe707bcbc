import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { fieldWidths } from '../field/field.css';
import { useWords } from '../i18n';
import { Select, type SelectProps } from './Select';

const specialties = ['generalPractice', 'nurse', 'physiotherapy', 'dermatology', 'paediatrics'] as const;
type Specialty = (typeof specialties)[number];

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<
  SelectProps<Specialty>,
  'defaultValue' | 'isDisabled' | 'isRequired' | 'width' | 'onChange'
> & {
  /** Show an error under the label. */
  invalid?: boolean;
};

function SpecialtySelect({ invalid = false, ...args }: Args) {
  const words = useWords().components;
  return (
    <Select<Specialty>
      label={words.examples.specialty()}
      placeholder={words.select.placeholder()}
      options={specialties.map((value) => ({ value, label: words.examples.specialties[value]() }))}
      errorMessage={invalid ? words.examples.required() : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Components/Select',
  component: SpecialtySelect,
  args: { width: 'medium', isDisabled: false, isRequired: false, invalid: false, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
} satisfies Meta<typeof SpecialtySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = { args: { defaultValue: 'nurse' } };

/** Opened from the keyboard, as a person without a mouse does, before the picture. */
export const Open: Story = {
  args: { defaultValue: 'nurse' },
  play: async ({ userEvent, globals, args, step }) => {
    const words = storyWords(globals).components.examples;
    await step('open the list with the keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
    });
    const chosen = await screen.findByRole('option', { name: words.specialties.nurse() });
    await waitFor(() => expect(chosen).toHaveFocus());
    await step('move down and choose', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
    });
    await expect(args.onChange).toHaveBeenCalledWith('physiotherapy');
    await step('open it again to show the choice', async () => {
      await userEvent.keyboard('{ArrowDown}');
    });
    await screen.findByRole('listbox');
  },
};

export const Invalid: Story = { args: { invalid: true, isRequired: true } };

export const Disabled: Story = { args: { defaultValue: 'nurse', isDisabled: true } };
