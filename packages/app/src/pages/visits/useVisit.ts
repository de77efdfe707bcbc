import { matchPath } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/request';
import { usePortal } from '../../router/PortalContext';
import { visitQuery } from './queries';

/** The visit the address names, on the visit page and its print view alike. */
export function useVisit() {
  const { lang } = usePortal();
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  const id = match?.page === 'visit' || match?.page === 'visitPrint' ? match.params.id : 0;
  const read = useQuery({ ...visitQuery(id, lang), enabled: id > 0 });
  const notFound = id === 0 || (read.error instanceof ApiError && read.error.type === 'notFound');
  return { id, read, notFound };
}
