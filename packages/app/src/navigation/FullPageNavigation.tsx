import { createContext, useContext } from 'react';

/**
 * Navigation that leaves the single-page app: after the SMS code, after log-out, and "try again".
 * The whole page loads again so that the session is read afresh. Tests give their own recorder.
 */
export interface FullPageNavigation {
  /** Loads `url` as a new page. */
  assign(url: string): void;
  /** Loads the current page again. */
  reload(): void;
}

/** The browser's own navigation. */
export const browserNavigation: FullPageNavigation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** Provides the full-page navigation; the browser's unless a test gives another. */
export const FullPageNavigationContext = createContext<FullPageNavigation>(browserNavigation);

/** The full-page navigation of the app. */
export function useFullPageNavigation(): FullPageNavigation {
  return useContext(FullPageNavigationContext);
}
