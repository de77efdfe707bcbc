import { type RefObject, useEffect, useRef, useState } from 'react';

/** How long a new page may take to draw its heading (a page loaded with its first use). */
const waitMs = 5000;

interface Heading {
  readonly element: Element | null;
  readonly text: string;
}

function headingIn(main: HTMLElement | null): Heading {
  const element = main?.querySelector('h1') ?? null;
  return { element, text: element?.textContent ?? '' };
}

/**
 * After an in-app page change (`pageKey` changes; never on the first page, where the browser's own
 * load already starts at the top), waits for the new page's `h1` inside `main`, moves focus to it and
 * gives its words for the live region, which says the new page's title. A change of the query alone
 * (a list's filter) keeps the key and the focus where they are.
 */
export function usePageChange(main: RefObject<HTMLElement | null>, pageKey: string | undefined): string {
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef(pageKey);
  // The heading of the page before the change: the old page's heading may stay a moment while the new
  // page loads, and must not take the focus.
  const settled = useRef<Heading>({ element: null, text: '' });
  const pending = useRef(false);

  useEffect(() => {
    if (pageKey === lastKey.current) return;
    lastKey.current = pageKey;
    pending.current = true;
    const before = settled.current;
    const started = performance.now();
    let frame = 0;
    let given: Element | null = null;
    const moveTo = (heading: Heading) => {
      const element = heading.element as HTMLElement;
      settled.current = heading;
      given = element;
      if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: true });
      setAnnouncement(heading.text);
    };
    // A page may draw its heading twice (its loading state, then its first answer): while the page
    // settles, a focused heading that is drawn anew passes the focus on, unless the person moved it.
    const keep = () => {
      const now = headingIn(main.current);
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (given !== null && !given.isConnected && lost && now.element instanceof HTMLElement) moveTo(now);
      if (performance.now() - started < waitMs) frame = requestAnimationFrame(keep);
    };
    const look = () => {
      const now = headingIn(main.current);
      if (
        now.element instanceof HTMLElement &&
        (now.element !== before.element || now.text !== before.text)
      ) {
        pending.current = false;
        moveTo(now);
        window.scrollTo({ top: 0, behavior: 'instant' });
        frame = requestAnimationFrame(keep);
        return;
      }
      if (performance.now() - started < waitMs) frame = requestAnimationFrame(look);
      else pending.current = false;
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pageKey, main]);

  // After every other drawing, the heading shown is the one a next change starts from.
  useEffect(() => {
    if (!pending.current) settled.current = headingIn(main.current);
  });

  return announcement;
}
