import { matchPath, type SessionAnswer } from '@portal/domain';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageChunks } from '../../build/pageChunks';
import { AppFrame } from '../App';
import { createQueryClient } from '../api/queryClient';
import { portalOf } from '../router/loader';
import { appRoutes } from '../router/routes';
import { handOverScript } from './handOver';
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
}

/** Draws the first state of a public page into the HTML; see `build/pageChunks.ts`. */
export interface Renderer {
  document(request: DocumentRequest): Promise<string>;
}

// Only the path and query of the address matter; the origin is never shown.
const origin = 'http://portal.invalid';

/** The markup of the page's first state, or `null` when it is not one the server draws. */
async function renderRoot(url: URL, visitor: SessionAnswer): Promise<string | null> {
  const shown = portalOf(url, visitor);
  if (shown.kind === 'redirect') return null;
  const portal = shown.portal;
  if (portal.page === 'notFound' || pageChunks[portal.page]?.prerender !== true) return null;
  const routes = appRoutes.map((route) => ({ ...route, loader: () => portal }));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppFrame queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  return new Response(prelude).text();
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
    async document({ template, address, visitor }) {
      const url = new URL(address, origin);
      const page = matchPath(url.pathname)?.page;
      const head = page === undefined ? '' : linksOf(assetsOf(page));
      const root = visitor === null ? null : await renderRoot(url, visitor);
      const extra = root === null || visitor === null ? head : `${head}\n    ${handOverScript(visitor)}`;
      const withHead = extra === '' ? template : template.replace('</head>', `  ${extra}\n  </head>`);
      if (root === null) return withHead;
      return afterFirstPaint(withHead.replace('<div id="root"></div>', `<div id="root">${root}</div>`));
    },
  };
}
