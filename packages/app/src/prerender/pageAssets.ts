import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageId } from '@portal/domain';
import { pageChunks } from '../../build/pageChunks';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a page's HTML asks for at once: its own chunks and their CSS. */
export interface PageAssets {
  scripts: readonly string[];
  styles: readonly string[];
}

const none: PageAssets = { scripts: [], styles: [] };

function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * Reads the client build's manifest once and answers, for each page of `pageChunks`, the chunks and
 * CSS its own module and its parts add to what `index.html` already loads (the entry and its static
 * imports).
 */
export function pageAssetsOf(appDist: string): (page: PageId) => PageAssets {
  const manifest = JSON.parse(readFileSync(path.join(appDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const initial = entry === undefined ? new Set<string>() : closure(manifest, entry);
  const initialCss = new Set([...initial].flatMap((key) => manifest[key]?.css ?? []));
  const bySource = new Map<string, PageAssets>();
  for (const { source, parts = [] } of Object.values(pageChunks)) {
    if (bySource.has(source) || manifest[source] === undefined) continue;
    const reached = new Set<string>();
    for (const key of [source, ...parts]) closure(manifest, key, reached);
    const own = [...reached].filter((key) => !initial.has(key));
    bySource.set(source, {
      scripts: own.map((key) => `/${manifest[key]?.file}`),
      styles: [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))]
        .filter((file) => !initialCss.has(file))
        .map((file) => `/${file}`),
    });
  }
  return (page) => {
    const source = pageChunks[page]?.source;
    return (source === undefined ? undefined : bySource.get(source)) ?? none;
  };
}
