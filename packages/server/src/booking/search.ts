import {
  type AppointmentSearchQuery,
  type AvailableDatesQuery,
  appointmentPageSize,
  type BrandId,
  type CustomerType,
  customerTypes,
  timeOfDayWindows,
} from '@portal/domain';
import { and, arrayContains, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { type AppointmentRow, atBrandClinic, isFree, selectAppointments } from './appointmentView';

const slots = schema.appointmentSlots;

/** The customer type whose times a search asks for. */
export function customerTypeOf(query: AvailableDatesQuery) {
  if (query.isOccupationalHealthcare) return 'occupational' as const;
  if (query.isInsuranceCustomer) return 'insurance' as const;
  if (query.isKela65) return 'kela65' as const;
  return 'private' as const;
}

/**
 * Where a search starts: its start date, but never before the next whole minute. Times that begin
 * within the minute cannot be booked in time anyway, and a start that moves once a minute rather than
 * every millisecond lets identical searches share one answer (see `searchCache.ts`).
 */
export function searchStart(query: AvailableDatesQuery, now: Date): Date {
  const nextMinute = Math.ceil(now.getTime() / 60_000) * 60_000;
  return new Date(Math.max(Date.parse(query.startDate), nextMinute));
}

/** The cache key of a search: the call and every parameter, with the start as {@link searchStart}. */
export function searchKey(call: string, query: AvailableDatesQuery, now: Date): string {
  return JSON.stringify([call, { ...query, startDate: searchStart(query, now).toISOString() }]);
}

/**
 * The conditions of a search. Every one is served by an index on start_at (alone or after the
 * clinic, specialty or practitioner), and the free check by the reservations' unique index.
 * Only the serving brand's clinics count, whatever clinics the query names.
 */
function searchConditions(query: AvailableDatesQuery, now: Date, brand: BrandId): SQL {
  const from = searchStart(query, now);
  const conditions: (SQL | undefined)[] = [
    sql`${slots.startAt} >= ${from}`,
    sql`${slots.startAt} < ${new Date(query.endDate)}`,
    arrayContains(slots.customerTypes, [customerTypeOf(query)]),
    atBrandClinic(brand),
    isFree,
  ];
  if (query.clinicIds.length > 0) {
    const chosen = inArray(slots.clinicId, query.clinicIds);
    conditions.push(query.includeRemote ? or(chosen, eq(slots.isRemote, true)) : chosen);
  }
  // Unticked means no remote time at all, a chosen clinic's video times included.
  if (!query.includeRemote) conditions.push(eq(slots.isRemote, false));
  if (query.specialtyIds.length > 0) conditions.push(inArray(slots.specialtyId, query.specialtyIds));
  if (query.practitionerIds.length > 0) conditions.push(inArray(slots.practitionerId, query.practitionerIds));
  if (query.timeOfDay !== 'all') {
    const { startHour, endHour } = timeOfDayWindows[query.timeOfDay];
    const hour = sql`extract(hour from ${slots.startAt} at time zone 'Europe/Helsinki')`;
    conditions.push(sql`${hour} >= ${startHour}`, sql`${hour} < ${endHour}`);
  }
  return and(...conditions) as SQL;
}

/**
 * One page of free appointments, earliest first. The page is picked from the slots alone and only
 * its 20 rows are joined with the catalogue: joined first, the database joined every matching slot
 * of the month before sorting (three times slower on the embedded database).
 */
export function searchAppointments(
  db: Db,
  query: AppointmentSearchQuery,
  now: Date,
  brand: BrandId,
): Promise<AppointmentRow[]> {
  const page = db
    .select({ id: slots.id })
    .from(slots)
    .where(searchConditions(query, now, brand))
    .orderBy(asc(slots.startAt), asc(slots.id))
    .limit(appointmentPageSize)
    .offset(query.offset)
    .as('page');
  return selectAppointments(db)
    .innerJoin(page, eq(page.id, slots.id))
    .orderBy(asc(slots.startAt), asc(slots.id));
}

/**
 * The Helsinki days (`yyyy-mm-dd`) that have at least one free appointment matching the search.
 * One index probe per calendar day, limited to the day's time-of-day window and stopped at the
 * first match (`lateral ... limit 1` keeps the planner from reading the whole month instead).
 */
export async function availableDates(
  db: Db,
  query: AvailableDatesQuery,
  now: Date,
  brand: BrandId,
): Promise<string[]> {
  const from = searchStart(query, now);
  const to = new Date(query.endDate);
  if (from >= to) return [];
  const { startHour, endHour } = timeOfDayWindows[query.timeOfDay];
  const windowStart = sql`((day.d + make_interval(hours => ${startHour})) at time zone 'Europe/Helsinki')`;
  const windowEnd = sql`((day.d + make_interval(hours => ${endHour})) at time zone 'Europe/Helsinki')`;
  const result = await db.execute<{ day: string }>(sql`
    select to_char(day.d, 'YYYY-MM-DD') as day
    -- Wall-clock Helsinki midnights (timestamp without time zone), turned into instants below.
    from generate_series(
      (${from}::timestamptz at time zone 'Europe/Helsinki')::date::timestamp,
      (${to}::timestamptz at time zone 'Europe/Helsinki')::date::timestamp,
      interval '1 day'
    ) as day(d)
    cross join lateral (
      select 1 from ${slots}
      where ${slots.startAt} >= ${windowStart} and ${slots.startAt} < ${windowEnd} and ${searchConditions(query, now, brand)}
      limit 1
    ) as hit
    order by day.d`);
  return result.rows.map((row) => row.day);
}

/**
 * The customer types each specialty's coming times at the brand's clinics are offered to, so that
 * a list offers only the specialties that can find it a time. Booked times count too: they say
 * what the specialty is for, and the list then says when nothing is free.
 */
export async function specialtyCustomerTypes(
  db: Db,
  now: Date,
  brand: BrandId,
): Promise<Map<string, CustomerType[]>> {
  const result = await db.execute<{ specialty_id: string; customer_type: CustomerType }>(sql`
    select distinct ${slots.specialtyId} as specialty_id, offered.customer_type
    from ${slots} cross join lateral unnest(${slots.customerTypes}) as offered(customer_type)
    where ${slots.startAt} >= ${now} and ${atBrandClinic(brand)}`);
  const bySpecialty = new Map<string, CustomerType[]>();
  for (const row of result.rows) {
    const types = bySpecialty.get(row.specialty_id) ?? [];
    types.push(row.customer_type);
    bySpecialty.set(row.specialty_id, types);
  }
  for (const types of bySpecialty.values())
    types.sort((a, b) => customerTypes.indexOf(a) - customerTypes.indexOf(b));
  return bySpecialty;
}
