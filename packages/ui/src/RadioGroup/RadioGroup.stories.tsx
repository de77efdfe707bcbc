import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';
import { radioAppearances } from './RadioGroup.css';

const timesOfDay = ['all', 'morning', 'afternoon', 'evening'] as const;
type TimeOfDay = (typeof timesOfDay)[number];

/** What a story varies; the words come from the dictionaries of the toolbar's language. */
type Args = Pick<
  RadioGroupProps<TimeOfDay>,
  'appearance' | 'orientation' | 'defaultValue' | 'isDisabled' | 'isRequired' | 'onChange'
> & {
  /** Show an error under the question. */
  invalid?: boolean;
};

function TimeOfDayChoice({ invalid = false, ...args }: Args) {
  const words = useWords().components.examples;
  return (
    <RadioGroup<TimeOfDay>
      label={words.timeOfDay()}
      options={timesOfDay.map((value) => ({ value, label: words.timesOfDay[value]() }))}
      errorMessage={invalid ? words.required() : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: TimeOfDayChoice,
  args: {
    appearance: 'plain',
    orientation: 'vertical',
    isDisabled: false,
    isRequired: false,
    invalid: false,
    onChange: fn(),
  },
  argTypes: {
    appearance: { control: 'inline-radio', options: radioAppearances },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof TimeOfDayChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'all' },
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const words = storyWords(globals).components.examples;
    await step('move to the evening with the arrow keys', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    });
    await expect(canvas.getByRole('radio', { name: words.timesOfDay.evening() })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('evening');
  },
};

export const NothingChosen: Story = {};

export const Horizontal: Story = { args: { defaultValue: 'morning', orientation: 'horizontal' } };

export const Tiles: Story = { args: { defaultValue: 'afternoon', appearance: 'tile' } };

export const Invalid: Story = { args: { invalid: true, isRequired: true } };

export const Disabled: Story = { args: { defaultValue: 'all', isDisabled: true } };
