import type { BaseTranslation } from '../../i18n-types';

/** Words of the vaccination list. */
const en_vaccinations = {
  title: 'Vaccinations',
  intro: 'The vaccinations you have been given, newest first.',
  empty: 'No vaccinations',
  loading: 'Loading vaccinations…',
  date: 'Date',
  name: 'Vaccine',
  practitioner: 'Given by',
  effectiveUntil: 'Valid until',
  noEnd: '–',
} satisfies BaseTranslation;

export default en_vaccinations;
