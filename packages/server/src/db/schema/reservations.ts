import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, sqlList } from './columns';
import { patients } from './patients';
import { appointmentSlots, CUSTOMER_TYPES, type CustomerType } from './slots';

export const RESERVATION_STATUSES = ['active', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * How the reservation was made: signed in with strong identification, with the anonymous form, or
 * at the clinic or by phone (not a web reservation: the web's limit does not count it).
 */
export const RESERVATION_CHANNELS = ['signedIn', 'anonymous', 'clinic'] as const;
export type ReservationChannel = (typeof RESERVATION_CHANNELS)[number];

/**
 * A patient's hold on a slot. At most one active reservation per slot is enforced by the
 * partial unique index, so two people pressing Book at once cannot both win, whatever the code
 * before the insert believed.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => appointmentSlots.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Who pressed Book: the patient, a guardian, or the anonymous form's identity code. */
    reservedBySsn: text('reserved_by_ssn').notNull(),
    channel: text('channel').$type<ReservationChannel>().notNull(),
    healthCareType: text('health_care_type').$type<CustomerType>().notNull(),
    email: text('email'),
    phone: text('phone'),
    conceptCode: text('concept_code'),
    description: text('description'),
    dcpContentHash: text('dcp_content_hash'),
    pohjolaPolicyId: text('pohjola_policy_id'),
    internalOrganization: text('internal_organization').notNull(),
    status: text('status').$type<ReservationStatus>().notNull().default('active'),
    createdAt: createdAt(),
    cancelledAt: instant('cancelled_at'),
    /** When the patient checked in (self check-in, signed in or by the anonymous link). */
    checkedInAt: instant('checked_in_at'),
    /** The reason for the visit, saved with its fixed Finnish prefix. */
    arrivalReason: text('arrival_reason'),
    /** The room the clinic gives at check-in; null: the patient sees the receptionist. */
    roomLocation: text('room_location'),
    /** The provider cancelled the time and will offer a new one; it stays on the patient's list. */
    providerCancelledAt: instant('provider_cancelled_at'),
    /**
     * SHA-256 (hex) of the secret of the reservation's anonymous link (`booking/appointmentLink.ts`):
     * the secret itself is only in the link sent to the patient, so this table cannot rebuild a link.
     * Null for reservations made before links had secrets and for those booked at the clinic: no
     * link opens them.
     */
    linkSecretHash: text('link_secret_hash'),
  },
  (table) => [
    uniqueIndex('reservations_one_active_per_slot').on(table.slotId).where(sql`${table.status} = 'active'`),
    index('reservations_patient_status_idx').on(table.patientId, table.status),
    check('reservations_status_check', sql`${table.status} in (${sqlList(RESERVATION_STATUSES)})`),
    check('reservations_channel_check', sql`${table.channel} in (${sqlList(RESERVATION_CHANNELS)})`),
    check(
      'reservations_health_care_type_check',
      sql`${table.healthCareType} in (${sqlList(CUSTOMER_TYPES)})`,
    ),
    check(
      'reservations_cancelled_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);

/** The payment concepts (insurer and reimbursement codes) a patient has on record. */
export const patientConcepts = pgTable(
  'patient_concepts',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    directReimbursementAllowed: boolean('direct_reimbursement_allowed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.patientId, table.code] })],
);
