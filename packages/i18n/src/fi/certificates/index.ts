import type { NamespaceCertificatesTranslation } from '../../i18n-types';

const fi_certificates = {
  list: {
    title: 'Todistukset',
    intro: 'Sairauslomatodistuksesi 1.1.2022 alkaen. Jokaisen voi ladata PDF-tiedostona.',
    empty: 'Ei todistuksia',
    loading: 'Ladataan todistuksia…',
    loadFailed: 'Todistusten hakeminen epäonnistui. Yritä uudelleen.',
    period: '{start}–{end}',
    days: '{count} {{päivä|päivää}}',
    issued: 'Kirjoitettu {date}',
    download: 'Lataa PDF',
    downloadLabel: 'Lataa PDF: todistus {start}–{end}',
  },
  type: {
    medicalCertificateA: 'Lääkärintodistus A',
    nurse: 'Hoitajan todistus sairauslomasta',
  },
  pdf: {
    patient: 'Potilas',
    identityCode: 'Henkilötunnus',
    address: 'Osoite',
    issued: 'Kirjoituspäivä',
    period: 'Sairausloma',
    periodValue: '{start}–{end} ({count} {{päivä|päivää}})',
    diagnosis: 'Diagnoosi',
    statement: 'Lausunto',
    writer: 'Kirjoittaja',
    clinic: 'Toimipiste',
    contact: 'Asiakaspalvelu {phone}',
    fileName: 'todistus-{id}.pdf',
  },
} satisfies NamespaceCertificatesTranslation;

export default fi_certificates;
