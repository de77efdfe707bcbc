import {
  type FilterChange,
  type FilterOptionsAnswer,
  isIncludeRemoteLocked,
  isSpecialtyFilterDisabled,
  practitionerLabels,
  practitionersOfList,
  type SearchFilter as SearchFilterValue,
  specialtiesOfList,
} from '@portal/domain';
import { useId } from 'react';
import { Checkbox } from '../../Checkbox';
import { DatePicker } from '../../DatePicker';
import { useLang, useWords } from '../../i18n';
import { MultiComboBox } from '../../MultiComboBox';
import type { SelectOption } from '../../Select';
import { heading, hint, remote, root } from './SearchFilter.css';

/** What the filter offers: the answer of `GET /api/appointments/filter-options`. */
export type SearchFilterOptions = Omit<FilterOptionsAnswer, 'type'>;

/** The value the kela65 list's fixed specialty shows as. */
const kela65 = 'kela65';

export interface SearchFilterProps {
  /** The filter now, as the address says. */
  filter: SearchFilterValue;
  /** The clinics, specialties and practitioners to offer. */
  options: SearchFilterOptions;
  /** Days with free times, `yyyy-mm-dd`, marked in the date picker's calendar. Default: none. */
  availableDates?: ReadonlySet<string>;
  /**
   * Called with each month, `yyyy-mm`, the start date's calendar shows, so that its free days can be
   * fetched and added to `availableDates`. Default: none.
   */
  onCalendarMonthChange?: (month: string) => void;
  /** Today in Helsinki, `yyyy-mm-dd`; earlier days cannot be chosen. */
  today: string;
  /** Called with each change a person makes; the domain's `applyFilterChange` decides the new filter. */
  onChange: (change: FilterChange) => void;
}

/**
 * The search criteria of an appointment list (booking.md §2 item 2, §5): clinic, specialty,
 * practitioner, remote times and the start date. Clinics, specialties and practitioners are
 * several-choice fields; an empty one means all, as its placeholder says. The kela65 list shows its fixed specialty, disabled; a remote-listed
 * specialty keeps remote times on, disabled, and says why.
 */
export function SearchFilter({
  filter,
  options,
  availableDates,
  onCalendarMonthChange,
  today,
  onChange,
}: SearchFilterProps) {
  const words = useWords().search.filter;
  const lang = useLang();
  const headingId = useId();
  const specialtyFixed = isSpecialtyFilterDisabled(filter);
  const remoteLocked = isIncludeRemoteLocked(filter);

  const clinicOptions: SelectOption[] = options.clinics
    .filter((clinic) => !clinic.isRemote)
    .map(({ id, name }) => ({ value: id, label: name }));
  const specialtyOptions: SelectOption[] = specialtyFixed
    ? [{ value: kela65, label: words.kela65Specialty() }]
    : specialtiesOfList(filter, options.specialties)
        .map(({ id, title }) => ({ value: id, label: title[lang] }))
        .sort((a, b) => a.label.localeCompare(b.label, lang));
  const practitioners = practitionersOfList(filter, options);
  const labels = practitionerLabels(practitioners, options.clinics, lang);
  const practitionerOptions: SelectOption[] = practitioners.map(({ id, name }) => ({
    value: id,
    label: labels.get(id) ?? name,
  }));

  return (
    <search aria-labelledby={headingId} className={root}>
      <h2 id={headingId} className={heading}>
        {words.label()}
      </h2>
      <MultiComboBox
        label={words.clinic()}
        options={clinicOptions}
        value={filter.clinicIds}
        placeholder={words.allClinics()}
        noResultsMessage={words.noResults()}
        onChange={(clinicIds) => onChange({ type: 'clinics', clinicIds })}
      />
      <MultiComboBox
        label={words.specialty()}
        description={specialtyFixed ? words.kela65SpecialtyHint() : undefined}
        options={specialtyOptions}
        value={specialtyFixed ? [kela65] : filter.specialtyIds}
        placeholder={words.allSpecialties()}
        noResultsMessage={words.noResults()}
        isDisabled={specialtyFixed}
        onChange={(specialtyIds) => onChange({ type: 'specialties', specialtyIds })}
      />
      <MultiComboBox
        label={words.practitioner()}
        description={words.practitionerHint()}
        options={practitionerOptions}
        value={filter.practitionerIds}
        placeholder={words.allPractitioners()}
        noResultsMessage={words.noResults()}
        onChange={(practitionerIds) => onChange({ type: 'practitioners', practitionerIds })}
      />
      <DatePicker
        label={words.startDate()}
        placeholder={words.startDatePlaceholder()}
        value={filter.startDate}
        availableDates={availableDates}
        availableLegend={words.availableDays()}
        onVisibleMonthChange={onCalendarMonthChange}
        isDateUnavailable={(date) => date < today}
        onChange={(date) => onChange({ type: 'startDate', date })}
      />
      <div className={remote} data-locked={remoteLocked || undefined}>
        <Checkbox
          isSelected={filter.includeRemote}
          isDisabled={remoteLocked}
          onChange={(includeRemote) => onChange({ type: 'includeRemote', includeRemote })}
        >
          {words.includeRemote()}
        </Checkbox>
        {remoteLocked && <p className={hint}>{words.includeRemoteLocked()}</p>}
      </div>
    </search>
  );
}
