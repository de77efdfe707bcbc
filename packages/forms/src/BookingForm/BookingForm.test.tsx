import { brandConfig } from '@portal/domain';
import { ClockProvider, I18nProvider } from '@portal/ui';
import { exampleAppointment, exampleContact, kela65Appointment } from '@portal/ui/examples';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm, type BookingFormProps } from './BookingForm';

const general = brandConfig('general');

function renderForm(props: Partial<BookingFormProps> = {}) {
  const handlers = {
    onContactEdit: vi.fn(),
    onContactCancel: vi.fn(),
    onContactSave: vi.fn(),
    onConsent: vi.fn(),
    onBindingAcceptedChange: vi.fn(),
    onOccupationalConfirmedChange: vi.fn(),
    onBook: vi.fn(),
  };
  render(
    <I18nProvider lang="en">
      <ClockProvider now={new Date('2026-11-16T10:00:00+02:00')}>
        <BookingForm
          appointment={exampleAppointment}
          customerType="private"
          patientName="Maija Virtanen"
          identityCode="150385-****"
          contact={exampleContact}
          contactState="readOnly"
          reservation={{ status: 'idle' }}
          consentPermits={general.consentPermits}
          cancellationDeadlineHours={24}
          blockers={[]}
          bindingRequired={false}
          bindingAccepted={false}
          occupationalConfirmed={false}
          listHref="/en/booking/private-customer"
          loginHref="/oauth/authenticate?lang=en&next=%2Fen%2Freserve%2F4101"
          {...handlers}
          {...props}
        />
      </ClockProvider>
    </I18nProvider>,
  );
  return handlers;
}

/** The visible texts of the page's parts, in document order. */
function order(...texts: string[]): number[] {
  const all = document.body.textContent ?? '';
  return texts.map((text) => all.indexOf(text));
}

describe('BookingForm', () => {
  describe('given a private booking', () => {
    it('should lay out summary, notification, contact, price and Book in that order, and book', async () => {
      const { onBook } = renderForm({ insuranceSection: <p>Insurance section</p> });

      expect(screen.getByRole('heading', { level: 1, name: 'Reserve an appointment' })).toBeVisible();
      const positions = order(
        'Anna Lahtinen',
        'Before you book',
        'maija.virtanen@example.fi',
        'Insurance section',
        'from €89.00',
      );
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      await userEvent.click(screen.getByRole('button', { name: 'Book' }));
      expect(onBook).toHaveBeenCalledOnce();
    });
  });

  describe('given blockers', () => {
    it('should disable Book and say why', () => {
      renderForm({ contactState: 'editing', blockers: ['saveUnfinishedChanges'] });

      const book = screen.getByRole('button', { name: 'Book' });
      expect(book).toBeDisabled();
      expect(book).toHaveAccessibleDescription(/Save unfinished changes before continuing/);
    });
  });

  describe('given consent is owed', () => {
    it('should show only the summary and the consent form', async () => {
      const { onConsent } = renderForm({ reservation: { status: 'consentRequired', consentFailed: false } });

      expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
      expect(screen.queryByText('maija.virtanen@example.fi')).toBeNull();
      // A form never filled asks for the data-processing consent and the privacy policy first.
      const save = screen.getByRole('button', { name: 'Save and continue' });
      expect(save).toBeDisabled();
      await userEvent.click(screen.getByRole('checkbox', { name: /processing of my personal data/ }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy' }));
      await userEvent.click(save);
      expect(onConsent).toHaveBeenCalledOnce();
    });
  });

  describe('given Book answered patientInfoConflict', () => {
    it('should say so and offer strong identification', () => {
      renderForm({ reservation: { status: 'failed', error: 'patientInfoConflict', fields: [] } });

      expect(screen.getByRole('alert')).toHaveTextContent(
        'The name and the personal identity code do not match',
      );
      expect(
        screen.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
      ).toHaveAttribute('href', '/oauth/authenticate?lang=en&next=%2Fen%2Freserve%2F4101');
    });
  });

  describe('given Book answered networkError', () => {
    it('should say so without the identification link', () => {
      renderForm({ reservation: { status: 'failed', error: 'networkError', fields: [] } });

      expect(screen.getByRole('alert')).toHaveTextContent('Network error');
      expect(screen.queryByRole('link', { name: /Log in/ })).toBeNull();
    });
  });

  describe('given an occupational time of a gynaecologist', () => {
    it('should ask to confirm the contract and the referral', async () => {
      const { onOccupationalConfirmedChange } = renderForm({
        customerType: 'occupational',
        appointment: { ...exampleAppointment, specialtyId: 'GYN' },
        blockers: ['occupationalConfirmationRequired'],
      });

      await userEvent.click(screen.getByRole('checkbox', { name: /doctor’s referral/ }));
      expect(onOccupationalConfirmedChange).toHaveBeenCalledWith(true);
    });
  });

  describe('given a kela65 time for a person under 65', () => {
    it('should show the kela65 notice', () => {
      renderForm({ customerType: 'kela65', appointment: kela65Appointment });

      expect(screen.getByText('Kela reimbursement is for customers aged 65 or over')).toBeVisible();
    });
  });
});
