import type { BaseTranslation } from '../../i18n-types';

/** Words of the visits (medical reports): the list, one visit and its print view. */
const en_visits = {
  list: {
    title: 'Visits',
    intro: 'The reports of your visits, newest first.',
    empty: 'No visits',
    loading: 'Loading visits…',
    loadFailed: 'Failed to fetch the visits. Please try again.',
    open: 'Open the visit of {date:string}',
  },
  visit: {
    title: 'Visit',
    loading: 'Loading the visit…',
    date: 'Date',
    practitioner: 'Practitioner',
    specialty: 'Specialty',
    diagnoses: 'Diagnoses',
    noDiagnoses: 'No diagnoses recorded',
    texts: 'Report',
    print: 'Print view',
    allVisits: 'All visits',
    notFound: 'Visit was not found',
    notFoundText: 'The visit may have been removed, or the address is not right.',
  },
  print: {
    title: 'Visit report',
    patient: 'Patient',
    identityCode: 'Personal identity code',
    printNow: 'Print',
    back: 'Back to the visit',
  },
} satisfies BaseTranslation;

export default en_visits;
