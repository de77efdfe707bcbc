import { useLayoutEffect } from 'react';

/**
 * While a combo box's list is open, react-aria hides the rest of the page from screen readers with
 * `aria-hidden` (its `ariaHideOutside`, without the inert option its modal popovers use). That leaves
 * the hidden links and buttons in the Tab order, which axe reports (`aria-hidden-focus`), and hides the
 * page's `h1` (`page-has-heading-one`). For as long as the list is open, this turns each element
 * react-aria hides into an inert one instead: hidden from screen readers and out of the Tab order
 * alike; the page's `h1` alone stays as it was. react-aria's own clean-up removes `inert` with `aria-hidden` when the list closes.
 *
 * A layout effect, so that it listens before react-aria's passive effect hides anything.
 */
export function useInertOutside(): void {
  useLayoutEffect(() => {
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        const element = change.target;
        if (
          change.oldValue !== 'true' &&
          element instanceof HTMLElement &&
          element.getAttribute('aria-hidden') === 'true'
        ) {
          element.removeAttribute('aria-hidden');
          // The page's heading stays readable: a person in the list still knows which page it is.
          if (element.tagName !== 'H1') element.inert = true;
        }
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
      attributeOldValue: true,
    });
    return () => observer.disconnect();
  }, []);
}
