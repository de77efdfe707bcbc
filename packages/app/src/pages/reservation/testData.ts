import { exampleAppointment, examplePatient, exampleReservationDetails } from '@portal/ui/examples';

// Answers of the reservation calls as the server sends them, for the page tests, made of the shared
// examples. The tests' now is Sunday 22 November 2026, 14.00 Helsinki time, so the example time moves
// to the Friday after.

/** A general practitioner's time on Friday 27 November 2026 at 9.00. */
export const appointment = { ...exampleAppointment, startDate: '2026-11-27T09:00:00+02:00' };

export const appointmentAnswer = (overrides: Record<string, unknown> = {}) => ({
  body: { type: 'success', appointment: { ...appointment, ...overrides } },
});

export const reservedAnswer = {
  body: {
    type: 'success',
    reservationDetails: {
      ...exampleReservationDetails,
      appointment,
      cancellableUntil: '2026-11-26T09:00:00+02:00',
    },
  },
};

export const maija = examplePatient;

export const userAnswer = (patient: Record<string, unknown> | null = maija) => ({
  body: {
    type: 'success',
    patient,
    person: { obfuscatedPersonalIdentityCode: '150385-****', givenName: 'Maija', familyName: 'Virtanen' },
  },
});
