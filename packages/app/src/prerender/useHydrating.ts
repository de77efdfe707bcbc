import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * `true` on the server and while React takes over the server's HTML, `false` in the browser's own
 * renders (the render right after the take-over, and every render of a page the browser drew). A
 * page drawn on the server shows a field only once this is `false`: what someone typed into a field
 * drawn before the take-over would be lost in it.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noChanges, onClient, onServer);
}
