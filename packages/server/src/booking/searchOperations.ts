import {
  type AvailableDatesQuery,
  appointmentAnswer,
  appointmentSearchQuery,
  appointmentsAnswer,
  availableDatesAnswer,
  availableDatesQuery,
  type BrandId,
  catalogueItemQuery,
  filterOptionsAnswer,
  latestSearchEnd,
  practitionerClinicsAnswer,
  specialtyAnswer,
} from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, schema } from '../db';
import { ApiError, notFound } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import { findFreeAppointment, isTakenAppointment, offeredBy, toAppointmentWire } from './appointmentView';
import type { Availability } from './availability';
import { requireOccupationalContract } from './occupational';
import { availableDates, searchAppointments, searchKey, specialtyCustomerTypes } from './search';
import type { SearchCache } from './searchCache';

export type SearchDeps = {
  db: Db;
  clock: () => Date;
  cache: SearchCache;
  /** The free times in memory; the SQL search answers until they have been read. */
  availability?: Availability | undefined;
  /** The serving brand: only the times, clinics and practitioners of its clinics are answered. */
  brand: BrandId;
};

// Occupational times need a signed-in person with a contract that includes web reservation.
const occupationalErrors = ['unauthorized', 'noOccupationalHealthcare', 'webReservationNotAllowed'] as const;

/** Refuses a search past the booking horizon: it has no times to find, only days to walk through. */
function refuseBeyondHorizon(query: AvailableDatesQuery, now: Date): void {
  if (Date.parse(query.endDate) > latestSearchEnd(now).getTime()) {
    throw new ApiError('ValidationError', [{ path: 'endDate', message: 'beyondBookingHorizon' }]);
  }
}

/** The public search calls of booking.md §7, and the filter's options. */
export function searchOperations({ db, clock, cache, brand, availability }: SearchDeps): Operation[] {
  const list = defineOperation({
    method: 'get',
    path: '/api/appointments',
    summary: 'One page (20) of free appointments matching the search, earliest first',
    tag: 'search',
    access: 'public',
    query: appointmentSearchQuery,
    response: appointmentsAnswer,
    errors: occupationalErrors,
    handler: async ({ query, session }) => {
      const now = clock();
      refuseBeyondHorizon(query, now);
      if (query.isOccupationalHealthcare) await requireOccupationalContract(db, session);
      const appointments = await cache.remember(searchKey('appointments', query, now), async () => {
        const index = await availability?.fresh();
        const rows = index
          ? index.search(query, now, brand)
          : await searchAppointments(db, query, now, brand);
        return rows.map((row) => toAppointmentWire(row, query.lang));
      });
      return { body: { availableAppointments: { type: 'success', appointments } } };
    },
  });

  const dates = defineOperation({
    method: 'get',
    path: '/api/appointments/available-appointment-dates',
    summary: 'The Helsinki days with at least one free appointment matching the search',
    tag: 'search',
    access: 'public',
    query: availableDatesQuery,
    response: availableDatesAnswer,
    errors: occupationalErrors,
    handler: async ({ query, session }) => {
      const now = clock();
      refuseBeyondHorizon(query, now);
      if (query.isOccupationalHealthcare) await requireOccupationalContract(db, session);
      const dates = await cache.remember(searchKey('dates', query, now), async () => {
        const index = await availability?.fresh();
        return index ? index.dates(query, now, brand) : availableDates(db, query, now, brand);
      });
      return success({ dates });
    },
  });

  const specialty = defineOperation({
    method: 'get',
    path: '/api/appointments/specialty',
    summary: 'A specialty’s title and reservation information',
    tag: 'search',
    access: 'public',
    query: catalogueItemQuery,
    response: specialtyAnswer,
    errors: ['notFound'],
    handler: async ({ query }) => {
      const [row] = await db.select().from(schema.specialties).where(eq(schema.specialties.id, query.id));
      if (!row) throw notFound();
      const cmsContent = {
        title: row.title[query.lang],
        appointmentReservationInfo: row.reservationInfo?.[query.lang] ?? null,
      };
      return success({ specialty: { id: row.id, cmsContent } });
    },
  });

  const practitionerClinics = defineOperation({
    method: 'get',
    path: '/api/appointments/practitioner-clinics',
    summary: 'The clinics of the serving brand where a practitioner receives',
    tag: 'search',
    access: 'public',
    query: catalogueItemQuery,
    response: practitionerClinicsAnswer,
    handler: async ({ query }) => {
      const rows = await db
        .select({ clinicId: schema.practitionerClinics.clinicId })
        .from(schema.practitionerClinics)
        .innerJoin(schema.clinics, eq(schema.clinics.id, schema.practitionerClinics.clinicId))
        .where(and(eq(schema.practitionerClinics.practitionerId, query.id), offeredBy(brand)))
        .orderBy(asc(schema.practitionerClinics.clinicId));
      return success({ clinicIds: rows.map((row) => row.clinicId) });
    },
  });

  const filterOptions = defineOperation({
    method: 'get',
    path: '/api/appointments/filter-options',
    summary:
      'Clinics, specialties and practitioners the search filter offers: those of the serving brand’s clinics',
    tag: 'search',
    access: 'public',
    response: filterOptionsAnswer,
    handler: async () => {
      const [clinics, specialtyRows, practitionerRows, places, allLinks, offeredTo] = await Promise.all([
        db.select().from(schema.clinics).where(offeredBy(brand)).orderBy(asc(schema.clinics.name)),
        db.select().from(schema.specialties).orderBy(asc(schema.specialties.id)),
        db.select().from(schema.practitioners).orderBy(asc(schema.practitioners.name)),
        db
          .select({
            practitionerId: schema.practitionerClinics.practitionerId,
            clinicId: schema.practitionerClinics.clinicId,
          })
          .from(schema.practitionerClinics)
          .innerJoin(schema.clinics, eq(schema.clinics.id, schema.practitionerClinics.clinicId))
          .where(offeredBy(brand)),
        db.select().from(schema.practitionerSpecialties),
        cache.remember('specialtyCustomerTypes', () => specialtyCustomerTypes(db, clock(), brand)),
      ]);
      // A practitioner belongs to the brand through a clinic of it; a specialty through such a practitioner.
      const working = new Set(places.map((place) => place.practitionerId));
      const practitioners = practitionerRows.filter((row) => working.has(row.id));
      const links = allLinks.filter((link) => working.has(link.practitionerId));
      // A specialty without a coming time at the brand's clinics matches no list, so none offers it.
      const offered = new Set(links.map((link) => link.specialtyId));
      const specialties = specialtyRows.filter((row) => offered.has(row.id) && offeredTo.has(row.id));
      return success({
        clinics: clinics.map(({ id, name, municipality, isRemote }) => ({
          id,
          name,
          municipality,
          isRemote,
        })),
        specialties: specialties.map(({ id, title }) => ({
          id,
          title,
          customerTypes: offeredTo.get(id) ?? [],
        })),
        practitioners: practitioners.map(({ id, name, title }) => ({
          id,
          name,
          title,
          specialtyIds: links.filter((link) => link.practitionerId === id).map((link) => link.specialtyId),
          clinicIds: places.filter((place) => place.practitionerId === id).map((place) => place.clinicId),
        })),
      });
    },
  });

  const one = defineOperation({
    method: 'get',
    path: '/api/appointments/:id',
    summary:
      'One appointment while it is free (the reservation page’s summary); appointmentNotAvailable once another patient has reserved it, appointmentNotFound once it has passed or was removed',
    tag: 'search',
    access: 'public',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ lang: z.enum(['fi', 'sv', 'en']).default('fi') }),
    response: appointmentAnswer,
    errors: ['appointmentNotAvailable', 'appointmentNotFound'],
    handler: async ({ params, query }) => {
      const now = clock();
      const row = await findFreeAppointment(db, params.id, now, brand);
      if (!row) {
        const taken = await isTakenAppointment(db, params.id, now, brand);
        throw new ApiError(taken ? 'appointmentNotAvailable' : 'appointmentNotFound');
      }
      return success({ appointment: toAppointmentWire(row, query.lang) });
    },
  });

  return [list, dates, specialty, practitionerClinics, filterOptions, one];
}
