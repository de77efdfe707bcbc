import type { BaseTranslation } from '../../i18n-types';

/** Words of the sick-leave certificates: the list and the PDF. */
const en_certificates = {
  list: {
    title: 'Certificates',
    intro: 'Your sick-leave certificates written since 1 January 2022. Each can be downloaded as a PDF.',
    empty: 'No certificates',
    loading: 'Loading certificates…',
    loadFailed: 'Failed to fetch the certificates. Please try again.',
    period: '{start:string}–{end:string}',
    days: '{count:number} {{day|days}}',
    issued: 'Written {date:string}',
    download: 'Download PDF',
    downloadLabel: 'Download PDF: certificate {start:string}–{end:string}',
  },
  type: {
    medicalCertificateA: 'Medical certificate A',
    nurse: 'Nurse’s certificate of sick leave',
  },
  pdf: {
    patient: 'Patient',
    identityCode: 'Personal identity code',
    address: 'Address',
    issued: 'Date written',
    period: 'Sick leave',
    periodValue: '{start:string}–{end:string} ({count:number} {{day|days}})',
    diagnosis: 'Diagnosis',
    statement: 'Statement',
    writer: 'Written by',
    clinic: 'Clinic',
    contact: 'Customer service {phone:string}',
    fileName: 'certificate-{id:number}.pdf',
  },
} satisfies BaseTranslation;

export default en_certificates;
