export {
  type Certificate,
  type CertificatesAnswer,
  certificate,
  certificatesAnswer,
  isListedCertificate,
  maxListedCertificates,
  sickLeaveDays,
} from './wire';
