export * from './TermsDialog';
