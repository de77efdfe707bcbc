import { z } from 'zod/mini';
import type { ContactField } from '../api/patient';
import { type SaveActionType, saveActionTypes } from '../catalogue/appointment';
import { invoiceSaveActionTarget } from '../invoices/contactLink';
import type { Lang } from '../locale';
import { buildPath } from '../routes/build';
import { matchPath } from '../routes/match';
import { isSameSitePath } from '../routes/same-site-path';
import type { PageId } from '../routes/table';

/** An anchor of the page returned to: word characters and hyphens, so it cannot leave the page. */
const anchor = z.string().check(z.regex(/^[A-Za-z][\w-]{0,39}$/));

/**
 * The `saveAction` query of my information (patient-area.md §2, §3): where the contact form sends
 * the person after saving, with an optional anchor on that page. The page that sent the person here
 * names itself: an invoice by its number, an appointment or reservation page by its path.
 */
export const saveAction = z.object({
  type: z.enum(saveActionTypes),
  invoiceNumber: z.optional(z.string().check(z.maxLength(12))),
  path: z.optional(z.string().check(z.maxLength(512))),
  anchor: z.optional(anchor),
});
export type SaveAction = z.infer<typeof saveAction>;

const reloadPage: SaveAction = { type: 'reload-page' };

/** Reads the query's action; a missing, malformed or unknown one is `reload-page`. */
export function parseSaveAction(raw: string | null | undefined): SaveAction {
  if (raw === null || raw === undefined || raw.length > 1024) return reloadPage;
  try {
    const parsed = saveAction.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : reloadPage;
  } catch {
    return reloadPage;
  }
}

// The pages each action may return to; any other path falls back to the action's own list page.
const returnPages = {
  'go-to-reserve-appointment-page': ['reserve', 'reserveInsurance', 'reserveOccupational'],
  'go-to-view-appointment-page': ['appointment'],
} as const satisfies Partial<Record<SaveActionType, readonly PageId[]>>;

function returnPath(
  lang: Lang,
  path: string | undefined,
  pages: readonly PageId[],
  fallback: 'front' | 'appointments',
): string {
  if (!isSameSitePath(path)) return buildPath(fallback, lang);
  const withoutHash = path.split('#', 1)[0] ?? '';
  const page = matchPath(withoutHash.split('?', 1)[0] ?? '')?.page;
  return page !== undefined && pages.includes(page) ? withoutHash : buildPath(fallback, lang);
}

/**
 * Where the person goes once the contact details are saved (messaging-invoices-shell.md §7):
 * my information again, the reservation or appointment page they came from, or the invoice's pay
 * page; a path that is not such a page of this site leads to the action's list page instead.
 */
export function saveActionTarget(lang: Lang, action: SaveAction): string {
  const hash = action.anchor === undefined ? '' : `#${action.anchor}`;
  switch (action.type) {
    case 'reload-page':
      return buildPath('myInformation', lang) + hash;
    case 'go-to-invoice-page':
      return invoiceSaveActionTarget(lang, action) + hash;
    case 'go-to-reserve-appointment-page':
      return returnPath(lang, action.path, returnPages[action.type], 'front') + hash;
    case 'go-to-view-appointment-page':
      return returnPath(lang, action.path, returnPages[action.type], 'appointments') + hash;
    default:
      return action.type satisfies never;
  }
}

/** Every contact field of my information's form, in its order. */
export const contactFormFields = [
  'streetAddress',
  'postalCode',
  'postOffice',
  'phoneNumber',
  'emailAddress',
] as const satisfies readonly ContactField[];

/**
 * The contact fields the form asks for on the way to `action`: paying needs only a valid e-mail
 * address (messaging-invoices-shell.md §4), so the e-mail-required notice's form asks only that, and
 * a patient without a phone number, a child say, can pay; every other way asks all of them.
 */
export function contactFieldsFor(action: SaveAction): readonly ContactField[] {
  return action.type === 'go-to-invoice-page' ? ['emailAddress'] : contactFormFields;
}
