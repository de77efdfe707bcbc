import { helsinkiIsoDate } from '../time/zone';
import type { ListedAppointment } from './list';

/** The times of one Helsinki day, in the list's order. */
export interface TimesOfOneDay<T extends ListedAppointment> {
  /** The day, `yyyy-mm-dd` in Helsinki. */
  readonly date: string;
  readonly appointments: readonly T[];
}

/**
 * The list's times under their Helsinki days, in the order the list gives them (earliest first).
 * A day that comes back later in the list (a page loaded after another) joins its first group, so a
 * day has one heading.
 */
export function groupByDay<T extends ListedAppointment>(appointments: readonly T[]): TimesOfOneDay<T>[] {
  const groups = new Map<string, T[]>();
  for (const appointment of appointments) {
    const date = helsinkiIsoDate(new Date(appointment.startDate));
    const group = groups.get(date);
    if (group === undefined) groups.set(date, [appointment]);
    else group.push(appointment);
  }
  return [...groups].map(([date, times]) => ({ date, appointments: times }));
}

/**
 * The day the list brings into view: the first with times on or after the chosen start date, when
 * days before it are listed above it (the list widens its range to the week and the month, booking.md
 * §9). `null` when the list starts there already, or nothing is on or after it.
 */
export function dayToShow<T extends ListedAppointment>(
  groups: readonly TimesOfOneDay<T>[],
  startDate: string,
): string | null {
  const index = groups.findIndex((group) => group.date >= startDate);
  if (index <= 0) return null;
  return groups[index]?.date ?? null;
}

/** Where a time is, as the list says it: remote, at a chosen clinic, or at a neighbouring one. */
export type TimePlace = 'remote' | 'clinic' | 'nearbyClinic';

/**
 * Where a time is. The search adds the neighbouring municipalities' clinics to the chosen ones
 * (booking.md §7), so a time at a clinic the person did not choose is at a nearby clinic; with no
 * clinic chosen every clinic is asked for.
 */
export function timePlace(
  appointment: { readonly isRemote: boolean; readonly clinicId: string },
  chosenClinicIds: readonly string[],
): TimePlace {
  if (appointment.isRemote) return 'remote';
  if (chosenClinicIds.length > 0 && !chosenClinicIds.includes(appointment.clinicId)) return 'nearbyClinic';
  return 'clinic';
}
