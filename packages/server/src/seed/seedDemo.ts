import { bookingHorizonDays } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { schema } from '../db';
import { seedDemoInvoices } from '../invoices/demoInvoices';
import { seedDemoMessaging } from '../messaging/demoMessaging';
import { seedLabAndSurveyRecords } from '../records/demoRecords';
import { seedDemoVisitHistory } from '../records/demoVisitHistory';
import { seedDemoAppointments } from './appointments';
import { allClinics } from './catalogue/clinics';
import { SPECIALTIES } from './catalogue/specialties';
import { practitioners } from './catalogue/staff';
import { ensureSlotHorizon, type HorizonReport } from './horizon';
import { seedOccupationalCare } from './occupationalCare';
import { DEMO_PERSONS } from './persons';
import { seedScaleHistories } from './scaleHistories';
import { ensureShortNoticeTimes } from './shortNotice';

/** Rows each step added; all zero when the demo was already complete. */
export type SeedReport = {
  specialties: number;
  clinics: number;
  practitioners: number;
  patients: number;
  invoices: number;
  /** The demo persons' visits, prescriptions and certificates added. */
  visitHistory: number;
  slots: HorizonReport;
  /** Free times added so that each brand has one within a day (`ensureShortNoticeTimes`). */
  shortNoticeTimes: number;
  /** The demo persons' own reservations added. */
  appointments: number;
  /** Laboratory tests and vaccinations of the demo persons added. */
  labAndSurveyRecords: number;
  /** Generated patients given a record history at a scale above 1 (`seedScaleHistories`). */
  scaleHistories: number;
};

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * Seeds the demo of decisions.md §5: the catalogue of specialties, clinics and
 * practitioners, the eleven demo persons in their situations, and free times
 * for the horizon. Only what is missing is added, so it runs on every start;
 * rows already there are never changed.
 *
 * @param options.today the instant the demo is relative to (consent dates, the horizon)
 * @param options.scale multiplies clinics and practitioners, and above 1 adds patients with record
 *   histories; default 1
 * @param options.horizonDays days of free times; default 90
 * @param options.appointments whether the demo persons get their own appointments; default true
 */
export async function seedDemo(
  db: Db,
  options: { today: Date; scale?: number; horizonDays?: number; appointments?: boolean },
): Promise<SeedReport> {
  const {
    today,
    scale = 1,
    horizonDays = bookingHorizonDays,
    appointments: withAppointments = true,
  } = options;
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`scale must be a whole number from 1, not ${scale}`);

  const catalogue = await db.transaction(async (tx) => {
    const specialties = await insertMissing(
      SPECIALTIES.map(({ slot: _rule, ...specialty }) => specialty),
      (rows) => tx.insert(schema.specialties).values(rows).onConflictDoNothing().returning(),
    );
    const clinics = await insertMissing(allClinics(scale), (rows) =>
      tx.insert(schema.clinics).values(rows).onConflictDoNothing().returning(),
    );
    const staff = practitioners(scale);
    const added = await insertMissing(
      staff.map(({ clinicIds: _c, specialtyIds: _s, ...practitioner }) => practitioner),
      (rows) => tx.insert(schema.practitioners).values(rows).onConflictDoNothing().returning(),
    );
    const places = staff.flatMap((p) => p.clinicIds.map((clinicId) => ({ practitionerId: p.id, clinicId })));
    await insertMissing(places, (rows) =>
      tx.insert(schema.practitionerClinics).values(rows).onConflictDoNothing(),
    );
    const fields = staff.flatMap((p) =>
      p.specialtyIds.map((specialtyId) => ({ practitionerId: p.id, specialtyId })),
    );
    await insertMissing(fields, (rows) =>
      tx.insert(schema.practitionerSpecialties).values(rows).onConflictDoNothing(),
    );
    return { specialties, clinics, practitioners: added };
  });

  const patients = await seedPersons(db, today);
  await seedOccupationalCare(db, today);
  const invoices = await seedDemoInvoices(db, today);
  await seedDemoMessaging(db, today);
  const visitHistory = await seedDemoVisitHistory(db, today);
  const slots = await ensureSlotHorizon(db, { now: today, days: horizonDays, scale });
  // With no horizon asked for there are no free times at all, short-notice ones included.
  const shortNoticeTimes = horizonDays > 0 ? await ensureShortNoticeTimes(db, today) : 0;
  const appointments = withAppointments ? await seedDemoAppointments(db, today) : 0;
  const labAndSurveyRecords = await seedLabAndSurveyRecords(db, today);
  const scaleHistories = await seedScaleHistories(db, today, scale);
  return {
    ...catalogue,
    patients,
    invoices,
    visitHistory,
    slots,
    shortNoticeTimes,
    appointments,
    labAndSurveyRecords,
    scaleHistories,
  };
}

async function insertMissing<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<number> {
  let added = 0;
  for (let index = 0; index < rows.length; index += BATCH) {
    const result = await insert(rows.slice(index, index + BATCH));
    if (Array.isArray(result)) added += result.length;
  }
  return added;
}

/** The demo persons with their consents, guardianship and occupational contracts. */
async function seedPersons(db: Db, today: Date): Promise<number> {
  const registered = DEMO_PERSONS.filter((person) => person.hasPatientRecord);
  const daysAgo = (days: number) => new Date(today.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(schema.patients)
      .values(
        registered.map((person) => ({
          ssn: person.ssn,
          firstName: person.firstName,
          lastName: person.lastName,
          street: person.street,
          postalCode: person.postalCode,
          postOffice: person.postOffice,
          email: person.email,
          phone: person.phone,
          language: person.language,
          patientDataConsentFormUpdated:
            person.consentDaysAgo === null ? null : daysAgo(person.consentDaysAgo),
          // Filling the consent form asks both; a person who never filled it has given neither.
          privacyPolicyReadAt: person.consentDaysAgo === null ? null : daysAgo(person.consentDaysAgo),
          dataProcessingAcceptedAt: person.consentDaysAgo === null ? null : daysAgo(person.consentDaysAgo),
          isCreditWorthy: person.isCreditWorthy,
          mfaPhone: person.mfaPhone,
          mfaEnabled: person.mfaPhone !== null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: schema.patients.id });

    const rows = await tx
      .select({ id: schema.patients.id, ssn: schema.patients.ssn })
      .from(schema.patients)
      .where(
        inArray(
          schema.patients.ssn,
          registered.map((person) => person.ssn),
        ),
      );
    const idOf = new Map(rows.map((row) => [row.ssn, row.id]));
    const id = (ssn: string) => {
      const found = idOf.get(ssn);
      if (!found) throw new Error(`demo patient ${ssn} is missing`);
      return found;
    };

    const consents = registered.flatMap((person) =>
      person.consentDaysAgo === null
        ? []
        : [
            {
              patientId: id(person.ssn),
              allowsCommonRegistry: true,
              allowsViewingOccupationalInformation: person.occupational !== null,
              allowsMarketingMail: false,
              allowsTreatmentInstructionsMail: true,
              allowsBookingSms: true,
              updatedAt: daysAgo(person.consentDaysAgo),
            },
          ],
    );
    await tx.insert(schema.patientDataConsents).values(consents).onConflictDoNothing();

    const children = registered.flatMap((person) =>
      person.guardianSsns.map((guardian) => ({
        guardianPatientId: id(guardian),
        childPatientId: id(person.ssn),
        guardianType: 'parent' as const,
      })),
    );
    if (children.length > 0) await tx.insert(schema.guardianships).values(children).onConflictDoNothing();

    // The guardians (at most two) with the contact information they gave; the tab shows each as
    // their own record reads now.
    const guardianContacts = registered.flatMap((child) =>
      child.guardianSsns.slice(0, 2).flatMap((ssn, index) => {
        const guardian = DEMO_PERSONS.find((person) => person.ssn === ssn);
        if (!guardian?.phone || !guardian.email) return [];
        return [
          {
            childPatientId: id(child.ssn),
            position: index + 1,
            name: `${guardian.lastName} ${guardian.firstName}`,
            ssn: guardian.ssn,
            phone: guardian.phone,
            email: guardian.email,
            sameAddressAsChild: guardian.street === child.street,
            street: guardian.street,
            postalCode: guardian.postalCode,
            postOffice: guardian.postOffice,
          },
        ];
      }),
    );
    if (guardianContacts.length > 0)
      await tx.insert(schema.guardianContacts).values(guardianContacts).onConflictDoNothing();

    const contracts = registered.flatMap((person) =>
      person.occupational ? [{ patientId: id(person.ssn), ...person.occupational }] : [],
    );
    if (contracts.length > 0)
      await tx.insert(schema.occupationalContracts).values(contracts).onConflictDoNothing();

    return added.length;
  });
}
