import { type AppointmentWire, brandConfig } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { cancellationMessages, confirmationMessages } from './confirmation';

const appointment: AppointmentWire = {
  id: 1,
  startDate: '2026-11-20T09:00:00+02:00',
  durationMinutes: 30,
  specialtyId: 'YL',
  practitionerId: 'p1',
  practitioner: {
    name: 'Anna Lahti',
    title: 'General practitioner',
    isResource: false,
    cmsContent: { profilePicture: null, appointmentReservationInfo: null },
  },
  clinicId: 'HKI-MALMI',
  clinic: {
    id: 'HKI-MALMI',
    name: 'Aava Malmi',
    address: { street: 'Malminkaari 1', postalCode: '00700', postOffice: 'Helsinki' },
    cmsContent: { name: 'Aava Malmi' },
  },
  isRemote: false,
  locationType: 'physicalLocation',
  specialty: { name: 'General practice', cmsContent: { title: 'General practice' } },
  kind: 'General practice',
  kindId: 'YL',
  requiresAuthToReserve: false,
  priceCents: 4500,
  specialtyData: { specialties: [{ id: 'YL' }] },
};

const booking = {
  lang: 'en' as const,
  brand: brandConfig('general'),
  appointment,
  name: 'Maija',
  email: 'maija.virtanen@example.fi',
  phone: '+358401112233',
};

describe('confirmationMessages', () => {
  describe('given a time booked well before its cancellation deadline', () => {
    it('should tell until when it can be cancelled online', () => {
      const { sms, email } = confirmationMessages({ ...booking, now: new Date('2026-11-16T08:00:00Z') });
      expect(sms).toContain('You can cancel it online until 24 hours before.');
      expect(email.body).toContain('You can cancel online until 24 hours before the appointment.');
    });
  });

  describe('given a time booked within the cancellation deadline (a binding reservation)', () => {
    it('should say it is binding and give the phone, never that it can be cancelled online', () => {
      const { sms, email } = confirmationMessages({ ...booking, now: new Date('2026-11-19T20:00:00Z') });
      expect(sms).toContain('The reservation is binding and cannot be cancelled online');
      expect(sms).toContain('0303 0303');
      expect(sms).not.toContain('You can cancel');
      expect(email.body).toContain('The reservation is binding and cannot be cancelled online.');
      expect(email.body).not.toContain('You can cancel');
    });
  });
});

describe('cancellationMessages', () => {
  it.each([
    [
      'fi',
      'Aikasi (Aava) 20.11.2026 klo 09.00, Aava Malmi, on peruttu.',
      'Aika peruttu 20.11.2026 klo 09.00',
    ],
    [
      'sv',
      'Din tid (Aava) 20.11.2026 kl. 09.00, Aava Malmi, är avbokad.',
      'Tiden avbokad 20.11.2026 kl. 09.00',
    ],
    [
      'en',
      'Your appointment at Aava on 20.11.2026 at 09:00, Aava Malmi, is cancelled.',
      'Appointment cancelled 20.11.2026 at 09:00',
    ],
  ] as const)('should tell the cancellation in %s', (lang, sms, subject) => {
    const messages = cancellationMessages({ ...booking, lang });
    expect(messages.sms).toBe(sms);
    expect(messages.email.subject).toBe(subject);
  });
});
