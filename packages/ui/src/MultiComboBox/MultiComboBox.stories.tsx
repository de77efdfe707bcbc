import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { fieldWidths } from '../field/field.css';
import { useWords } from '../i18n';
import { MultiComboBox, type MultiComboBoxProps } from './MultiComboBox';

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
type Args = Pick<MultiComboBoxProps, 'defaultValue' | 'isDisabled' | 'width' | 'onChange'>;

function ClinicsSearch(args: Args) {
  const words = useWords();
  return (
    <MultiComboBox
      label={words.components.examples.clinic()}
      description={words.components.examples.clinicDescription()}
      placeholder={words.search.filter.allClinics()}
      noResultsMessage={words.components.select.noResults()}
      options={clinics}
      {...args}
    />
  );
}

const meta = {
  title: 'Components/MultiComboBox',
  component: ClinicsSearch,
  args: { width: 'medium', isDisabled: false, onChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
} satisfies Meta<typeof ClinicsSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const chosenRows = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('grid', { name })).getAllByRole('row');

/** Nothing chosen: the placeholder says that every clinic is searched. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const box = await canvas.findByRole('combobox', { name: LL.components.examples.clinic() });
    await expect(box).toHaveAttribute('placeholder', LL.search.filter.allClinics());
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** Typing narrows the list; each choice toggles and the list stays open for the next. */
export const ChoosingTwo: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals, args, step }) => {
    const LL = storyWords(globals);
    const name = LL.components.examples.clinic();
    const box = await canvas.findByRole('combobox', { name });
    await step('choose two Helsinki clinics with the keyboard', async () => {
      await userEvent.type(box, 'hel');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}');
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(['kamppi', 'itis']);
    await step('close the list', async () => {
      await userEvent.keyboard('{Escape}');
    });
    await expect(chosenRows(canvasElement, name).map((row) => row.textContent)).toEqual([
      'Helsinki Kamppi',
      'Helsinki Itis',
    ]);
  },
};

/** Several chosen: each a tag with its own remove button. */
export const SeveralChosen: Story = {
  args: { defaultValue: ['tapiola', 'kamppi', 'tikkurila'] },
  play: async ({ canvas, canvasElement, userEvent, globals, args }) => {
    const name = storyWords(globals).components.examples.clinic();
    await expect(chosenRows(canvasElement, name)).toHaveLength(3);
    const row = within(canvas.getByRole('grid', { name })).getByRole('row', { name: /Espoo Tapiola/ });
    await userEvent.click(within(row).getByRole('button'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['kamppi', 'tikkurila']);
    await expect(chosenRows(canvasElement, name)).toHaveLength(2);
    await expect(await canvas.findByRole('combobox', { name })).not.toHaveAttribute('placeholder');
  },
};

/** Disabled: the chosen values show, without remove buttons. */
export const Disabled: Story = {
  args: { defaultValue: ['tapiola', 'kamppi'], isDisabled: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const name = storyWords(globals).components.examples.clinic();
    await expect(await canvas.findByRole('combobox', { name })).toBeDisabled();
    await expect(chosenRows(canvasElement, name)).toHaveLength(2);
    await expect(
      canvas.queryAllByRole('button', { name: /./ }).filter((b) => b.closest('[role="grid"]')),
    ).toHaveLength(0);
  },
};

/** A phone: the box fits the screen and long names wrap onto more rows of tags. */
export const SmallScreen: Story = {
  args: { width: 'full', defaultValue: ['tapiola', 'kamppi', 'tikkurila', 'hyvinkaa'] },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const name = storyWords(globals).components.examples.clinic();
    const box = await canvas.findByRole('combobox', { name });
    const fieldBox = box.parentElement as HTMLElement;
    await expect(chosenRows(canvasElement, name)).toHaveLength(4);
    // Nothing sticks out of the page on a narrow screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(fieldBox.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};
