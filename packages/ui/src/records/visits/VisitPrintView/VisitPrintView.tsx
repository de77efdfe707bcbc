import { diagnosisLine, type VisitAnswer } from '@portal/domain';
import { Button } from '../../../Button';
import { ErrorView } from '../../../ErrorView';
import { useLang, useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { RecordNotFound } from '../RecordNotFound';
import { visitWhen } from '../VisitView';
import {
  actions,
  facts,
  heading,
  printRoot,
  printText,
  screenOnly,
  subheading,
  textBody,
} from '../visits.css';

/** What the print view shows. */
export type VisitPrintViewState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly isRetrying?: boolean }
  | { readonly kind: 'visit-not-found' }
  | { readonly kind: 'found'; readonly answer: Omit<VisitAnswer, 'type'> };

export interface VisitPrintViewProps {
  state: VisitPrintViewState;
  /** The visit's own page. */
  visitHref: string;
  /** The list of all visits, for a visit not found. */
  listHref: string;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
  onRetry?: () => void;
}

/**
 * The visit as it prints (patient-area.md §2 "Detail has a print action"): the patient's name and
 * identity code over the report, each text from a new sheet. On paper the shell, the Print button and
 * the way back are left out.
 */
export function VisitPrintView({ state, visitHref, listHref, onPrint, onRetry }: VisitPrintViewProps) {
  const words = useWords().visits;
  const lang = useLang();
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={words.visit.loading()} shape="blocks" count={3} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'visit-not-found':
      return (
        <RecordNotFound
          title={words.visit.notFound()}
          text={words.visit.notFoundText()}
          backHref={listHref}
          backLabel={words.visit.allVisits()}
        />
      );
    case 'found': {
      const { visit, fullName, personalIdentityCode } = state.answer;
      return (
        <article className={printRoot} data-print-view>
          <div className={`${actions} ${screenOnly}`}>
            <Button onPress={onPrint}>{words.print.printNow()}</Button>
            <Link href={visitHref} variant="standalone">
              {words.print.back()}
            </Link>
          </div>
          <h1 className={heading}>{words.print.title()}</h1>
          <dl className={facts}>
            <dt>{words.print.patient()}</dt>
            <dd>{fullName}</dd>
            <dt>{words.print.identityCode()}</dt>
            <dd>{personalIdentityCode}</dd>
            <dt>{words.visit.date()}</dt>
            <dd>{visitWhen(visit, lang)}</dd>
            <dt>{words.visit.practitioner()}</dt>
            <dd>{visit.practitioner.name}</dd>
            <dt>{words.visit.specialty()}</dt>
            <dd>{visit.specialty.name}</dd>
            <dt>{words.visit.diagnoses()}</dt>
            <dd>
              {visit.diagnoses.length === 0
                ? words.visit.noDiagnoses()
                : visit.diagnoses.map((diagnosis) => (
                    <div key={diagnosisLine(diagnosis)}>{diagnosisLine(diagnosis)}</div>
                  ))}
            </dd>
          </dl>
          {visit.texts.map((text) => (
            <section key={text.title} className={printText} aria-label={text.title}>
              <h2 className={subheading}>{text.title}</h2>
              <p className={textBody}>{text.body}</p>
            </section>
          ))}
        </article>
      );
    }
    default:
      return state satisfies never;
  }
}
