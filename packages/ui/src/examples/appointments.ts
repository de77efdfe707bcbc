import type { AppointmentWire, ReservationDetails } from '@portal/domain';

// The example appointments of the stories and tests, around the stories' fixed now (Monday
// 16 November 2026, 10.00 Helsinki time). Tests with another clock move `startDate` to suit it.

/** A general practitioner's time on Friday 20 November 2026 at 9.00, at a Helsinki clinic. */
export const exampleAppointment: AppointmentWire = {
  id: 4101,
  startDate: '2026-11-20T09:00:00+02:00',
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
};

/** The same practitioner tomorrow at 8.00: within the 24-hour binding threshold. */
export const soonAppointment: AppointmentWire = {
  ...exampleAppointment,
  id: 4102,
  startDate: '2026-11-17T08:00:00+02:00',
};

/** A video appointment with a note from the practitioner. */
export const remoteAppointment: AppointmentWire = {
  ...exampleAppointment,
  id: 4103,
  isRemote: true,
  locationType: 'videoAppointment',
  practitioner: {
    ...exampleAppointment.practitioner,
    cmsContent: {
      profilePicture: null,
      appointmentReservationInfo: 'Please be online five minutes before the appointment.',
    },
  },
};

/** An influenza vaccination of occupational health care. */
export const vaccinationAppointment: AppointmentWire = {
  ...exampleAppointment,
  id: 4104,
  specialtyId: 'ROKT',
  specialty: { name: 'ROKT', cmsContent: { title: 'Influenza vaccination' } },
  practitioner: { ...exampleAppointment.practitioner, name: 'Liisa Niemi', title: 'Nurse' },
  durationMinutes: 15,
};

/** An occupational time of a specialty, for the occupational confirmations. */
export function occupationalAppointment(specialtyId: string, title: string): AppointmentWire {
  return { ...exampleAppointment, specialtyId, specialty: { name: specialtyId, cmsContent: { title } } };
}

/** A kela65 doctor's visit. */
export const kela65Appointment: AppointmentWire = {
  ...exampleAppointment,
  id: 4105,
  kindId: 'Y65P',
  kind: 'Kela65',
  specialtyId: 'Y65P',
  specialty: { name: 'Y65P', cmsContent: { title: 'Doctor’s appointment for customers over 65' } },
};

/** What the server answers after reserving {@link exampleAppointment}. */
export const exampleReservationDetails: ReservationDetails = {
  reservationId: 9001,
  appointment: exampleAppointment,
  emailAddress: 'maija.virtanen@example.fi',
  phone: '+358401234567',
  cancellableUntil: '2026-11-19T09:00:00+02:00',
};
