export { CertificateList, type CertificateListProps, type CertificateListState } from './CertificateList';
