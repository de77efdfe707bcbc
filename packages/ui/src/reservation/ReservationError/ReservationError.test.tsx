import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n';
import { ReservationError } from './ReservationError';

describe('ReservationError', () => {
  it.each([
    ['en', 'You have too many reservations', 'Cancel one of your reservations'],
    ['fi', 'Sinulla on liian monta varausta', 'Peru jokin varauksistasi'],
    ['sv', 'Du har för många bokningar', 'Avboka någon av dina bokningar'],
  ] as const)('given tooManyReservations in %s, should say what to do', (lang, title, text) => {
    render(
      <I18nProvider lang={lang}>
        <ReservationError error="tooManyReservations" listHref="/fi/ajanvaraus/yksityisasiakas" />
      </I18nProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(text);
  });

  it('given a taken time, should link back to the list', () => {
    render(
      <I18nProvider lang="en">
        <ReservationError
          error="appointmentNotAvailable"
          listHref="/en/booking/private-customer?time=evening"
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Back to the appointments' })).toHaveAttribute(
      'href',
      '/en/booking/private-customer?time=evening',
    );
  });

  it('given a validation error, should list the known fields in words and skip unknown ones', () => {
    render(
      <I18nProvider lang="en">
        <ReservationError error="validationError" fields={['phone', 'internalThing']} listHref="/en" />
      </I18nProvider>,
    );
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Phone number']);
  });

  it('given a validation error without known fields, should ask to check the information', () => {
    render(
      <I18nProvider lang="en">
        <ReservationError error="validationError" listHref="/en" />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the information you gave.');
  });
});
