import type { AppointmentWire, ListState } from '@portal/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleAppointment, exampleAppointments, exampleOtherDays } from '../../examples/search';
import { I18nProvider } from '../../i18n';
import { AppointmentList, type AppointmentListProps } from './AppointmentList';

function renderList(
  state: ListState<AppointmentWire>,
  clinicChosen = false,
  more: Partial<AppointmentListProps> = {},
) {
  const handlers = { onRetry: vi.fn(), onLoadMore: vi.fn(), onShowDay: vi.fn(), onShowClinics: vi.fn() };
  render(
    <I18nProvider lang="en">
      <AppointmentList
        state={state}
        reserveHref={(appointment) => `/en/anonymous-users/reserve/${appointment.id}`}
        clinicChosen={clinicChosen}
        {...handlers}
        {...more}
      />
    </I18nProvider>,
  );
  return handlers;
}

describe('AppointmentList', () => {
  describe('given the first search under way', () => {
    it('should show three skeleton blocks, silent: the live region of the page says it is searching', () => {
      renderList({ status: 'loading', requestId: 1 });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(document.querySelectorAll('[data-part="block"]')).toHaveLength(3);
    });
  });

  describe('given a full page of times', () => {
    it('should link each to its reservation page and offer more', async () => {
      const handlers = renderList({
        status: 'results',
        requestId: 1,
        appointments: exampleAppointments(20),
        more: 'available',
      });
      const list = screen.getByRole('list', { name: 'Free appointments' });
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(20);
      expect(links[0]).toHaveAccessibleName('Book 08:00 on Tue 17.11.2026, Anna Lind, Helsinki Kamppi');
      expect(links[0]).toHaveAttribute('href', '/en/anonymous-users/reserve/1000');
      expect(links[3]).toHaveAccessibleName('Book 09:00 on Tue 17.11.2026, Ville Saari, Video appointment');
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(handlers.onLoadMore).toHaveBeenCalledOnce();
    });
  });

  describe('given times on several days', () => {
    const appointments = [
      exampleAppointment(0, '2026-11-17T06:00:00.000Z'),
      exampleAppointment(1, '2026-11-17T07:00:00.000Z'),
      exampleAppointment(2, '2026-11-19T08:00:00.000Z'),
    ];

    it('should put them under the headings of their days, each day a list of its own', () => {
      renderList({ status: 'results', requestId: 1, appointments, more: 'none' });
      const days = screen.getAllByRole('heading', { level: 3 });
      expect(days.map((day) => day.textContent)).toEqual(['Tuesday 17.11.2026', 'Thursday 19.11.2026']);
      expect(
        within(screen.getByRole('list', { name: 'Tuesday 17.11.2026' })).getAllByRole('link'),
      ).toHaveLength(2);
    });

    it('should say which clinic is a nearby one the person did not choose', () => {
      renderList({ status: 'results', requestId: 1, appointments, more: 'none' }, true, {
        chosenClinicIds: ['HKI1'],
      });
      const links = screen.getAllByRole('link');
      expect(links[0]).toHaveAccessibleName('Book 08:00 on Tue 17.11.2026, Anna Lind, Helsinki Kamppi');
      expect(links[1]).toHaveAccessibleName(
        'Book 09:00 on Tue 17.11.2026, Ville Saari, Espoo Tapiola, a nearby clinic',
      );
      expect(screen.getAllByText('Nearby clinic')).toHaveLength(1);
    });

    it('should show the price to a private customer and not to an insured one', () => {
      renderList({ status: 'results', requestId: 1, appointments, more: 'none' });
      expect(screen.getAllByText('from €79.00')).toHaveLength(3);
      cleanup();
      renderList({ status: 'results', requestId: 1, appointments, more: 'none' }, false, {
        customerType: 'insurance',
      });
      expect(screen.queryByText('from €79.00')).not.toBeInTheDocument();
    });
  });

  describe('given the last page', () => {
    it('should not offer more', () => {
      renderList({ status: 'results', requestId: 1, appointments: exampleAppointments(3), more: 'none' });
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });
  });

  describe('given the next page failed', () => {
    it('should keep the times, say so and offer more again', () => {
      renderList({ status: 'results', requestId: 2, appointments: exampleAppointments(20), more: 'failed' });
      expect(screen.getByRole('alert')).toHaveTextContent('Could not load more appointments.');
      expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
      expect(screen.getAllByRole('link')).toHaveLength(20);
    });
  });

  describe('given the search failed', () => {
    it('should apologise and retry on request', async () => {
      const handlers = renderList({ status: 'error', requestId: 1 });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Sorry – Could not search for appointments, try again later',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(handlers.onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('given nothing matched and other days were found', () => {
    it('should offer those days and all clinics', async () => {
      const handlers = renderList(
        { status: 'empty', requestId: 1, suggestions: { status: 'ready', days: exampleOtherDays } },
        true,
      );
      expect(screen.getByRole('heading', { name: 'No appointments match the criteria' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Show times from 25.11.2026' }));
      expect(handlers.onShowDay).toHaveBeenCalledWith('2026-11-25');
      await userEvent.click(screen.getByRole('button', { name: 'Search all clinics' }));
      expect(handlers.onShowClinics).toHaveBeenCalledWith([]);
    });
  });

  describe('given nothing matched in the following month either', () => {
    it('should say so and suggest no clinics when none was chosen', () => {
      renderList({ status: 'empty', requestId: 1, suggestions: { status: 'ready', days: [] } });
      expect(screen.getByText('There are no free times in the following month either.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Search all clinics' })).not.toBeInTheDocument();
    });
  });
});
