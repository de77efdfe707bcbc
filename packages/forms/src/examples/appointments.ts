import type { AppointmentWire } from '@portal/domain';

// Example appointments of the screen stories, around the stories' fixed now (Monday 16 November 2026,
// 10.00 Helsinki time).

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

/** An occupational time of a specialty. */
export function occupationalAppointment(specialtyId: string, title: string): AppointmentWire {
  return { ...exampleAppointment, specialtyId, specialty: { name: specialtyId, cmsContent: { title } } };
}

/** A kela65 doctor's visit. */
export const kela65Appointment: AppointmentWire = {
  ...exampleAppointment,
  kindId: 'Y65P',
  specialtyId: 'Y65P',
  specialty: { name: 'Y65P', cmsContent: { title: 'Doctor’s appointment for customers over 65' } },
};
