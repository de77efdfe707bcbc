import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { fieldWidths } from '../field/field.css';
import { useWords } from '../i18n';
import { DateCalendar } from './DateCalendar';
import { DatePicker, type DatePickerProps } from './DatePicker';

// The stories' clock stands at Monday 16 November 2026; these days of the following weeks have free times.
const freeDays = new Set([
  '2026-11-17',
  '2026-11-18',
  '2026-11-20',
  '2026-11-23',
  '2026-11-24',
  '2026-11-26',
  '2026-12-01',
]);
const today = '2026-11-16';

/** Only days with free times can be chosen, as on the appointment list. */
function isFull(date: string): boolean {
  return date < today || !freeDays.has(date);
}

type Args = Pick<DatePickerProps, 'defaultValue' | 'isDisabled' | 'isRequired' | 'width' | 'onChange'> & {
  /** Mark the days with free times and refuse the others. */
  withAvailability?: boolean;
  /** Show an error under the label. */
  invalid?: boolean;
};

function AppointmentDate({ withAvailability = false, invalid = false, ...args }: Args) {
  const words = useWords().components;
  return (
    <DatePicker
      label={words.examples.date()}
      placeholder={words.select.placeholder()}
      errorMessage={invalid ? words.examples.required() : undefined}
      availableDates={withAvailability ? freeDays : undefined}
      isDateUnavailable={withAvailability ? isFull : undefined}
      availableLegend={withAvailability ? words.datePicker.availableDays() : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Components/DatePicker',
  component: AppointmentDate,
  args: {
    width: 'medium',
    isDisabled: false,
    isRequired: false,
    withAvailability: true,
    invalid: false,
    onChange: fn(),
  },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
  // The open calendar needs room below the field.
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof AppointmentDate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { defaultValue: '2026-11-20' } };

/**
 * Opened from the keyboard: days with free times are marked, weeks start on Monday. A person moves to
 * the next free day with the arrow keys and chooses it with Enter.
 */
export const OpenWithFreeDays: Story = {
  args: { defaultValue: '2026-11-17' },
  play: async ({ canvas, userEvent, globals, args, step }) => {
    const words = storyWords(globals).components;
    await step('open the calendar with the keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    await screen.findByRole('grid');
    // Focus lands on the chosen day, the 17th.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('17'));
    await step('move to the next day and choose it', async () => {
      await userEvent.keyboard('{ArrowRight}{Enter}');
    });
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-18');
    await expect(canvas.getByRole('button', { name: new RegExp(words.examples.date()) })).toHaveTextContent(
      '18.11.2026',
    );
    await step('open it again for the picture', async () => {
      await userEvent.keyboard('{Enter}');
    });
    await screen.findByRole('grid');
  },
};

export const Invalid: Story = { args: { invalid: true, isRequired: true, withAvailability: false } };

export const Disabled: Story = { args: { defaultValue: '2026-11-20', isDisabled: true } };

/** The calendar on its own, inline on a page. */
export const InlineCalendar: Story = {
  render: () => {
    const words = useWords().components;
    return (
      <DateCalendar
        label={words.examples.date()}
        value="2026-11-18"
        onChange={fn()}
        availableDates={freeDays}
        isDateUnavailable={isFull}
        availableLegend={words.datePicker.availableDays()}
      />
    );
  },
};

// Free days of December, which a page fetches only when the calendar moves there; the 1st is
// already known, as the last week of November's calendar shows it.
const decemberDays = ['2026-12-08', '2026-12-09', '2026-12-15'];

/** A page that fetches each month's free days when the calendar shows it, and keeps those it has. */
function FetchingMonths({ onVisibleMonthChange }: { onVisibleMonthChange: (month: string) => void }) {
  const words = useWords().components;
  const [available, setAvailable] = useState<ReadonlySet<string>>(freeDays);
  return (
    <DatePicker
      label={words.examples.date()}
      placeholder={words.select.placeholder()}
      defaultValue="2026-11-17"
      availableDates={available}
      isDateUnavailable={(date) => date < today}
      availableLegend={words.datePicker.availableDays()}
      onVisibleMonthChange={(month) => {
        onVisibleMonthChange(month);
        // The answer of the month's call arrives a moment later.
        const fetched = month === '2026-12' ? decemberDays : [];
        setTimeout(() => setAvailable((shown) => new Set([...shown, ...fetched])), 50);
      }}
    />
  );
}

/** Moving the calendar to the next month asks for that month's free days and marks them. */
export const NextMonthFreeDays: StoryObj<typeof FetchingMonths> = {
  render: (args) => <FetchingMonths {...args} />,
  args: { onVisibleMonthChange: fn() },
  play: async ({ args, userEvent, step }) => {
    await step('open the calendar and move a month on with Page Down', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('grid');
      await waitFor(() => expect(document.activeElement?.textContent).toBe('17'));
      await userEvent.keyboard('{PageDown}');
    });
    await expect(args.onVisibleMonthChange).toHaveBeenLastCalledWith('2026-12');
    const grid = screen.getByRole('grid');
    await waitFor(() => {
      const marked = [...grid.querySelectorAll<HTMLElement>('[data-available]')].map(
        (cell) => cell.textContent,
      );
      return expect(marked).toEqual(['1', '8', '9', '15']);
    });
    await expect(within(grid).getByText('17').closest('[data-focused]')).not.toBeNull();
  },
};
