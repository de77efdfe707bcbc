import type { OwnAppointmentWire } from '@portal/domain';

/** One of Maija's own appointments as the server sends it; fields override. */
export function ownAppointment(fields: Partial<OwnAppointmentWire> = {}): OwnAppointmentWire {
  return {
    id: 501,
    startDate: '2026-12-01T08:00:00.000Z',
    durationMinutes: 30,
    specialtyId: 'YLE',
    practitionerId: 'p-1',
    practitioner: {
      name: 'Anna Lahtinen',
      title: 'General practitioner',
      isResource: false,
      cmsContent: { profilePicture: null, appointmentReservationInfo: null },
    },
    clinicId: 'HKI',
    clinic: {
      id: 'HKI',
      name: 'Aava Kamppi',
      address: { street: 'Urho Kekkosen katu 1', postalCode: '00100', postOffice: 'Helsinki' },
      cmsContent: { name: 'Aava Kamppi' },
    },
    isRemote: false,
    locationType: 'physicalLocation',
    specialty: { name: 'General practice', cmsContent: { title: 'General practice' } },
    kind: 'General practice',
    kindId: 'VAST',
    requiresAuthToReserve: false,
    priceCents: 7900,
    specialtyData: { specialties: [{ id: 'YLE' }] },
    healthCareType: 'private',
    selfCheckInStatus: 'tooEarly',
    mayCancel: true,
    hasAppointeeCanceled: false,
    room: null,
    arrivalReason: null,
    practitionerRate: null,
    ...fields,
  };
}
