import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClockProvider } from '../../clock';
import { exampleReservationDetails } from '../../examples';
import { I18nProvider } from '../../i18n';
import { ReservationConfirmation, type ReservationConfirmationProps } from './ReservationConfirmation';

// Three days before the example's cancellation deadline.
const now = new Date('2026-11-16T08:00:00Z');

function renderConfirmation(props: Partial<ReservationConfirmationProps> = {}) {
  const onCancel = vi.fn();
  const all: ReservationConfirmationProps = {
    details: exampleReservationDetails,
    showCancelButton: true,
    onCancel,
    customerServicePhone: '0303 0303',
    cancellationDeadlineHours: 24,
    appointmentsHref: '/en/appointments',
    bookNewHref: '/en/booking',
    ...props,
  };
  const view = render(
    <ClockProvider now={now}>
      <I18nProvider lang="en">
        <ReservationConfirmation {...all} />
      </I18nProvider>
    </ClockProvider>,
  );
  const rerender = (next: Partial<ReservationConfirmationProps>) =>
    view.rerender(
      <ClockProvider now={now}>
        <I18nProvider lang="en">
          <ReservationConfirmation {...all} {...next} />
        </I18nProvider>
      </ClockProvider>,
    );
  return { onCancel, rerender };
}

describe('ReservationConfirmation', () => {
  describe('given the appointments page', () => {
    it('should link to it when built, and show no link while it is not', () => {
      const { rerender } = renderConfirmation();
      expect(screen.getByRole('link', { name: 'Show my appointments' })).toHaveAttribute(
        'href',
        '/en/appointments',
      );
      rerender({ appointmentsHref: null });
      expect(screen.queryByRole('link', { name: 'Show my appointments' })).not.toBeInTheDocument();
    });
  });

  describe('given a fresh reservation', () => {
    it('should ask before cancelling and cancel only when confirmed', async () => {
      const { onCancel } = renderConfirmation();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment?' });
      expect(onCancel).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
      expect(onCancel).toHaveBeenCalledOnce();
    });

    it('should keep the appointment when the person changes their mind', async () => {
      const { onCancel } = renderConfirmation();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Keep the appointment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onCancel).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Cancel the appointment' })).toBeVisible();
    });
  });

  describe('given the cancellation is running', () => {
    it('should show the dialog busy', async () => {
      const { rerender } = renderConfirmation();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
      rerender({ cancelState: 'cancelling' });
      expect(await screen.findByRole('button', { name: 'Cancelling…' })).toHaveAttribute('data-busy');
    });
  });

  describe('given the time was cancelled', () => {
    it('should say so with a link to book a new time, in place of the cancel button', async () => {
      const { rerender } = renderConfirmation();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
      rerender({ cancelState: 'cancelled' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText('Appointment canceled')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/en/booking');
      expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
      expect(screen.queryByText(/You can cancel the appointment online/)).toBeNull();
    });
  });

  describe('given cancelling failed', () => {
    it('should name the customer service number', () => {
      renderConfirmation({ cancelState: 'failed' });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('An error occurred while canceling the appointment');
      expect(alert).toHaveTextContent(
        'Failed to cancel appointment. Please call our customer service 0303 0303.',
      );
      expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
    });

    it('should name the brand’s hours when the time is too near', () => {
      renderConfirmation({
        cancelState: 'tooLate',
        cancellationDeadlineHours: 12,
        customerServicePhone: '0303 0304',
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to cancel appointment. The appointment is in less than 12 hours. Please call our customer service 0303 0304.',
      );
    });
  });

  describe('given no cancel button is offered', () => {
    it('should show none', () => {
      renderConfirmation({ showCancelButton: false });
      expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
    });
  });

  describe('given the time is cancelled', () => {
    it('should say so in the heading and tell where the cancellation was sent', () => {
      renderConfirmation({ cancelState: 'cancelled' });

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your appointment is cancelled');
      expect(
        screen.getByText('We sent the cancellation to maija.virtanen@example.fi and +358401234567.'),
      ).toBeVisible();
      expect(screen.queryByText(/You can cancel the appointment online/)).toBeNull();
    });
  });

  describe('given a time booked within the cancellation deadline', () => {
    it('should say it is binding, name no past deadline and offer no cancel button', () => {
      renderConfirmation({
        details: { ...exampleReservationDetails, cancellableUntil: '2026-11-15T20:00:00+02:00' },
      });

      const call = screen.getByRole('link', { name: '0303 0303' });
      expect(call).toHaveAttribute('href', 'tel:+3583030303');
      expect(call.parentElement).toHaveTextContent(
        'The reservation is binding: it can no longer be cancelled online. If you cannot come, please call our customer service 0303 0303.',
      );
      expect(screen.queryByText(/until/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
    });
  });
});
