import { type OccupationalBlock, occupationalBlockOf } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/request';
import { userQuery } from '../../api/userQuery';
import { usePortal } from '../../router/PortalContext';

/**
 * Why the occupational list shows no times, from the error its first search answered (`null`
 * while it searches or found times). A contract without online booking names the contract's other
 * services, read from the person's record.
 */
export function useOccupationalBlock(error: Error | null): OccupationalBlock | null {
  const { session } = usePortal();
  const type = error === null ? null : error instanceof ApiError ? error.type : 'unknownError';
  const user = useQuery({ ...userQuery(), enabled: type === 'webReservationNotAllowed' });
  if (type === null) return null;
  if (type !== 'webReservationNotAllowed') return occupationalBlockOf(type, [], session.sessionScope);
  if (user.isPending) return null;
  const products = user.data?.patient?.occupational?.contractProductIds ?? [];
  return occupationalBlockOf(type, products, session.sessionScope);
}
