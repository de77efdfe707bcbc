import {
  actingForAnswer,
  buildQuery,
  type ChildRegistrationRequest,
  type Lang,
  plainSuccess,
  type WardWire,
  wardsAnswer,
} from '@portal/domain';
import { requestJson } from './request';

// The calls of acting for a child.

/** The signed-in person's children under 18, as the population register tells (`GET /api/guardian/children`). */
export async function fetchChildren(signal?: AbortSignal): Promise<WardWire[]> {
  return (await requestJson('/api/guardian/children', wardsAnswer, { signal })).children;
}

/** Starts acting for a child (`POST /api/acting-for`); `disallowed` when the register or the age says no. */
export async function actForChild(csrfToken: string, personalIdentityCode: string): Promise<void> {
  await requestJson(`/api/acting-for${buildQuery({ csrfToken })}`, actingForAnswer, {
    method: 'POST',
    body: { personalIdentityCode },
  });
}

/** Ends acting for a child (`DELETE /api/acting-for`). */
export async function stopActingForChild(csrfToken: string): Promise<void> {
  await requestJson(`/api/acting-for${buildQuery({ csrfToken })}`, plainSuccess, { method: 'DELETE' });
}

/**
 * Registers the chosen child of whom the clinic has no record, and starts acting for the child
 * (`POST /api/acting-for/registration`).
 */
export async function registerChild(
  csrfToken: string,
  registration: Omit<ChildRegistrationRequest, 'language'> & { readonly language: Lang },
): Promise<void> {
  await requestJson(`/api/acting-for/registration${buildQuery({ csrfToken })}`, actingForAnswer, {
    method: 'POST',
    body: registration,
  });
}
