import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The encodings the build writes beside an asset, smallest first, with the file ending of each. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** How long a hashed asset may be kept: its name changes whenever its content does. */
export const assetCacheControl = 'public, max-age=31536000, immutable';

/**
 * Serves the brotli or gzip file the build wrote beside an asset (`main.js.br`, `main.js.gz`) when
 * the request accepts it, with its `Content-Encoding`; the answer varies by `Accept-Encoding` so a
 * cache never gives brotli to a browser that asked for gzip. Other requests fall through to the
 * plain file.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = existsSync(assetsDir) ? new Set(readdirSync(assetsDir)) : new Set<string>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (name.includes('/') || !files.has(name)) return next();
    const available = encodings.filter((encoding) => files.has(name + encoding.suffix));
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    // The smallest accepted form wins whatever order the browser lists them in (Chrome sends
    // `gzip, deflate, br, zstd`); `q=0` still refuses one.
    const chosen = available.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name);
    if (chosen === undefined) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', chosen.name);
    res.sendFile(name + chosen.suffix, {
      root: assetsDir,
      headers: { 'Cache-Control': assetCacheControl },
      cacheControl: false,
    });
  };
}
