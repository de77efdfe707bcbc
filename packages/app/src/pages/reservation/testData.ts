// Answers of the reservation calls as the server sends them, for the page tests. The tests' now is
// Sunday 22 November 2026, 14.00 Helsinki time.

/** A general practitioner's time on Friday 27 November 2026 at 9.00. */
export const appointment = {
  id: 4101,
  startDate: '2026-11-27T09:00:00+02:00',
  durationMinutes: 30,
  specialtyId: 'YL',
  practitionerId: 'p-1001',
  practitioner: {
    name: 'Anna Lahtinen',
    title: 'General practitioner',
    isResource: false,
    cmsContent: { profilePicture: null, appointmentReservationInfo: null },
  },
  clinicId: 'HKI-KAMPPI',
  clinic: {
    id: 'HKI-KAMPPI',
    name: 'Kamppi',
    address: { street: 'Urho Kekkosen katu 1', postalCode: '00100', postOffice: 'Helsinki' },
    cmsContent: { name: 'Aava Kamppi' },
  },
  isRemote: false,
  locationType: 'physicalLocation',
  specialty: { name: 'YL', cmsContent: { title: 'General practice' } },
  kind: 'Vastaanotto',
  kindId: 'VO',
  requiresAuthToReserve: false,
  priceCents: 8900,
  specialtyData: { specialties: [{ id: 'YL' }] },
} as const;

export const appointmentAnswer = (overrides: Record<string, unknown> = {}) => ({
  body: { type: 'success', appointment: { ...appointment, ...overrides } },
});

export const reservedAnswer = {
  body: {
    type: 'success',
    reservationDetails: {
      reservationId: 9001,
      appointment,
      emailAddress: 'maija.virtanen@example.fi',
      phone: '+358401234567',
      cancellableUntil: '2026-11-26T09:00:00+02:00',
    },
  },
};

export const maija = {
  firstName: 'Maija',
  lastName: 'Virtanen',
  obfuscatedPersonalIdentityCode: '150385-****',
  postalAddress: { street: 'Mannerheimintie 1 A 2', postalCode: '00100', postOffice: 'Helsinki' },
  email: 'maija.virtanen@example.fi',
  phoneNumber: '+358401234567',
  language: 'en',
  patientDataConsentFormUpdated: '2026-01-10T10:00:00+02:00',
  isUserCreditWorthy: true,
  patientConcepts: [],
  occupational: null,
};

export const userAnswer = (patient: Record<string, unknown> | null = maija) => ({
  body: {
    type: 'success',
    patient,
    person: { obfuscatedPersonalIdentityCode: '150385-****', givenName: 'Maija', familyName: 'Virtanen' },
  },
});
