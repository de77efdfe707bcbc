import type { InsuranceSection } from '@portal/domain';
import { z } from 'zod/mini';

// The partner permits the person last saw, kept for the browser tab across the visit to the
// partner site: back with a permit granted, the new one is the one not among them. The apply link
// shows only beside a list of permits (or its absence), so what is kept is always the latest.
const storageKey = 'portal.partnerPermitsSeen';
const stored = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100));

/** Keeps the content hashes of the partner permits the section shows, if it shows them. */
export function rememberKnownPermits(section: InsuranceSection): void {
  const partner = section.partner;
  const known =
    partner.step === 'withPermits'
      ? partner.permits.map((permit) => permit.contentHash)
      : partner.step === 'noPermits'
        ? []
        : null;
  if (known === null) return;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(known));
  } catch {
    // A browser that keeps nothing (private mode, storage full) then chooses only a lone permit.
  }
}

/** The content hashes of the partner permits last seen in this tab, or `null`. */
export function knownPermits(): readonly string[] | null {
  try {
    const parsed = stored.safeParse(JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
