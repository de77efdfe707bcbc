import { startTransition, useEffect, useState } from 'react';

// On the server every render draws HTML to be taken over; in the browser only the renders of the
// take-over do, which the entry announces before it hydrates.
let takingOver = typeof document === 'undefined';

/** Called by the browser's entry right before React takes over the server's HTML. */
export function startTakeOver(): void {
  takingOver = true;
}

/**
 * `true` on the server and while React takes over the server's HTML, `false` in the browser's own
 * renders (the render right after the take-over, and every render of a page the browser drew). A
 * page drawn on the server shows a field only once this is `false`: what someone typed into a field
 * drawn before the take-over would be lost in it.
 *
 * The switch to `false` is a transition: React draws the fields in slices that leave the phone free
 * to answer a tap, instead of in one long task right after the take-over (a synchronous store
 * update would be one).
 */
export function useHydrating(): boolean {
  const [hydrating, setHydrating] = useState(takingOver);
  useEffect(() => {
    if (!hydrating) return;
    // The page has been taken over: components mounted from now on are the browser's own.
    takingOver = false;
    startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
