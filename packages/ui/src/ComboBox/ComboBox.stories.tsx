import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { fieldWidths } from '../field/field.css';
import { useWords } from '../i18n';
import { ComboBox, type ComboBoxProps } from './ComboBox';

// Clinic names are data from the catalogue, written alike in every language.
const clinics = [
  { value: 'kamppi', label: 'Helsinki Kamppi' },
  { value: 'itis', label: 'Helsinki Itis' },
  { value: 'tapiola', label: 'Espoo Tapiola' },
  { value: 'tikkurila', label: 'Vantaa Tikkurila' },
  { value: 'kerava', label: 'Kerava' },
  { value: 'hyvinkaa', label: 'Hyvinkää' },
];

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<ComboBoxProps, 'defaultValue' | 'isDisabled' | 'isRequired' | 'width' | 'onChange'> & {
  /** Show an error under the label. */
  invalid?: boolean;
};

function ClinicSearch({ invalid = false, ...args }: Args) {
  const words = useWords().components;
  return (
    <ComboBox
      label={words.examples.clinic()}
      description={words.examples.clinicDescription()}
      noResultsMessage={words.select.noResults()}
      options={clinics}
      errorMessage={invalid ? words.examples.required() : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Components/ComboBox',
  component: ClinicSearch,
  args: { width: 'medium', isDisabled: false, isRequired: false, invalid: false, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
} satisfies Meta<typeof ClinicSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typing narrows the list; the arrow keys and Enter choose. */
export const Filtering: Story = {
  play: async ({ canvas, userEvent, globals, args, step }) => {
    const box = canvas.getByRole('combobox', { name: storyWords(globals).components.examples.clinic() });
    await step('type the start of a town', async () => {
      await userEvent.type(box, 'hel');
    });
    const list = await screen.findByRole('listbox');
    await expect(list.querySelectorAll('[role="option"]')).toHaveLength(2);
    await step('choose the second with the keyboard', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    });
    await expect(args.onChange).toHaveBeenCalledWith('itis');
    await expect(box).toHaveValue('Helsinki Itis');
    await step('type again to show the list', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'hel');
    });
    await screen.findByRole('listbox');
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = storyWords(globals).components;
    await userEvent.type(canvas.getByRole('combobox', { name: words.examples.clinic() }), 'Turku');
    await expect(await screen.findByText(words.select.noResults())).toBeVisible();
  },
};

export const Chosen: Story = { args: { defaultValue: 'tapiola' } };

export const Invalid: Story = { args: { invalid: true, isRequired: true } };

export const Disabled: Story = { args: { defaultValue: 'tapiola', isDisabled: true } };

/** A phone: the box and its typed text stay inside the column, the chevron included. */
export const SmallScreen: Story = {
  args: { width: 'full', defaultValue: 'tikkurila' },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const box = canvas.getByRole('combobox', { name: storyWords(globals).components.examples.clinic() });
    const group = box.parentElement as HTMLElement;
    const column = canvasElement.getBoundingClientRect();
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(group.getBoundingClientRect().right);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
