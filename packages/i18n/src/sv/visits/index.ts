import type { NamespaceVisitsTranslation } from '../../i18n-types';

const sv_visits = {
  list: {
    title: 'Besök',
    intro: 'Journalerna från dina besök, de senaste först.',
    empty: 'Inga besök',
    loading: 'Besöken laddas…',
    loadFailed: 'Det gick inte att hämta besöken. Försök igen.',
    open: 'Öppna besöket {date}',
  },
  visit: {
    title: 'Besök',
    loading: 'Besöket laddas…',
    date: 'Datum',
    practitioner: 'Vårdpersonal',
    specialty: 'Specialitet',
    diagnoses: 'Diagnoser',
    noDiagnoses: 'Inga diagnoser antecknade',
    texts: 'Journal',
    print: 'Utskriftsvy',
    allVisits: 'Alla besök',
    notFound: 'Besöket hittades inte',
    notFoundText: 'Besöket kan ha tagits bort, eller så är adressen fel.',
  },
  print: {
    title: 'Besöksjournal',
    patient: 'Patient',
    identityCode: 'Personbeteckning',
    printNow: 'Skriv ut',
    back: 'Tillbaka till besöket',
  },
} satisfies NamespaceVisitsTranslation;

export default sv_visits;
