import { matchPath, type SessionAnswer } from '@portal/domain';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageChunks } from '../../build/pageChunks';
import { AppFrame } from '../App';
import { createQueryClient } from '../api/queryClient';
import { portalOf } from '../router/loader';
import { appRoutes } from '../router/routes';
import { ServerTitleContext } from '../shell/useDocumentTitle';
import { prefetchFirstReads, type ReadApi } from './firstReads';
import { handOverScript, queriesHandOverScript } from './handOver';
import { type PageAssets, pageAssetsOf } from './pageAssets';

/** One page request, as the server sees it. */
export interface DocumentRequest {
  /** `index.html` with the page's language already set. */
  template: string;
  /** The address asked for: path and query. */
  address: string;
  /**
   * The session answer of a visitor without a session (what `GET /api/session` would answer), or
   * `null` when the request carries a session, whose page the browser draws after asking.
   */
  visitor: SessionAnswer | null;
  /** Reads the page's first public data from the server itself; without it the page draws its skeleton. */
  readApi?: ReadApi;
}

/** Draws the first state of a public page into the HTML; see `build/pageChunks.ts`. */
export interface Renderer {
  document(request: DocumentRequest): Promise<string>;
}

// Only the path and query of the address matter; the origin is never shown.
const origin = 'http://portal.invalid';

/** The markup of a drawn page's first state, the title its page gave itself and the reads it showed. */
interface Drawn {
  root: string;
  title: string | undefined;
  queries: DehydratedState;
}

/** The page's first state, or `null` when it is not one the server draws. */
async function renderRoot(url: URL, visitor: SessionAnswer, readApi?: ReadApi): Promise<Drawn | null> {
  const shown = portalOf(url, visitor);
  if (shown.kind === 'redirect') return null;
  const portal = shown.portal;
  if (portal.page === 'notFound' || pageChunks[portal.page]?.prerender !== true) return null;
  const routes = appRoutes.map((route) => ({ ...route, loader: () => portal }));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (readApi !== undefined) await prefetchFirstReads(queryClient, portal.page, portal.lang, url, readApi);
  let title: string | undefined;
  const { prelude } = await prerender(
    <ServerTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
      <AppFrame queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </ServerTitleContext.Provider>,
    // React writes a Suspense boundary that comes after this many bytes apart, with an inline script
    // that moves it into place, which the strict CSP refuses: the page is written in one piece.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { root: await new Response(prelude).text(), title, queries: dehydrate(queryClient) };
}

/** Text as HTML reads it between tags. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Puts `public/boot.js` in place of the app's script and module preloads: the drawn page is painted
 * before they are asked for (see boot.js).
 */
function afterFirstPaint(document: string): string {
  const entry = moduleScript.exec(document)?.[1];
  if (entry === undefined) return document;
  const modules = [...document.matchAll(modulePreload)].map((match) => match[1]);
  const boot = `<script src="/boot.js" defer data-entry="${entry}" data-modules='${JSON.stringify(modules)}'></script>\n    `;
  return document.replace(modulePreload, '').replace(moduleScript, boot);
}

function linksOf(assets: PageAssets): string {
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}

/**
 * The server's renderer over a built app folder: each page's HTML preloads the page's own chunks,
 * and a visitor's public page comes drawn, with the session answer it was drawn with.
 */
export function createRenderer(appDist: string): Renderer {
  const assetsOf = pageAssetsOf(appDist);
  return {
    async document({ template, address, visitor, readApi }) {
      const url = new URL(address, origin);
      const page = matchPath(url.pathname)?.page;
      const head = page === undefined ? '' : linksOf(assetsOf(page));
      const drawn = visitor === null ? null : await renderRoot(url, visitor, readApi);
      const extra =
        drawn === null || visitor === null
          ? head
          : [head, handOverScript(visitor), queriesHandOverScript(drawn.queries)].join('\n    ');
      const withHead = extra === '' ? template : template.replace('</head>', `  ${extra}\n  </head>`);
      if (drawn === null) return withHead;
      const titled =
        drawn.title === undefined
          ? withHead
          : withHead.replace(
              /<title>[^<]*<\/title>/,
              () => `<title>${escapeText(drawn.title ?? '')}</title>`,
            );
      // A function, so that no `$` in the page is read as a replacement pattern.
      return afterFirstPaint(
        titled.replace('<div id="root"></div>', () => `<div id="root">${drawn.root}</div>`),
      );
    },
  };
}
