import type { NamespaceCertificatesTranslation } from '../../i18n-types';

const sv_certificates = {
  list: {
    title: 'Intyg',
    intro: 'Dina sjukskrivningsintyg skrivna sedan 1.1.2022. Varje intyg kan laddas ner som PDF.',
    empty: 'Inga intyg',
    loading: 'Intygen laddas…',
    loadFailed: 'Det gick inte att hämta intygen. Försök igen.',
    period: '{start}–{end}',
    days: '{count} {{dag|dagar}}',
    issued: 'Skrivet {date}',
    download: 'Ladda ner PDF',
    downloadLabel: 'Ladda ner PDF: intyget {start}–{end}',
  },
  type: {
    medicalCertificateA: 'Läkarintyg A',
    nurse: 'Sjukskötarens intyg om sjukfrånvaro',
  },
  pdf: {
    patient: 'Patient',
    identityCode: 'Personbeteckning',
    address: 'Adress',
    issued: 'Datum',
    period: 'Sjukskrivning',
    periodValue: '{start}–{end} ({count} {{dag|dagar}})',
    diagnosis: 'Diagnos',
    statement: 'Utlåtande',
    writer: 'Skrivet av',
    clinic: 'Verksamhetsställe',
    contact: 'Kundtjänst {phone}',
    fileName: 'intyg-{id}.pdf',
  },
} satisfies NamespaceCertificatesTranslation;

export default sv_certificates;
