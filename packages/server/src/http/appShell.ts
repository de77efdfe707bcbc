import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLang, type Lang, languages, type SessionAnswer } from '@portal/domain';
import compression from 'compression';
import express, { Router } from 'express';
import { sessionCookieName } from '../auth/sessionCookie';
import { ownApiReader } from './ownApi';
import { type PageRenderer, pageRendererOf } from './pageRenderer';
import { assetCacheControl, precompressedAssets } from './precompressed';

/**
 * Serves the built web app: its assets, and index.html for every page address (the app picks
 * the page from the address). The `lang` attribute is right before any script runs. With the app's
 * page renderer built, a page's HTML preloads the page's own chunks, and a public page opened
 * without a session comes drawn with `visitor`, the session answer of a caller without one, and
 * with the public data it shows first, which the renderer reads from this server (`ownApiReader`).
 */
export function appShellRoutes(appDist: string | undefined, visitor?: (lang: Lang) => SessionAnswer): Router {
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, '/fi'));
  const indexFile = appDist ? path.join(appDist, 'index.html') : undefined;
  if (!appDist || !indexFile || !existsSync(indexFile)) {
    router.use((req, res, next) => {
      if (req.method !== 'GET') return next();
      res.status(503).type('text').send('The web app has not been built. Run `npm start`.');
    });
    return router;
  }
  const index = readFileSync(indexFile, 'utf8');
  const pages = new Map(languages.map((lang) => [lang, pageOf(index, lang, languageChunkOf(appDist, lang))]));
  const renderer: Promise<PageRenderer | undefined> = pageRendererOf(appDist);
  // A renderer that fails to load is told on each page request, which then gets the plain page.
  renderer.catch(() => undefined);
  const assets = path.join(appDist, 'assets');
  router.use('/assets', precompressedAssets(assets));
  router.use(
    '/assets',
    express.static(assets, {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', assetCacheControl),
    }),
  );
  // Files at the root keep their names across releases (icons, robots.txt): always asked again.
  router.use(
    express.static(appDist, {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  // A drawn page is tens of kilobytes of HTML (a list's times and the reads handed over), a tenth of
  // that compressed: on a phone's slow line it is the first thing every visit waits for.
  router.get('/{*page}', compression({ threshold: 1024 }), async (req, res) => {
    const first = req.path.split('/')[1] ?? '';
    const lang = isLang(first) ? first : 'fi';
    const template = pages.get(lang) ?? index;
    // Only the absence of the cookie is read here: pages are served without a database query.
    const hasSession = typeof req.cookies?.[sessionCookieName] === 'string';
    const html = await renderer
      .then((drawer) =>
        drawer?.document({
          template,
          address: req.originalUrl,
          visitor: hasSession || visitor === undefined ? null : visitor('fi'),
          readApi: ownApiReader(req),
        }),
      )
      .catch((error: unknown) => {
        req.log.error({ kind: error instanceof Error ? error.name : typeof error }, 'page render failed');
        return undefined;
      });
    res.setHeader('cache-control', 'no-cache');
    res.type('html').send(html ?? template);
  });
  return router;
}

/**
 * The chunk of one language's words, from the build's manifest: the page asks for it at once
 * instead of after its first script has run.
 */
function languageChunkOf(appDist: string, lang: Lang): string | undefined {
  const manifestFile = path.join(appDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const key = Object.keys(manifest).find((name) => name.endsWith(`i18n/src/languages/${lang}.ts`));
  return key === undefined ? undefined : manifest[key]?.file;
}

function pageOf(index: string, lang: Lang, languageChunk: string | undefined): string {
  const page = index.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  if (languageChunk === undefined) return page;
  return page.replace(
    '</head>',
    `  <link rel="modulepreload" crossorigin href="/${languageChunk}">\n  </head>`,
  );
}
