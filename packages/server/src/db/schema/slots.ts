import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clinics, practitioners, specialties } from './catalogue';
import { createdAt, instant, sqlList } from './columns';

/** Where an appointment takes place (booking.md §3). */
export const LOCATION_TYPES = [
  'physicalLocation',
  'remoteAppointment',
  'phoneAppointment',
  'meetingAppointment',
  'videoAppointment',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Who may book a slot (booking.md §3, customer types). */
export const CUSTOMER_TYPES = ['private', 'occupational', 'insurance', 'kela65'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/**
 * A bookable time. The identity id is the numeric appointment id of the
 * reservation addresses (`/fi/varaa/{id}`).
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startAt: instant('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => clinics.id),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    kindId: text('kind_id').notNull(),
    locationType: text('location_type').$type<LocationType>().notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    requiresAuthToReserve: boolean('requires_auth_to_reserve').notNull().default(false),
    customerTypes: text('customer_types').array().$type<CustomerType[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('appointment_slots_start_at_idx').on(table.startAt),
    index('appointment_slots_clinic_start_idx').on(table.clinicId, table.startAt),
    index('appointment_slots_specialty_start_idx').on(table.specialtyId, table.startAt),
    // One practitioner cannot start two appointments at once; the constraint also
    // serves the practitioner search and lets slot generation be repeated safely.
    unique('appointment_slots_practitioner_start_key').on(table.practitionerId, table.startAt),
    check('appointment_slots_duration_check', sql`${table.durationMinutes} > 0`),
    check('appointment_slots_price_check', sql`${table.priceCents} >= 0`),
    check(
      'appointment_slots_location_type_check',
      sql`${table.locationType} in (${sqlList(LOCATION_TYPES)})`,
    ),
    check(
      'appointment_slots_customer_types_check',
      sql`cardinality(${table.customerTypes}) > 0 and ${table.customerTypes} <@ array[${sqlList(CUSTOMER_TYPES)}]::text[]`,
    ),
  ],
);

/**
 * The last day (Europe/Helsinki) up to which free slots have been generated for
 * each practitioner, so that keeping the horizon filled only adds the missing days.
 */
export const slotHorizon = pgTable('slot_horizon', {
  practitionerId: text('practitioner_id')
    .primaryKey()
    .references(() => practitioners.id, { onDelete: 'cascade' }),
  generatedThrough: date('generated_through', { mode: 'string' }).notNull(),
});
