import type { Features } from '../features/features';

/** The flag that tells the menu and the page that the signed-in person belongs to the fund. */
export const sicknessFundMemberFlag = 'is-finnair-sickness-fund-member';

/**
 * Whether the sickness fund page and its menu group are for this person: the fund's page flag and the
 * members' flag are on, and the person is a member (messaging-invoices-shell.md §4, §6).
 */
export function seesSicknessFund(features: Features, isMember: boolean): boolean {
  return isMember && features.has('sickness-fund-page') && features.has(sicknessFundMemberFlag);
}

/**
 * The flags of one person's session: the deployment's, with the members' flag on for the fund's
 * members only, so that the session's flags alone tell the menu and the page whether the person is one.
 */
export function sessionFeatureNames(deployment: readonly string[], isMember: boolean): string[] {
  const others = deployment.filter((name) => name !== sicknessFundMemberFlag);
  return isMember ? [...others, sicknessFundMemberFlag] : others;
}
