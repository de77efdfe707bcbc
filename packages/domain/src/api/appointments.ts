import { z } from 'zod/mini';
import { locationTypes } from '../catalogue/appointment';
import { customerTypes } from '../catalogue/customer';
import { languages } from '../locale';
import { timesOfDay } from '../time/time-of-day';
import { queryFlag, queryList } from './query';
import { text } from './text';

// Wire shapes of the appointment search (booking.md §3 and §7).

const localized = z.object({ fi: z.string(), sv: z.string(), en: z.string() });

/** How many days ahead free times are offered (decisions.md §5: the next 90 days). */
export const bookingHorizonDays = 90;
// A month calendar page reaches up to six weeks past the first day it shows.
const calendarPageDays = 42;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The latest end a search may ask for at `now`: the booking horizon plus the calendar page that
 * shows its last day. A later end is refused (400), never answered slowly.
 */
export function latestSearchEnd(now: Date): Date {
  return new Date(now.getTime() + (bookingHorizonDays + calendarPageDays) * dayMs);
}

/** The most ids a search names of one kind: every clinic of a large network and its neighbours. */
export const maxSearchIds = 500;
/** The deepest page of the list: a hundred pages of twenty. */
export const maxSearchOffset = 2000;

const ids = z.pipe(queryList, z.array(text({ min: 1, max: 40 })).check(z.maxLength(maxSearchIds)));

/** Query of `GET /api/appointments/available-appointment-dates`. */
export const availableDatesQuery = z
  .object({
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    clinicIds: ids,
    specialtyIds: ids,
    practitionerIds: ids,
    includeRemote: queryFlag,
    timeOfDay: z._default(z.enum(timesOfDay), 'all'),
    isOccupationalHealthcare: queryFlag,
    isInsuranceCustomer: queryFlag,
    isKela65: queryFlag,
  })
  .check(
    z.refine((query) => Date.parse(query.endDate) >= Date.parse(query.startDate), {
      path: ['endDate'],
      message: 'beforeStartDate',
    }),
  );
export type AvailableDatesQuery = z.output<typeof availableDatesQuery>;

/** Query of `GET /api/appointments`: the dates query plus language and offset. */
export const appointmentSearchQuery = z.safeExtend(availableDatesQuery, {
  lang: z._default(z.enum(languages), 'fi'),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSearchOffset)), 0),
});
export type AppointmentSearchQuery = z.output<typeof appointmentSearchQuery>;

/** One free appointment as the list and the reservation pages show it. */
export const appointmentWire = z.object({
  id: z.number().check(z.int()),
  startDate: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().check(z.int()),
  specialtyId: z.string(),
  practitionerId: z.string(),
  practitioner: z.object({
    name: z.string(),
    title: z.string(),
    isResource: z.boolean(),
    cmsContent: z.object({
      profilePicture: z.nullable(z.object({ url: z.string() })),
      appointmentReservationInfo: z.nullable(z.string()),
    }),
  }),
  clinicId: z.string(),
  clinic: z.object({
    id: z.string(),
    name: z.string(),
    address: z.object({ street: z.string(), postalCode: z.string(), postOffice: z.string() }),
    cmsContent: z.object({ name: z.string() }),
  }),
  isRemote: z.boolean(),
  locationType: z.enum(locationTypes),
  specialty: z.object({ name: z.string(), cmsContent: z.object({ title: z.string() }) }),
  kind: z.string(),
  kindId: z.string(),
  requiresAuthToReserve: z.boolean(),
  priceCents: z.number().check(z.int()),
  specialtyData: z.object({ specialties: z.array(z.object({ id: z.string() })) }),
});
export type AppointmentWire = z.infer<typeof appointmentWire>;

/** Answer of `GET /api/appointments` (decisions.md §3). */
export const appointmentsAnswer = z.object({
  availableAppointments: z.object({ type: z.literal('success'), appointments: z.array(appointmentWire) }),
});

/** Answer of `GET /api/appointments/available-appointment-dates`: Helsinki days, `yyyy-mm-dd`. */
export const availableDatesAnswer = z.object({ type: z.literal('success'), dates: z.array(z.iso.date()) });

/** `GET /api/appointments/{id}`: one appointment, while it is still free. */
export const appointmentAnswer = z.object({ type: z.literal('success'), appointment: appointmentWire });

/** Query of `GET /api/appointments/specialty` and `/practitioner-clinics`. */
export const catalogueItemQuery = z.object({
  id: text({ min: 1, max: 40 }),
  lang: z._default(z.enum(languages), 'fi'),
});

/** Answer of `GET /api/appointments/specialty`. */
export const specialtyAnswer = z.object({
  type: z.literal('success'),
  specialty: z.object({
    id: z.string(),
    cmsContent: z.object({ title: z.string(), appointmentReservationInfo: z.nullable(z.string()) }),
  }),
});

/** Answer of `GET /api/appointments/practitioner-clinics`. */
export const practitionerClinicsAnswer = z.object({
  type: z.literal('success'),
  clinicIds: z.array(z.string()),
});

/** Answer of `GET /api/appointments/filter-options`: what the search filter offers. */
export const filterOptionsAnswer = z.object({
  type: z.literal('success'),
  clinics: z.array(
    z.object({ id: z.string(), name: z.string(), municipality: z.string(), isRemote: z.boolean() }),
  ),
  /** Each specialty with the customer types its times are offered to: a list offers only its own. */
  specialties: z.array(
    z.object({ id: z.string(), title: localized, customerTypes: z.array(z.enum(customerTypes)) }),
  ),
  practitioners: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      title: localized,
      specialtyIds: z.array(z.string()),
      /** The brand's clinics where the practitioner receives: namesakes are told apart by them. */
      clinicIds: z.array(z.string()),
    }),
  ),
});
export type FilterOptionsAnswer = z.infer<typeof filterOptionsAnswer>;
