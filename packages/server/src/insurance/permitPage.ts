import type { Lang } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { escapeHtml } from '../http/html';
import { type PermitChoice, permitChoices } from './gateway';
import { sandboxPermitPagePath } from './sandboxGateway';

const choices = Object.keys(permitChoices) as PermitChoice[];

const styles = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f7f9;color:#1b1b1b}
main{max-width:30rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}.choices{display:flex;flex-wrap:wrap;gap:.75rem}
button{font-size:1rem;padding:.75rem 1.5rem;border:0;border-radius:4px;background:#00709f;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}`;

/** The stylesheet of the page; served from our own origin so the strict CSP needs no exception. */
export const permitPageStyles = styles;

function page(lang: Lang, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${sandboxPermitPagePath}.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
}

/**
 * The sandbox partner site's permit page: four buttons, each answering the application the
 * way the real insurer could. Server-rendered without script, in the page language.
 */
export function permitPage(lang: Lang, ticket: string): string {
  const words = i18nObject(lang).insurerSandbox.permit;
  const buttons = choices
    .map(
      (choice) =>
        `<button type="submit" name="choice" value="${choice}">${escapeHtml(words[choice]())}</button>`,
    )
    .join('\n');
  return page(
    lang,
    words.title(),
    `<p>${escapeHtml(words.notice())}</p>
<form method="post" action="${sandboxPermitPagePath}">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<div class="choices">
${buttons}
</div>
</form>`,
  );
}

/** The page for an unknown or already answered application. */
export function expiredPermitPage(lang: Lang): string {
  const words = i18nObject(lang).insurerSandbox.permit;
  return page(lang, words.title(), `<p role="alert">${escapeHtml(words.expired())}</p>`);
}
