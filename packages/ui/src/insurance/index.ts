/** Insurance booking: the insurance section of the booking page and the partner insurer's landing page. */
export * from './InsuranceSectionView';
export * from './InsurerChoice';
export * from './InsurerPartnerLanding';
export * from './PartnerInsurerPanel';
export * from './PohjolaPanel';
