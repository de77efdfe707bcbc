import type { NamespaceVaccinationsTranslation } from '../../i18n-types';

const sv_vaccinations = {
  title: 'Vaccinationer',
  intro: 'Vaccinationerna du har fått, de nyaste först.',
  empty: 'Inga vaccinationer',
  loading: 'Laddar vaccinationer…',
  date: 'Datum',
  name: 'Vaccin',
  practitioner: 'Vaccinerad av',
  effectiveUntil: 'Giltig till',
  noEnd: '–',
} satisfies NamespaceVaccinationsTranslation;

export default sv_vaccinations;
