import {
  brandConfig,
  currentSubstitute,
  formatDay,
  helsinkiIsoDate,
  type OccupationalTeam,
  orderedTeam,
  type TeamMember,
  telHref,
  timeOfDayWindows,
} from '@portal/domain';
import { Avatar } from '../../Avatar';
import { useNow } from '../../clock';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import { useBrand } from '../../theme/ThemeProvider';
import * as styles from './OccupationalTeamView.css';

/** What the team page shows: loading, the team, or the error view of a temporary API error. */
export type OccupationalTeamState =
  | { status: 'loading' }
  | { status: 'loaded'; team: OccupationalTeam }
  | { status: 'error'; isRetrying: boolean };

/** The team page's ways onward; `null` leaves a way out (its page not built, or not for this person). */
export interface OccupationalTeamLinks {
  /** Occupational booking. */
  book: string | null;
  /** A new message to the clinic. */
  message: string | null;
}

export interface OccupationalTeamViewProps {
  state: OccupationalTeamState;
  links: OccupationalTeamLinks;
  /** Loads the team again after an error. */
  onRetry: () => void;
}

/**
 * The occupational health team page (messaging-invoices-shell.md §2, §4): the employer, the team with
 * pictures and substitutes, the ways to reach it and the team's rules, or the error view.
 */
export function OccupationalTeamView({ state, links, onRetry }: OccupationalTeamViewProps) {
  const words = useWords().occupationalTeam;
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <Body state={state} links={links} onRetry={onRetry} />
    </Stack>
  );
}

function Body({ state, links, onRetry }: OccupationalTeamViewProps) {
  const words = useWords().occupationalTeam;
  switch (state.status) {
    case 'loading':
      return <Skeleton label={words.loading()} shape="blocks" count={4} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying} />;
    case 'loaded':
      return (
        <>
          <p>{words.employer({ employer: state.team.employerName })}</p>
          <section aria-labelledby="team-heading">
            <Stack>
              <h2 id="team-heading">{words.teamHeading()}</h2>
              <ul className={styles.members}>
                {orderedTeam(state.team.members).map((member) => (
                  <MemberCard key={member.id} member={member} />
                ))}
              </ul>
            </Stack>
          </section>
          <Contact links={links} />
          <Rules />
        </>
      );
    default:
      return state satisfies never;
  }
}

function MemberCard({ member }: { member: TeamMember }) {
  const words = useWords().occupationalTeam;
  const substitute = currentSubstitute(member, helsinkiIsoDate(useNow()));
  return (
    <li className={styles.member} data-professional={member.professionalType}>
      <Avatar
        practitionerId={member.id}
        name={member.name}
        photoUrl={member.pictureUrl ?? undefined}
        size="large"
        decorative
      />
      <div>
        <p className={styles.name}>{member.name}</p>
        <p className={styles.detail}>{words.professionalTypes[member.professionalType]()}</p>
        {substitute !== null && (
          <p className={styles.detail}>
            {words.substitute({
              name: substitute.name,
              start: formatDay(substitute.startDate),
              end: formatDay(substitute.endDate),
            })}
          </p>
        )}
      </div>
    </li>
  );
}

function Contact({ links }: { links: OccupationalTeamLinks }) {
  const words = useWords().occupationalTeam.contact;
  const phone = brandConfig(useBrand() ?? 'general').customerServicePhone;
  return (
    <section aria-labelledby="team-contact">
      <Stack space="sm">
        <h2 id="team-contact">{words.heading()}</h2>
        <ul className={styles.list}>
          {links.book !== null && (
            <li>
              <Link href={links.book}>{words.book()}</Link>
            </li>
          )}
          {links.message !== null && (
            <li>
              <Link href={links.message}>{words.message()}</Link>
            </li>
          )}
          <li>
            <Link href={telHref(phone)}>{words.phone({ phone })}</Link>
          </li>
          <li>{words.remote()}</li>
        </ul>
      </Stack>
    </section>
  );
}

function Rules() {
  const words = useWords().occupationalTeam.rules;
  const hours = (name: 'morning' | 'afternoon' | 'evening') =>
    `${timeOfDayWindows[name].startHour}–${timeOfDayWindows[name].endHour}`;
  return (
    <section aria-labelledby="team-rules">
      <Stack space="sm">
        <h2 id="team-rules">{words.heading()}</h2>
        <ul className={styles.list}>
          <li>{words.referral()}</li>
          <li>{words.specialists()}</li>
          <li>
            {words.timesOfDay({
              morning: hours('morning'),
              afternoon: hours('afternoon'),
              evening: hours('evening'),
            })}
          </li>
        </ul>
      </Stack>
    </section>
  );
}
