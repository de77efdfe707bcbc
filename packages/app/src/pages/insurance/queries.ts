import type { InsurerEventType, Lang } from '@portal/domain';

/**
 * The keys of the insurers' checks. The section's machines decide when a check is due; each due
 * check is read afresh (`staleTime: 0`), since an identification may have changed its answer.
 */
export const insuranceKeys = {
  all: ['insurance'] as const,
  partnerPolicy: () => [...insuranceKeys.all, 'partnerPolicy'] as const,
  partnerPermits: (lang: Lang) => [...insuranceKeys.all, 'partnerPermits', lang] as const,
  pohjolaPersonal: (appointmentStart: string) =>
    [...insuranceKeys.all, 'pohjolaPersonal', appointmentStart] as const,
  pohjolaCompany: (lang: Lang, eventType: InsurerEventType) =>
    [...insuranceKeys.all, 'pohjolaCompany', lang, eventType] as const,
};
