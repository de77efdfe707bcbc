import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SessionAnswer } from '@portal/domain';

/** The web app's renderer of pages (`packages/app/src/prerender/render.tsx`), as built. */
export interface PageRenderer {
  document(request: {
    template: string;
    address: string;
    visitor: SessionAnswer | null;
    /** Reads a public answer of this server, the drawn page's first data. */
    readApi?: (path: string) => Promise<unknown>;
  }): Promise<string>;
}

/**
 * Loads the renderer the app's build writes beside its browser build (`dist-server/render.js`);
 * without it pages are the plain `index.html`, which the browser draws alone.
 */
export async function pageRendererOf(appDist: string): Promise<PageRenderer | undefined> {
  const file = path.join(appDist, '..', 'dist-server', 'render.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    createRenderer: (appDist: string) => PageRenderer;
  };
  return module.createRenderer(appDist);
}
