import { formatMoney, type Lang, providerFailures } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { escapeHtml } from '../../http/html';

const styles = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f7f9;color:#1b1b1b}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0}fieldset{border:1px solid #c4ccd2;border-radius:4px;margin:1rem 0}
.choices{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font-size:1rem;padding:.75rem 1.5rem;border:0;border-radius:4px;background:#00709f;color:#fff;cursor:pointer}
button[value=cancel],button[value=pending]{background:#4a5964}button[value=fail]{background:#b0002a}
button:focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}label{display:block;padding:.2rem 0}`;

/** The stylesheet of the pages, served from our own origin so the strict CSP needs no exception. */
export const sandboxPageStyles = styles;

function page(lang: Lang, base: string, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${base}/pages.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
}

/** What the payment page shows of a payment. */
export type SandboxPagePayment = {
  transactionId: string;
  method: { id: string; name: string };
  merchant: string;
  amountCents: number;
  reference: string;
  lang: Lang;
};

/**
 * The sandbox bank's or card's page: the payment and four ways to end it — Pay, Cancel, Fail
 * (with every failure of messaging-invoices-shell.md §8 to choose from) and Leave pending.
 * Server-rendered without script, in the payment's language.
 */
export function sandboxPaymentPage(base: string, payment: SandboxPagePayment): string {
  const words = i18nObject(payment.lang).paymentSandbox;
  const errors = i18nObject(payment.lang).invoices.paymentErrors;
  const failures = providerFailures
    .filter((failure) => failure !== 'paymentCancelled')
    .map(
      (failure, index) =>
        `<label><input type="radio" name="failure" value="${failure}"${index === 0 ? ' checked' : ''}> ${escapeHtml(errors[failure]())}</label>`,
    )
    .join('\n');
  return page(
    payment.lang,
    base,
    words.title({ provider: payment.method.name }),
    `<p>${escapeHtml(words.notice())}</p>
<dl>
<dt>${escapeHtml(words.merchant())}</dt><dd>${escapeHtml(payment.merchant)}</dd>
<dt>${escapeHtml(words.amount())}</dt><dd>${escapeHtml(formatMoney(payment.amountCents, payment.lang))}</dd>
<dt>${escapeHtml(words.reference())}</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl>
<form method="post" action="${base}/pay/answer">
<input type="hidden" name="transaction" value="${escapeHtml(payment.transactionId)}">
<input type="hidden" name="method" value="${escapeHtml(payment.method.id)}">
<fieldset>
<legend>${escapeHtml(words.failure())}</legend>
${failures}
</fieldset>
<div class="choices">
<button type="submit" name="choice" value="pay">${escapeHtml(words.pay())}</button>
<button type="submit" name="choice" value="cancel">${escapeHtml(words.cancel())}</button>
<button type="submit" name="choice" value="fail">${escapeHtml(words.fail())}</button>
<button type="submit" name="choice" value="pending">${escapeHtml(words.pending())}</button>
</div>
</form>`,
  );
}

/** The page of an unknown, already answered or forged payment. */
export function sandboxExpiredPage(base: string, lang: Lang): string {
  const words = i18nObject(lang).paymentSandbox;
  return page(
    lang,
    base,
    words.title({ provider: '—' }),
    `<p role="alert">${escapeHtml(words.expired())}</p>`,
  );
}
