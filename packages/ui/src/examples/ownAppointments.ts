import type { OwnAppointmentWire } from '@portal/domain';
import { exampleAppointment } from './appointments';

// A patient's own appointments around the stories' fixed now (Monday 16 November 2026, 10.00 Helsinki).

const own = (fields: Partial<OwnAppointmentWire>): OwnAppointmentWire => ({
  ...exampleAppointment,
  healthCareType: 'private',
  selfCheckInStatus: 'tooEarly',
  mayCancel: true,
  hasAppointeeCanceled: false,
  room: null,
  arrivalReason: null,
  practitionerRate: {
    code: 'VO',
    name: { fi: 'Yleislääkärin vastaanotto', sv: 'Allmänläkarmottagning', en: 'General practitioner visit' },
    rateEuros: 89,
    additionalFees: [
      {
        code: 'TP',
        name: { fi: 'Toimistomaksu', sv: 'Expeditionsavgift', en: 'Office fee' },
        rateEuros: 12.5,
      },
    ],
  },
  ...fields,
});

/** Friday's general practice time: check-in opens later, cancellable. */
export const ownAppointment = own({});

/** Today at 10.20: check-in is open. */
export const dueAppointment = own({
  id: 4201,
  startDate: '2026-11-16T10:20:00+02:00',
  selfCheckInStatus: 'allowed',
  specialty: { name: 'SH', cmsContent: { title: 'Nurse' } },
  practitioner: { ...exampleAppointment.practitioner, name: 'Leena Salo', title: 'Registered nurse' },
});

/** Today at 10.05, checked in, with a room. */
export const checkedInAppointment = own({
  id: 4202,
  startDate: '2026-11-16T10:05:00+02:00',
  selfCheckInStatus: 'checkedIn',
  mayCancel: false,
  room: { location: '2nd floor, room 214' },
});

/** A video appointment on Wednesday: check-in belongs to the reception. */
export const ownRemoteAppointment = own({
  id: 4203,
  startDate: '2026-11-18T14:00:00+02:00',
  isRemote: true,
  locationType: 'videoAppointment',
  selfCheckInStatus: 'onlyAtReception',
});

/** A dermatologist's time the clinic cancelled. */
export const providerCancelledAppointment = own({
  id: 4204,
  startDate: '2026-11-21T09:00:00+02:00',
  hasAppointeeCanceled: true,
  mayCancel: false,
  selfCheckInStatus: 'statusNotAvailable',
  specialty: { name: 'IHO', cmsContent: { title: 'Dermatology' } },
  practitioner: { ...exampleAppointment.practitioner, name: 'Mikael Berg', title: 'Dermatologist' },
});

/** A laboratory resource's time. */
export const resourceAppointment = own({
  id: 4205,
  startDate: '2026-11-24T08:15:00+02:00',
  practitioner: {
    name: 'Laboratorio 2',
    title: 'Laboratory',
    isResource: true,
    cmsContent: { profilePicture: null, appointmentReservationInfo: null },
  },
  specialty: { name: 'LAB', cmsContent: { title: 'Laboratory tests' } },
});

/** Two visits of the past. */
export const pastAppointments: OwnAppointmentWire[] = [
  own({
    id: 4101,
    startDate: '2026-10-16T10:00:00+03:00',
    selfCheckInStatus: 'statusNotAvailable',
    mayCancel: false,
  }),
  own({
    id: 4100,
    startDate: '2026-07-20T13:00:00+03:00',
    selfCheckInStatus: 'checkedIn',
    mayCancel: false,
    specialty: { name: 'SH', cmsContent: { title: 'Nurse' } },
  }),
];

/** The future list of the stories, soonest first. */
export const futureAppointments: OwnAppointmentWire[] = [
  checkedInAppointment,
  dueAppointment,
  ownRemoteAppointment,
  ownAppointment,
  providerCancelledAppointment,
  resourceAppointment,
];
