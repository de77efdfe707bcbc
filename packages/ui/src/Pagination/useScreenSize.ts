import type { ScreenSize } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { screenSizeOf } from '../theme/media';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function current(): ScreenSize {
  return screenSizeOf(window.innerWidth);
}

// Rendered on the server there is no window: the large layout, which small screens then narrow.
function onServer(): ScreenSize {
  return 'large';
}

/** The screen size of the specification (small ≤ 480 px, medium ≤ 800 px, else large), kept current. */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, current, onServer);
}
