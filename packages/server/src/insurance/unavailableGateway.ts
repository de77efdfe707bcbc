import { ApiError } from '../http/apiError';
import type { InsurerGateway } from './gateway';

const unavailable = async (): Promise<never> => {
  throw new ApiError(503, 'insurerUnavailable');
};

/**
 * Stands in for the insurers' own services until their adapters exist: every call fails, so the
 * booking page shows its insurer error panels instead of answering from the sandbox.
 */
export const unavailableInsurers: InsurerGateway = {
  partnerPolicy: unavailable,
  partnerPermits: unavailable,
  partnerPermitApplication: unavailable,
  pohjolaPersonal: unavailable,
  pohjolaCompany: unavailable,
};
