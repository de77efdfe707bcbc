import { type AppointmentWire, formatDate, helsinkiIsoDate, type SuggestionsState } from '@portal/domain';
import { Button } from '../../Button';
import { useWords } from '../../i18n';
import { Skeleton } from '../../Skeleton';
import {
  muted,
  suggestionGroup,
  suggestionHeading,
  suggestionList,
  suggestions,
} from './AppointmentList.css';

/** A clinic to suggest. */
export interface ClinicSuggestion {
  id: string;
  name: string;
}

export interface EmptySuggestionsProps {
  /** Other days found by the follow-up search one month further. */
  days: SuggestionsState<AppointmentWire>;
  /** Shows the times from a day (`yyyy-mm-dd`). */
  onShowDay: (date: string) => void;
  /** Whether the search is limited to chosen clinics, so that searching all of them may help. Default `false`. */
  clinicChosen?: boolean;
  /** The clinics of the chosen practitioner not already searched. Default: none. */
  practitionerClinics?: readonly ClinicSuggestion[];
  /** Searches the given clinics; an empty list searches every clinic. */
  onShowClinics: (clinicIds: readonly string[]) => void;
}

/** What to try when nothing matches: up to five other days, all clinics, the practitioner's clinics. */
export function EmptySuggestions({
  days,
  onShowDay,
  clinicChosen = false,
  practitionerClinics = [],
  onShowClinics,
}: EmptySuggestionsProps) {
  const words = useWords().search.empty;
  return (
    <div className={suggestions}>
      <div className={suggestionGroup}>
        <h3 className={suggestionHeading}>{words.otherDays()}</h3>
        {days.status === 'loading' ? (
          <Skeleton label={words.otherDaysLoading()} shape="rows" count={2} />
        ) : days.days.length === 0 ? (
          <p className={muted}>{words.noOtherDays()}</p>
        ) : (
          <ul className={suggestionList}>
            {days.days.map((appointment) => (
              <li key={appointment.id}>
                <Button
                  variant="secondary"
                  onPress={() => onShowDay(helsinkiIsoDate(new Date(appointment.startDate)))}
                >
                  {words.showDay({ date: formatDate(new Date(appointment.startDate)) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {(clinicChosen || practitionerClinics.length > 0) && (
        <div className={suggestionGroup}>
          <h3 className={suggestionHeading}>
            {practitionerClinics.length > 0 ? words.practitionerClinics() : words.otherClinics()}
          </h3>
          <ul className={suggestionList}>
            {practitionerClinics.map((clinic) => (
              <li key={clinic.id}>
                <Button variant="secondary" onPress={() => onShowClinics([clinic.id])}>
                  {words.showClinic({ clinic: clinic.name })}
                </Button>
              </li>
            ))}
            {clinicChosen && (
              <li>
                <Button variant="secondary" onPress={() => onShowClinics([])}>
                  {words.allClinics()}
                </Button>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
