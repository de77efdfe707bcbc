/** The patient's sick-leave certificates. */
export * from './CertificateList';
