import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The attribute of `<html>` present while the page shows what it came to show. Its value names the
 * page view (the document's load and a count of its views), so a test that opens another address in
 * the app can tell the new page's mark from the one before (e2e/pageReady.ts).
 */
const pageReadyAttribute = 'data-page-ready';

// Unique to this load of the document, so that a mark cannot be taken for the mark of another load.
const load = Math.random().toString(36).slice(2, 8);
let views = 0;

// A query that resolves may start another (a list, then its details) a render later: the page is
// ready only once no query has been fetching for this long.
const settleMs = 100;

/**
 * Marks the page ready once its code has loaded, React has taken it over and no read or write of
 * the server is in flight: browser tests and tools wait for `html[data-page-ready]` instead of for
 * the network to go quiet (which waits half a second after every page, and knows nothing of the page).
 * Rendered after the page inside its Suspense boundary, so it mounts only once the page's code is in;
 * keyed by the address, so each address opened in the app is a page view of its own.
 */
export function PageReady() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const root = document.documentElement;
    views += 1;
    const view = `${load}-${views}`;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(settle);
      if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) {
        root.removeAttribute(pageReadyAttribute);
        return;
      }
      settle = setTimeout(() => root.setAttribute(pageReadyAttribute, view), settleMs);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(update);
    const stopMutations = queryClient.getMutationCache().subscribe(update);
    update();
    return () => {
      clearTimeout(settle);
      stopQueries();
      stopMutations();
      root.removeAttribute(pageReadyAttribute);
    };
  }, [queryClient]);
  return null;
}
