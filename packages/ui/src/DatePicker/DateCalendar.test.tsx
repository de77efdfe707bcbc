import type { Lang } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { DateCalendar } from './DateCalendar';

function inLanguage(lang: Lang, children: ReactNode) {
  return render(<I18nProvider lang={lang}>{children}</I18nProvider>);
}

/** The weekday letters over the grid; hidden from screen readers, which hear each day's full name. */
function weekdays(): string[] {
  return [...document.querySelectorAll('thead th')].map((header) => header.textContent ?? '');
}

describe('DateCalendar', () => {
  describe.each([
    ['fi', 'M'],
    ['sv', 'M'],
    ['en', 'M'],
  ] as const)('given the %s language', (lang, monday) => {
    it('should start the week on Monday', () => {
      inLanguage(lang, <DateCalendar label="Date" value="2026-11-16" onChange={() => {}} />);
      // 1 November 2026 is a Sunday: with weeks from Monday, the second week starts on the 2nd.
      const weeks = within(screen.getByRole('grid')).getAllByRole('row');
      expect(within(weeks[1] as HTMLElement).getAllByRole('gridcell')[0]).toHaveTextContent(/^2$/);
      expect(weekdays()[0]).toBe(monday);
    });
  });

  describe('given a chosen date', () => {
    it('should show its month and mark the day selected', async () => {
      inLanguage('en', <DateCalendar label="Date" value="2027-02-09" onChange={() => {}} />);
      expect(await screen.findByRole('heading', { name: /February 2027/ })).toBeVisible();
      const grid = screen.getByRole('grid');
      const chosen = within(grid).getByRole('button', { name: /\b9 February 2027/ });
      expect(chosen.closest('[aria-selected="true"]')).not.toBeNull();
    });
  });

  describe('given a click on a day', () => {
    it('should tell onChange the date as yyyy-mm-dd', async () => {
      const onChange = vi.fn();
      inLanguage('en', <DateCalendar label="Date" value="2026-11-16" onChange={onChange} />);

      await userEvent.click(await screen.findByRole('button', { name: /20 November 2026/ }));

      expect(onChange).toHaveBeenCalledWith('2026-11-20');
    });
  });

  describe('given days with free times', () => {
    it('should mark those days and no others', () => {
      const { container } = inLanguage(
        'en',
        <DateCalendar
          label="Date"
          value="2026-11-16"
          onChange={() => {}}
          availableDates={new Set(['2026-11-18', '2026-11-19'])}
          availableLegend="Days with free times"
        />,
      );
      const marked = [...container.querySelectorAll('[data-available]')].map((day) => day.textContent);
      expect(marked).toEqual(['18', '19']);
      expect(screen.getByText('Days with free times')).toBeVisible();
    });
  });

  describe('given unavailable days', () => {
    it('should not choose them', async () => {
      const onChange = vi.fn();
      inLanguage(
        'en',
        <DateCalendar
          label="Date"
          value="2026-11-16"
          onChange={onChange}
          isDateUnavailable={(date) => date === '2026-11-21'}
        />,
      );

      await userEvent.click(await screen.findByRole('button', { name: /21 November 2026/ }));

      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('when a person moves to the next month and back', () => {
    it('should tell each month shown once per move, as yyyy-mm', async () => {
      const onVisibleMonthChange = vi.fn();
      inLanguage(
        'en',
        <DateCalendar
          label="Date"
          value="2026-11-16"
          onChange={() => {}}
          onVisibleMonthChange={onVisibleMonthChange}
        />,
      );
      await screen.findByRole('heading', { name: /November 2026/ });
      onVisibleMonthChange.mockClear();

      // react-aria repeats the buttons, hidden, inside the grid for screen readers; the first are ours.
      await userEvent.click(screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
      expect(await screen.findByRole('heading', { name: /December 2026/ })).toBeVisible();
      await userEvent.click(screen.getAllByRole('button', { name: 'Previous' })[0] as HTMLElement);

      expect(onVisibleMonthChange.mock.calls).toEqual([['2026-12'], ['2026-11']]);
    });
  });
});
