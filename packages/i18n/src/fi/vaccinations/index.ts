import type { NamespaceVaccinationsTranslation } from '../../i18n-types';

const fi_vaccinations = {
  title: 'Rokotukset',
  intro: 'Saamasi rokotukset uusimmasta alkaen.',
  empty: 'Ei rokotuksia',
  loading: 'Ladataan rokotuksia…',
  date: 'Päivämäärä',
  name: 'Rokote',
  practitioner: 'Rokottaja',
  effectiveUntil: 'Voimassa',
  noEnd: '–',
} satisfies NamespaceVaccinationsTranslation;

export default fi_vaccinations;
