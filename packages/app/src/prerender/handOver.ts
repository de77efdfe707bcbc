import { type SessionAnswer, sessionAnswer } from '@portal/domain';

/**
 * The element that carries the session answer a page was drawn with on the server, so that the
 * browser hydrates that same state without asking for the session first.
 */
export const handOverId = 'portal-session';

/** The session answer as a JSON data block; `<` is escaped so no text can close the element. */
export function handOverScript(answer: SessionAnswer): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${handOverId}">${json}</script>`;
}

/** The session answer the server drew the page with, or `null` when it drew none. */
export function readHandOver(document: Document): SessionAnswer | null {
  const element = document.getElementById(handOverId);
  const root = document.getElementById('root');
  if (element === null || root === null || !root.hasChildNodes()) return null;
  const parsed = sessionAnswer.safeParse(JSON.parse(element.textContent ?? 'null'));
  return parsed.success ? parsed.data : null;
}
