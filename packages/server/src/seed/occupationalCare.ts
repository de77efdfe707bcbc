import { addDays, formatIsoDate, helsinkiDate, type OhcTeamProfessionalType } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { schema } from '../db';
import { practitioners } from './catalogue/staff';

const MIKKO = '150385-913F';
const JUSSI = '090699-982V';

/** The seeded specialty that marks each professional of an occupational team. */
const specialtyOf: Record<OhcTeamProfessionalType, string> = {
  Doctor: 'TTL',
  Nurse: 'TTH',
  Physiotherapist: 'TFT',
  Psychologist: 'TPSG',
};

// Which of the seeded occupational professionals (0-based, in the staff's order) is on whose team:
// Mikko and Jussi share the physiotherapist and the psychologist, as colleagues of one area would.
const teams: Record<string, Record<OhcTeamProfessionalType, number>> = {
  [MIKKO]: { Doctor: 0, Nurse: 0, Physiotherapist: 0, Psychologist: 0 },
  [JUSSI]: { Doctor: 1, Nurse: 1, Physiotherapist: 0, Psychologist: 0 },
};

/** Drawn portraits served by the app, given to the team's professionals who have no picture. */
const portraits = [1, 2, 3, 4, 5, 6].map((n) => `/images/team/portrait-${n}.svg`);

/**
 * Mikko's and Jussi's occupational health teams (Mikko's physician has a substitute from two to four
 * weeks ahead) and Mikko's membership of the sickness fund; Jussi is not a member. Adds only what is
 * missing.
 */
export async function seedOccupationalCare(db: Db, today: Date): Promise<number> {
  const staff = practitioners(1);
  const ofType = (type: OhcTeamProfessionalType) =>
    staff.filter((p) => p.specialtyIds.includes(specialtyOf[type]));
  const pick = (type: OhcTeamProfessionalType, index: number) => {
    const found = ofType(type)[index];
    if (!found) throw new Error(`the demo has no ${type} number ${index + 1}`);
    return found;
  };
  const day = (days: number) => formatIsoDate(addDays(helsinkiDate(today), days));

  return db.transaction(async (tx) => {
    const patients = await tx
      .select({ id: schema.patients.id, ssn: schema.patients.ssn })
      .from(schema.patients)
      .where(inArray(schema.patients.ssn, [MIKKO, JUSSI]));
    const idOf = new Map(patients.map((row) => [row.ssn, row.id]));
    const rows = Object.entries(teams).flatMap(([ssn, team]) => {
      const patientId = idOf.get(ssn);
      if (!patientId) return [];
      return Object.entries(team).map(([type, index]) => {
        const professionalType = type as OhcTeamProfessionalType;
        const substitute =
          ssn === MIKKO && professionalType === 'Doctor'
            ? { substituteName: pick('Doctor', 2).name, substituteStart: day(14), substituteEnd: day(28) }
            : {};
        return {
          patientId,
          practitionerId: pick(professionalType, index).id,
          professionalType,
          ...substitute,
        };
      });
    });
    const added = await tx
      .insert(schema.occupationalTeamMembers)
      .values(rows)
      .onConflictDoNothing()
      .returning();

    const members = [...new Set(rows.map((row) => row.practitionerId))];
    for (const [index, id] of members.entries()) {
      await tx
        .update(schema.practitioners)
        .set({ pictureUrl: portraits[index % portraits.length] })
        .where(and(eq(schema.practitioners.id, id), isNull(schema.practitioners.pictureUrl)));
    }

    const mikko = idOf.get(MIKKO);
    const fund = mikko
      ? await tx
          .insert(schema.sicknessFundMemberships)
          .values({
            patientId: mikko,
            fundName: 'Pohjoisranta Ohjelmistot Oy:n sairauskassa',
            memberSince: '2021-03-01',
          })
          .onConflictDoNothing()
          .returning()
      : [];
    return added.length + fund.length;
  });
}
