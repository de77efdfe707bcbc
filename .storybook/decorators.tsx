import type { Decorator } from '@storybook/react-vite';
import type { MouseEvent, ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { action } from 'storybook/actions';
// The root package depends on no workspace package, so the stories' own sources are imported by path.
import { isBrandId, isLang } from '../packages/domain/src';
import { ClockProvider, I18nProvider, ThemeProvider } from '../packages/ui/src';
import { storyNow } from './fixedClock';

const navigated = action('navigate');

/**
 * Same-origin links change the memory router's address instead of loading a page into the preview
 * frame, so that a play function may click a link and the story goes on. In-page links (`#main`, the
 * skip link) move focus to their target as a browser does, without touching the frame's address, which
 * the story tests' frame cannot survive. Links that open elsewhere keep their own behaviour.
 */
function StoryLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  function onClickCapture(event: MouseEvent) {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target !== '' || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    if (url.pathname === window.location.pathname && url.search === window.location.search) {
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      target?.scrollIntoView();
      target?.focus({ preventScroll: true });
      return;
    }
    const to = url.pathname + url.search + url.hash;
    navigated(to);
    navigate(to);
  }
  // Capture on a box-less element: React events bubble through portals too, so menus are covered.
  return (
    <div style={{ display: 'contents' }} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}

/**
 * Theme, words, clock and router around every story, from the toolbar's brand and language. A story's
 * `parameters.route` is the router's address; `parameters.fullPage` drops the padding for page stories.
 */
export const withPortal: Decorator = (Story, { globals, parameters }) => {
  const brand = isBrandId(globals.brand) ? globals.brand : 'general';
  const lang = isLang(globals.lang) ? globals.lang : 'fi';
  const route = typeof parameters.route === 'string' ? parameters.route : `/${lang}`;
  return (
    <ThemeProvider brand={brand}>
      <I18nProvider lang={lang}>
        <ClockProvider now={storyNow}>
          <MemoryRouter initialEntries={[route]}>
            <StoryLinks>
              <div lang={lang} style={{ padding: parameters.fullPage === true ? 0 : '24px' }}>
                <Story />
              </div>
            </StoryLinks>
          </MemoryRouter>
        </ClockProvider>
      </I18nProvider>
    </ThemeProvider>
  );
};
