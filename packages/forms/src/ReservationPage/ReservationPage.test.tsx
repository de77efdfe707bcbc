import { I18nProvider } from '@portal/ui';
import { exampleAppointment } from '@portal/ui/examples';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReservationPage, type ReservationPageState } from './ReservationPage';

function renderPage(state: ReservationPageState) {
  return render(
    <I18nProvider lang="en">
      <ReservationPage state={state} />
    </I18nProvider>,
  );
}

describe('ReservationPage', () => {
  describe('given the time is being read', () => {
    it('should say so under the page’s title', () => {
      renderPage({ status: 'loading' });
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reserve an appointment');
    });
  });

  describe('given the time could not be read', () => {
    it('should offer Try again as the page', async () => {
      const onRetry = vi.fn();
      renderPage({ status: 'loadFailed', onRetry });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apologies! Something went wrong');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('given a signed-out visitor', () => {
    it('should show the page title, the time and the login link', () => {
      renderPage({
        status: 'loginRequired',
        appointment: exampleAppointment,
        prompt: { reason: 'appointmentRequiresLogin', loginChoice: null, loginHref: '/oauth/authenticate' },
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Reserve an appointment' })).toBeVisible();
      expect(screen.getByText('Anna Lahtinen, General practitioner')).toBeVisible();
      expect(
        screen.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
      ).toHaveAttribute('href', '/oauth/authenticate');
    });
  });

  describe('given the anonymous form', () => {
    it('should name its section by its title', () => {
      renderPage({
        status: 'anonymousForm',
        appointment: exampleAppointment,
        form: {
          appointmentStart: new Date('2026-11-20T09:00:00+02:00'),
          now: new Date('2026-11-16T10:00:00+02:00'),
          bindingReservationHours: 24,
          reserving: false,
          listHref: '/en/booking/private-customer',
          onSubmit: vi.fn(),
        },
      });
      expect(screen.getByRole('region', { name: 'Reserve without logging in' })).toBeVisible();
    });
  });

  describe('given a person who may not book online', () => {
    it('should give the billing contacts under the time', () => {
      renderPage({
        status: 'interrupted',
        appointment: exampleAppointment,
        billing: { phone: '0303 0305', email: 'billing@example.fi' },
      });
      expect(screen.getByText('Booking interrupted')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Phone 0303 0305' })).toHaveAttribute('href', 'tel:03030305');
    });
  });
});
