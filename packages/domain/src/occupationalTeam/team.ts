import { z } from 'zod/mini';
import { text } from '../api/text';
import { ohcTeamProfessionalTypes } from '../catalogue/medical';

const day = z.iso.date();

/** A substitute standing in for a team member over a period (both days included). */
export const teamSubstitute = z.object({
  name: text({ max: 100 }),
  startDate: day,
  endDate: day,
});
export type TeamSubstitute = z.infer<typeof teamSubstitute>;

/** One professional of the team (messaging-invoices-shell.md §3, occupational info). */
export const teamMember = z.object({
  id: text({ max: 40 }),
  name: text({ max: 100 }),
  professionalType: z.enum(ohcTeamProfessionalTypes),
  /** The picture's address on this site; null without one. */
  pictureUrl: z.nullable(z.string().check(z.regex(/^\/[\w./-]{1,200}$/))),
  substitute: z.nullable(teamSubstitute),
});
export type TeamMember = z.infer<typeof teamMember>;

/** `GET /api/occupational-team`: the person's employer and occupational health team. */
export const occupationalTeamAnswer = z.object({
  type: z.literal('success'),
  team: z.object({
    employerName: text({ max: 200 }),
    members: z.array(teamMember).check(z.maxLength(20)),
  }),
});
export type OccupationalTeamAnswer = z.infer<typeof occupationalTeamAnswer>;
export type OccupationalTeam = OccupationalTeamAnswer['team'];

/** The members in the page's order: by professional type (the catalogue's order), then by name. */
export function orderedTeam(members: readonly TeamMember[]): TeamMember[] {
  const rank = (member: TeamMember) => ohcTeamProfessionalTypes.indexOf(member.professionalType);
  return [...members].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'fi'));
}

/**
 * The substitute to name on a member's card on a day (`yyyy-mm-dd`, Helsinki): one whose period is
 * under way or still to come. A period that has ended is not news to anybody.
 */
export function currentSubstitute(member: TeamMember, today: string): TeamSubstitute | null {
  const substitute = member.substitute;
  return substitute !== null && substitute.endDate >= today ? substitute : null;
}
