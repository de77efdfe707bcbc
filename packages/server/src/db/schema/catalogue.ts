import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type LocalizedText, sqlList } from './columns';

/** The brands (decisions.md §1); each clinic is offered by one or both. */
export const BRANDS = ['general', 'children'] as const;
export type Brand = (typeof BRANDS)[number];

/** A clinic, physical or remote (remote clinics take video and phone appointments only). */
export const clinics = pgTable(
  'clinics',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lowercase Finnish municipality name, the key of the neighbouring-municipality rule. */
    municipality: text('municipality').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    postOffice: text('post_office').notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    arrivalInfo: jsonb('arrival_info').$type<LocalizedText>(),
    /**
     * The brands whose sites offer the clinic's times. A server serves one brand and answers only
     * the times of its clinics; clinics from before the brands were told apart are the general one's.
     */
    brands: text('brands').array().$type<Brand[]>().notNull().default(sql`array['general']::text[]`),
  },
  (table) => [
    check('clinics_municipality_check', sql`${table.municipality} = lower(${table.municipality})`),
    check(
      'clinics_brands_check',
      sql`cardinality(${table.brands}) > 0 and ${table.brands} <@ array[${sqlList(BRANDS)}]::text[]`,
    ),
  ],
);

/** A specialty (field of care); its id is the code the specification and the filters use. */
export const specialties = pgTable('specialties', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  reservationInfo: jsonb('reservation_info').$type<LocalizedText>(),
  isOccupational: boolean('is_occupational').notNull().default(false),
});

/** A practitioner, or a resource (a vaccination point, a laboratory) when `isResource`. */
export const practitioners = pgTable('practitioners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  isResource: boolean('is_resource').notNull().default(false),
  pictureUrl: text('picture_url'),
  reservationInfo: jsonb('reservation_info').$type<LocalizedText>(),
});

/** Where a practitioner works; answers `GET /api/appointments/practitioner-clinics`. */
export const practitionerClinics = pgTable(
  'practitioner_clinics',
  {
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.practitionerId, table.clinicId] }),
    index('practitioner_clinics_clinic_idx').on(table.clinicId),
  ],
);

/** The specialties a practitioner takes appointments in. */
export const practitionerSpecialties = pgTable(
  'practitioner_specialties',
  {
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.practitionerId, table.specialtyId] }),
    index('practitioner_specialties_specialty_idx').on(table.specialtyId),
  ],
);
