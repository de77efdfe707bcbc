import { I18nProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnonymousReservationForm, type AnonymousReservationFormProps } from './AnonymousReservationForm';

const now = new Date('2026-11-16T10:00:00+02:00');

function renderForm(props: Partial<AnonymousReservationFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <I18nProvider lang="en">
      <AnonymousReservationForm
        appointmentStart={new Date('2026-11-20T09:00:00+02:00')}
        now={now}
        bindingReservationHours={24}
        reserving={false}
        listHref="/en/booking/private-customer"
        onSubmit={onSubmit}
        {...props}
      />
    </I18nProvider>,
  );
  return onSubmit;
}

const filled = {
  ssn: '150385-9024',
  firstName: 'Maija',
  lastName: 'Virtanen',
  phone: '+358401234567',
  email: 'maija.virtanen@example.fi',
  termsAccepted: true,
};

describe('AnonymousReservationForm', { timeout: 20_000 }, () => {
  describe('given a half-typed form', () => {
    it('should show the booking terms in a dialog and keep what was typed when it closes', async () => {
      renderForm();
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maija');

      await user.click(screen.getByRole('button', { name: 'Read the booking terms' }));
      const dialog = await screen.findByRole('dialog', { name: 'Booking terms' });
      expect(dialog).toHaveTextContent('charged according to the price list');
      await user.click(screen.getByRole('button', { name: 'Close' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maija');
      expect(screen.getByRole('button', { name: 'Read the booking terms' })).toHaveFocus();
    });
  });

  it('given an empty form, should keep Reserve disabled and show no errors yet', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Reserve the appointment' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Personal identity code' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('given a wrong check character left behind, should ask to check the identity number', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Personal identity code' }), '150385-9025');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Personal identity code' })).toHaveAccessibleDescription(
      'Please check the identity number',
    );
  });

  it('given a name pasted with a tab inside, should ask to remove the special characters', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('textbox', { name: 'Last name' }));
    await userEvent.paste('Virta\tnen');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Remove line breaks, tabs and other special characters',
    );
    expect(screen.getByRole('button', { name: 'Reserve the appointment' })).toBeDisabled();
  });

  it('given an e-mail left empty, should warn that no confirmation can be sent', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.tab();
    expect(screen.getByText('Without an e-mail address we cannot send you the confirmation.')).toBeVisible();
  });

  it('given a filled form, should send the values', async () => {
    const onSubmit = renderForm({ initialInput: filled });
    await userEvent.click(screen.getByRole('button', { name: 'Reserve the appointment' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
      phone: '+358401234567',
      emailAddress: 'maija.virtanen@example.fi',
    });
  });

  it('given a time within 24 hours, should ask for the binding box before Reserve', async () => {
    renderForm({ initialInput: filled, appointmentStart: new Date('2026-11-17T08:00:00+02:00') });
    expect(screen.getByRole('button', { name: 'Reserve the appointment' })).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I understand that the reservation is binding and cannot be cancelled online',
      }),
    );
    expect(screen.getByRole('button', { name: 'Reserve the appointment' })).toBeEnabled();
  });

  it('given a reservation under way, should say Reserving... and not send again', async () => {
    const onSubmit = renderForm({ initialInput: filled, reserving: true });
    await userEvent.click(screen.getByRole('button', { name: 'Reserving...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
