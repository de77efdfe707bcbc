import type { Lang } from '@portal/domain';
import { escapeHtml } from '../../http/html';

export type SignInPageWords = {
  title: string;
  notice: string;
  identityCodeLabel: string;
  submit: string;
  invalidCode: string;
  staffHeading: string;
  staffNotice: string;
  staffSignIn: (name: string, role: string) => string;
};

/** A staff test identity offered on the page. */
export type StaffChoice = { subject: string; firstName: string; lastName: string; role: string };

export type SignInPageProps = {
  lang: Lang;
  uid: string;
  value: string;
  error: boolean;
  words: SignInPageWords;
  /** Staff test identities, each signed in with one button. Default none. */
  staff?: readonly StaffChoice[];
};

/** Server-rendered, script-free, so it passes the strict Content-Security-Policy as it is. */
export function signInPage({ lang, uid, value, error, words, staff = [] }: SignInPageProps): string {
  const action = `/idp/interaction/${encodeURIComponent(uid)}/login`;
  const errorId = 'identity-code-error';
  const described = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const staffAction = `/idp/interaction/${encodeURIComponent(uid)}/staff`;
  const staffSection =
    staff.length === 0
      ? ''
      : `<section aria-labelledby="staff-heading">
<h2 id="staff-heading">${escapeHtml(words.staffHeading)}</h2>
<p>${escapeHtml(words.staffNotice)}</p>
${staff
  .map(
    (member) => `<form method="post" action="${staffAction}">
<input type="hidden" name="subject" value="${escapeHtml(member.subject)}">
<button type="submit" class="secondary">${escapeHtml(words.staffSignIn(`${member.firstName} ${member.lastName}`, member.role))}</button>
</form>`,
  )
  .join('\n')}
</section>`;
  const errorText = error
    ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(words.invalidCode)}</p>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<link rel="stylesheet" href="/idp/assets/sign-in.css">
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(words.notice)}</p>
<form method="post" action="${action}" autocomplete="off" novalidate>
<label for="identity-code">${escapeHtml(words.identityCodeLabel)}</label>
<input id="identity-code" name="identityCode" type="text" maxlength="11" autocapitalize="characters" spellcheck="false" value="${escapeHtml(value)}"${described} autofocus>
${errorText}
<button type="submit">${escapeHtml(words.submit)}</button>
</form>
${staffSection}
</main>
</body>
</html>`;
}

export const signInPageStyles = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f7f9; color: #1b1b1b; }
main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
h1 { font-size: 1.5rem; margin-top: 0; }
label { display: block; font-weight: 600; margin: 1.5rem 0 0.25rem; }
input { font-size: 1.125rem; padding: 0.5rem; width: 100%; box-sizing: border-box; border: 1px solid #5c6770; border-radius: 4px; }
input[aria-invalid="true"] { border-color: #df0733; }
.error { color: #b0002a; }
button { margin-top: 1.5rem; font-size: 1rem; padding: 0.75rem 1.5rem; border: 0; border-radius: 4px; background: #00709f; color: #fff; cursor: pointer; }
h2 { font-size: 1.125rem; margin: 2.5rem 0 0; }
button.secondary { display: block; margin-top: 0.75rem; background: #fff; color: #00709f; border: 2px solid #00709f; }
button:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
`;
