import type { FilterOptionsAnswer } from '../api/appointments';
import type { Lang } from '../locale';
import { isSpecialtyListed } from '../money/kela65';
import type { SearchFilter } from './filter';

type Options = Omit<FilterOptionsAnswer, 'type'>;
type Specialty = Options['specialties'][number];
type Practitioner = Options['practitioners'][number];

/**
 * The specialties a list offers: those whose times are offered to its customer type, so that the
 * private list does not offer occupational or kela65-only ones that never find a time. One the
 * address already chose stays, so that it can be seen and removed. The `Y65V` specialty is listed
 * to kela65 customers only (patient-area.md §6), whatever the clinic's data offers it to.
 */
export function specialtiesOfList(filter: SearchFilter, specialties: readonly Specialty[]): Specialty[] {
  return specialties.filter(
    (specialty) =>
      isSpecialtyListed(specialty.id, filter.customerType) &&
      (specialty.customerTypes.includes(filter.customerType) || filter.specialtyIds.includes(specialty.id)),
  );
}

/**
 * The practitioners a list offers: those with a specialty of the list, and of a chosen specialty
 * when some are chosen. One the address already chose stays.
 */
export function practitionersOfList(
  filter: SearchFilter,
  options: Pick<Options, 'specialties' | 'practitioners'>,
): Practitioner[] {
  const offered = new Set(specialtiesOfList(filter, options.specialties).map((specialty) => specialty.id));
  const wanted = filter.specialtyIds.length > 0 ? new Set(filter.specialtyIds) : offered;
  return options.practitioners.filter(
    (practitioner) =>
      filter.practitionerIds.includes(practitioner.id) ||
      practitioner.specialtyIds.some((id) => wanted.has(id) && offered.has(id)),
  );
}

/**
 * How each practitioner is named in a choice: name and title, and, where two would read the same,
 * the clinics they work at too, so that namesakes can be told apart.
 */
export function practitionerLabels(
  practitioners: readonly Practitioner[],
  clinics: Options['clinics'],
  lang: Lang,
): Map<string, string> {
  const plain = (practitioner: Practitioner) => `${practitioner.name}, ${practitioner.title[lang]}`;
  const counts = new Map<string, number>();
  for (const practitioner of practitioners) {
    counts.set(plain(practitioner), (counts.get(plain(practitioner)) ?? 0) + 1);
  }
  const clinicName = new Map(clinics.map((clinic) => [clinic.id, clinic.name]));
  return new Map(
    practitioners.map((practitioner) => {
      const label = plain(practitioner);
      if ((counts.get(label) ?? 0) < 2) return [practitioner.id, label];
      const places = practitioner.clinicIds
        .map((id) => clinicName.get(id))
        .filter((name) => name !== undefined)
        .sort((a, b) => a.localeCompare(b, lang));
      return [practitioner.id, places.length === 0 ? label : `${label} (${places.join(', ')})`];
    }),
  );
}
