import { ApiError } from '../http/apiError';
import type { InsurerGateway } from './gateway';

const unavailable = async (): Promise<never> => {
  throw new ApiError('insurerUnavailable');
};

/**
 * The insurers when no gateway is configured (production refuses to start so): every call fails,
 * so the booking page shows its insurer error panels instead of answering from the sandbox.
 */
export const unavailableInsurers: InsurerGateway = {
  partnerPolicy: unavailable,
  partnerPermits: unavailable,
  partnerPermitApplication: unavailable,
  pohjolaPersonal: unavailable,
  directReimbursement: unavailable,
  pohjolaCompany: unavailable,
};
