import { diagnosisLine, formatDate, formatTime, type VisitDetail } from '@portal/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../ButtonLink';
import { ErrorView } from '../../../ErrorView';
import { useLang, useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { RecordNotFound } from '../RecordNotFound';
import { actions, facts, heading, list, page, subheading, textBody } from '../visits.css';

/** What the visit page shows (patient-area.md §3: status visit-not-found or found). */
export type VisitViewState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly isRetrying?: boolean }
  | { readonly kind: 'visit-not-found' }
  | { readonly kind: 'found'; readonly visit: VisitDetail };

export interface VisitViewProps {
  state: VisitViewState;
  /** The list of all visits. */
  listHref: string;
  /** The print view of this visit. */
  printHref: string;
  /** Loads the visit again after a failure. */
  onRetry?: () => void;
}

/** When a visit was, with its time: `16.11.2026 7.15`. */
export function visitWhen(visit: Pick<VisitDetail, 'dateTime'>, lang: Parameters<typeof formatTime>[1]) {
  const instant = new Date(visit.dateTime);
  return `${formatDate(instant)} ${formatTime(instant, lang)}`;
}

/**
 * One visit (patient-area.md §2, §3): when, the practitioner, the specialty, the diagnoses with their
 * codes where given, and the texts of the report; a print action and a link to all visits. A visit
 * that is not the patient's, or not there, is 'Visit was not found'.
 */
export function VisitView({ state, listHref, printHref, onRetry }: VisitViewProps) {
  const LL = useWords().visits.visit;
  const lang = useLang();
  const diagnosesId = useId();
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.loading()} shape="blocks" count={3} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'visit-not-found':
      return (
        <RecordNotFound
          title={LL.notFound()}
          text={LL.notFoundText()}
          backHref={listHref}
          backLabel={LL.allVisits()}
        />
      );
    case 'found': {
      const { visit } = state;
      return (
        <article className={page} data-visit={visit.id}>
          <h1 className={heading}>{LL.title()}</h1>
          <dl className={facts}>
            <dt>{LL.date()}</dt>
            <dd>{visitWhen(visit, lang)}</dd>
            <dt>{LL.practitioner()}</dt>
            <dd>{visit.practitioner.name}</dd>
            <dt>{LL.specialty()}</dt>
            <dd>{visit.specialty.name}</dd>
          </dl>
          <section aria-labelledby={diagnosesId}>
            <h2 id={diagnosesId} className={subheading}>
              {LL.diagnoses()}
            </h2>
            {visit.diagnoses.length === 0 ? (
              <p>{LL.noDiagnoses()}</p>
            ) : (
              <ul className={list}>
                {visit.diagnoses.map((diagnosis) => (
                  <li key={diagnosisLine(diagnosis)}>{diagnosisLine(diagnosis)}</li>
                ))}
              </ul>
            )}
          </section>
          {visit.texts.map((text) => (
            <section key={text.title} aria-label={text.title}>
              <h2 className={subheading}>{text.title}</h2>
              <p className={textBody}>{text.body}</p>
            </section>
          ))}
          <div className={actions}>
            <ButtonLink href={printHref} variant="secondary">
              {LL.print()}
            </ButtonLink>
            <Link href={listHref} variant="standalone">
              {LL.allVisits()}
            </Link>
          </div>
        </article>
      );
    }
    default:
      return state satisfies never;
  }
}
