import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, helsinkiOffsetMinutes, weekday } from './calendar';
import { type PractitionerWork, planDay } from './plan';

const gp: PractitionerWork = {
  id: 'virtanen-anna-1a2b',
  clinics: [{ id: 'HKI-KAMPPI', isRemote: false }],
  specialtyIds: ['YLE', 'Y65V', 'Y65P'],
};
const remotePsychologist: PractitionerWork = {
  id: 'nurmi-olli-3c4d',
  clinics: [{ id: 'RMT', isRemote: true }],
  specialtyIds: ['PSY'],
};
const visitingSpecialist: PractitionerWork = {
  id: 'ojala-katja-5e6f',
  clinics: [
    { id: 'HKI-KAMPPI', isRemote: false },
    { id: 'HKI-ITAKESKUS', isRemote: false },
  ],
  specialtyIds: ['GYN'],
};

const date = fc.integer({ min: 0, max: 3650 }).map((days) => addDays('2026-01-01', days));
const practitioner = fc.constantFrom(gp, remotePsychologist, visitingSpecialist);
const helsinkiMinute = (instant: Date) => {
  const wall = new Date(instant.getTime() + helsinkiOffsetMinutes(instant) * 60_000);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
};

describe('planDay', () => {
  it('given the same practitioner and date, should plan the same times', () => {
    fc.assert(
      fc.property(practitioner, date, (work, day) => {
        expect(planDay(work, day)).toEqual(planDay(work, day));
      }),
    );
  });

  it('should plan nothing on Sundays', () => {
    fc.assert(
      fc.property(practitioner, date, (work, day) => {
        fc.pre(weekday(day) === 0);
        expect(planDay(work, day)).toEqual([]);
      }),
    );
  });

  it('should keep every time within Helsinki working hours 08-21, without overlaps', () => {
    fc.assert(
      fc.property(practitioner, date, (work, day) => {
        const slots = planDay(work, day);
        for (const slot of slots) {
          const start = helsinkiMinute(slot.startAt);
          expect(start).toBeGreaterThanOrEqual(8 * 60);
          expect(start + slot.durationMinutes).toBeLessThanOrEqual(21 * 60);
        }
        for (const [earlier, later] of slots
          .slice(0, -1)
          .map((slot, index) => [slot, slots[index + 1]] as const)) {
          expect(earlier.startAt.getTime() + earlier.durationMinutes * 60_000).toBeLessThanOrEqual(
            later?.startAt.getTime() ?? Number.POSITIVE_INFINITY,
          );
        }
      }),
    );
  });

  it('given a remote clinic, should plan only remote times', () => {
    const slots = datesBetween('2026-11-23', '2026-12-20').flatMap((day) => planDay(remotePsychologist, day));
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.isRemote && slot.locationType !== 'physicalLocation')).toBe(true);
  });

  it('given a general practitioner, should offer kela65 kinds only to kela65 customers', () => {
    const slots = datesBetween('2026-11-23', '2027-01-31').flatMap((day) => planDay(gp, day));
    const kela = slots.filter((slot) => slot.specialtyId.startsWith('Y65'));
    expect(kela.length).toBeGreaterThan(0);
    expect(
      kela.every((slot) => slot.customerTypes.join() === 'kela65' && slot.kindId === slot.specialtyId),
    ).toBe(true);
    expect(
      kela
        .filter((slot) => slot.specialtyId === 'Y65P')
        .every((slot) => slot.locationType === 'phoneAppointment'),
    ).toBe(true);
    expect(slots.filter((slot) => slot.specialtyId === 'YLE').every((slot) => slot.priceCents === 8900)).toBe(
      true,
    );
  });

  it('given two clinics, should work at each of them in turn', () => {
    const clinicIds = datesBetween('2026-11-23', '2027-01-31').flatMap((day) =>
      planDay(visitingSpecialist, day).map((slot) => slot.clinicId),
    );
    expect(new Set(clinicIds)).toEqual(new Set(['HKI-KAMPPI', 'HKI-ITAKESKUS']));
  });

  it('given a practitioner without clinics or specialties, should plan nothing', () => {
    expect(planDay({ ...gp, clinics: [] }, '2026-11-23')).toEqual([]);
    expect(planDay({ ...gp, specialtyIds: [] }, '2026-11-23')).toEqual([]);
  });
});
