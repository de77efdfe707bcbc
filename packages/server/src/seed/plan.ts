import type { LocationType } from '../db/schema';
import type { appointmentSlots } from '../db/schema/slots';
import { helsinkiDayClock, type LocalDate, weekday } from './calendar';
import { DEFAULT_SLOT_RULE, SLOT_RULES, type SlotRule } from './catalogue/specialties';
import { pickWeighted, type Random, randomFor } from './random';

/** What the planner needs to know of a practitioner, as read from the database. */
export type PractitionerWork = {
  id: string;
  clinics: { id: string; isRemote: boolean }[];
  specialtyIds: string[];
};

/** A free time ready to insert. */
export type PlannedSlot = typeof appointmentSlots.$inferInsert & { startAt: Date };

/** Share of a day's times left free; the rest stand for times already booked. */
const FREE_SHARE = 0.4;
const ABSENT_SHARE = 0.12;
const SATURDAY_SHARE = 0.25;
const SATURDAY_SPECIALTIES = new Set(['YLE', 'SH', 'LAS', 'LSH', 'ROKH']);
const KIND_BY_LOCATION: Record<LocationType, string> = {
  physicalLocation: 'VAST',
  videoAppointment: 'VIDEO',
  phoneAppointment: 'PUH',
  remoteAppointment: 'ETA',
  meetingAppointment: 'TAPAAMINEN',
};

type Shift = [startMinute: number, endMinute: number];
const h = (hour: number) => hour * 60;
const CLINIC_SHIFTS: [Shift, number][] = [
  [[h(8), h(16)], 5],
  [[h(9), h(17)], 3],
  [[h(12), h(20)], 2],
];
const REMOTE_SHIFTS: [Shift, number][] = [
  [[h(8), h(16)], 3],
  [[h(12), h(20)], 2],
  [[h(13), h(21)], 1],
];
const VACCINATION_SHIFT: Shift = [h(9), h(15)];
const SATURDAY_SHIFT: Shift = [h(9), h(14)];

function chooseShift(random: Random, date: LocalDate, primary: string, rule: SlotRule, isRemote: boolean) {
  const day = weekday(date);
  if (day === 0) return null;
  if (day === 6) {
    return SATURDAY_SPECIALTIES.has(primary) && random() < SATURDAY_SHARE ? SATURDAY_SHIFT : null;
  }
  if (random() < ABSENT_SHARE) return null;
  if (rule.kindId === 'ROK') return VACCINATION_SHIFT;
  return pickWeighted(random, isRemote ? REMOTE_SHIFTS : CLINIC_SHIFTS);
}

/**
 * The free times of one practitioner on one Helsinki date: none on Sundays,
 * on some Saturdays for general practice, nurses and vaccinations, a shift on
 * most weekdays with a half-hour break in its middle. The same practitioner
 * and date always give the same times.
 */
export function planDay(practitioner: PractitionerWork, date: LocalDate): PlannedSlot[] {
  const specialties = [...practitioner.specialtyIds]
    .sort()
    .map((id) => [id, SLOT_RULES.get(id) ?? DEFAULT_SLOT_RULE] as const);
  const clinics = [...practitioner.clinics].sort((a, b) => a.id.localeCompare(b.id));
  const [primary] = [...specialties].sort((a, b) => b[1].weight - a[1].weight);
  if (!primary || clinics.length === 0) return [];

  // A practitioner of several clinics works at each in turn, by day.
  const dayNumber = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const clinic = clinics[dayNumber % clinics.length] as (typeof clinics)[number];
  const random = randomFor(practitioner.id, date);
  const shift = chooseShift(random, date, primary[0], primary[1], clinic.isRemote);
  if (!shift) return [];

  const [start, end] = shift;
  const breakStart = start + Math.floor((end - start) / 60) * 30;
  const clock = helsinkiDayClock(date);
  const slots: PlannedSlot[] = [];
  for (let minute = start; minute < end; ) {
    if (minute >= breakStart && minute < breakStart + 30) {
      minute = breakStart + 30;
      continue;
    }
    const [specialtyId, rule] = pickWeighted(
      random,
      specialties.map((entry) => [entry, entry[1].weight] as const),
    );
    if (minute + rule.durationMinutes > end) break;
    const locationType = pickWeighted(random, clinic.isRemote ? rule.remote : rule.atClinic);
    if (random() < FREE_SHARE) {
      slots.push({
        startAt: clock(minute),
        durationMinutes: rule.durationMinutes,
        clinicId: clinic.id,
        practitionerId: practitioner.id,
        specialtyId,
        kindId: rule.kindId ?? KIND_BY_LOCATION[locationType],
        locationType,
        isRemote: clinic.isRemote || locationType !== 'physicalLocation',
        requiresAuthToReserve: rule.requiresAuthToReserve ?? false,
        customerTypes: rule.customerTypes,
        priceCents: rule.priceCents,
      });
    }
    minute += rule.durationMinutes;
  }
  return slots;
}
