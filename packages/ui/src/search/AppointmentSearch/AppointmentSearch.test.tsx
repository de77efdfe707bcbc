import { defaultFilter } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleAppointments, exampleOptions, exampleToday } from '../../examples/search';
import { I18nProvider } from '../../i18n';
import { AppointmentSearch, type AppointmentSearchProps } from './AppointmentSearch';

function renderSearch(props: Partial<AppointmentSearchProps> = {}) {
  const onFilterChange = vi.fn();
  render(
    <I18nProvider lang="en">
      <AppointmentSearch
        title="Book as a private customer"
        breadcrumbs={[{ label: 'Front page', href: '/en' }, { label: 'Book as a private customer' }]}
        filter={defaultFilter('private', exampleToday)}
        options={exampleOptions}
        today={exampleToday}
        onFilterChange={onFilterChange}
        state={{ status: 'results', requestId: 1, appointments: exampleAppointments(2), more: 'none' }}
        reserveHref={(appointment) => `/en/reserve/${appointment.id}`}
        onRetry={vi.fn()}
        onLoadMore={vi.fn()}
        {...props}
      />
    </I18nProvider>,
  );
  return onFilterChange;
}

describe('AppointmentSearch', () => {
  describe('given the list page', () => {
    it('should show where it is, the criteria, the time-of-day tabs and the times', () => {
      renderSearch();
      expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'Book as a private customer' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'Search criteria' })).toBeVisible();
      expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('link', { name: /^Book \d/ })).toHaveLength(2);
    });
  });

  describe('given a person picks the morning tab', () => {
    it('should ask for that time of day', async () => {
      const onFilterChange = renderSearch();
      await userEvent.click(screen.getByRole('tab', { name: 'Morning 7–12' }));
      expect(onFilterChange).toHaveBeenCalledWith({ type: 'timeOfDay', timeOfDay: 'morning' });
    });
  });

  describe('given the occupational list is blocked', () => {
    it('should show the block instead of the criteria and the list', () => {
      renderSearch({ blocked: <p>Online booking is not included in your agreement</p> });
      expect(screen.getByText('Online booking is not included in your agreement')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Search criteria' })).not.toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    });
  });

  describe('given the criteria still loading', () => {
    it('should say so, with the empty filter holding its place out of reach', () => {
      renderSearch({ options: null });
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
      expect(screen.queryByRole('heading', { name: 'Search criteria' })).not.toBeInTheDocument();
      const placeholder = document.querySelector('[data-state="loading"] [inert]');
      expect(placeholder).toHaveTextContent('Search criteria');
    });
  });
});
