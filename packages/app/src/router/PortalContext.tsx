import type { BrandConfig, Lang, SessionAnswer } from '@portal/domain';
import { createContext, useContext } from 'react';
import type { ShownPage } from './resolvePage';

/** What every page of one address knows: its language, the session, the user and the brand. */
export interface Portal {
  lang: Lang;
  page: ShownPage;
  session: SessionAnswer['session'];
  /** The signed-in user, `null` when nobody is signed in (or the SMS code is still owed). */
  user: SessionAnswer['user'];
  /** The child the signed-in guardian acts for; `null` when acting for oneself. */
  actingFor?: NonNullable<SessionAnswer['actingFor']> | null;
  brand: BrandConfig;
}

export const PortalContext = createContext<Portal | null>(null);

/** The language, session, user and brand of the current page. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (portal === null) throw new Error('usePortal needs the portal route above it');
  return portal;
}
