import { type SessionAnswer, sessionAnswer } from '@portal/domain';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The element that carries the session answer a page was drawn with on the server, so that the
 * browser hydrates that same state without asking for the session first.
 */
export const handOverId = 'portal-session';

/** The element that carries the reads the server drew the page with (TanStack Query's dehydrated cache). */
export const queriesHandOverId = 'portal-queries';

/** JSON in a data block, with `<` escaped so that no text can close the element. */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The session answer as a JSON data block. */
export function handOverScript(answer: SessionAnswer): string {
  return dataBlock(handOverId, answer);
}

/** The reads a page was drawn with, as a JSON data block. */
export function queriesHandOverScript(state: DehydratedState): string {
  return dataBlock(queriesHandOverId, state);
}

/**
 * Puts the reads the server drew the page with into the browser's cache, so that the first render
 * shows what the HTML shows. They come from the same server in the same page as the HTML itself, and
 * each was checked by its read's schema before it was drawn.
 */
export function hydrateHandOverQueries(document: Document, queryClient: QueryClient): void {
  const text = document.getElementById(queriesHandOverId)?.textContent;
  if (text) hydrate(queryClient, JSON.parse(text) as DehydratedState);
}

/** The session answer the server drew the page with, or `null` when it drew none. */
export function readHandOver(document: Document): SessionAnswer | null {
  const element = document.getElementById(handOverId);
  const root = document.getElementById('root');
  if (element === null || root === null || !root.hasChildNodes()) return null;
  const parsed = sessionAnswer.safeParse(JSON.parse(element.textContent ?? 'null'));
  return parsed.success ? parsed.data : null;
}
