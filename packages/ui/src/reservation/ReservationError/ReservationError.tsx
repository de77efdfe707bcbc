import type { ReservationError as ReservationErrorCode } from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { plainList } from '../reservation.css';

export interface ReservationErrorProps {
  /** The error of the reservation (domain `reservationFailureOf`). */
  error: ReservationErrorCode;
  /** The offending field names of a validation error. Default: none. */
  fields?: readonly string[];
  /** The appointment list, offered when the time was taken. */
  listHref: string;
  /**
   * Strong identification returning to this page, offered beside the form when the typed name and
   * identity code do not match (`patientInfoConflict`). Default: none.
   */
  loginHref?: string | null;
}

type Failures = TranslationFunctions['reservation']['failures'];
type FieldName = keyof Failures['fields'];

function titleAndText(LL: Failures, error: ReservationErrorCode): [string, string | null] {
  switch (error) {
    case 'appointmentNotAvailable':
      return [LL.appointmentNotAvailable.title(), LL.appointmentNotAvailable.text()];
    case 'networkError':
      return [LL.networkError.title(), null];
    case 'tooManyReservations':
      return [LL.tooManyReservations.title(), LL.tooManyReservations.text()];
    case 'tooManyRequests':
      return [LL.tooManyRequests.title(), LL.tooManyRequests.text()];
    case 'unknownError':
      return [LL.unknownError.title(), null];
    case 'directReimbursementError':
      return [LL.directReimbursementError.title(), LL.directReimbursementError.text()];
    case 'noPatient':
    case 'patientDataConsentRequired':
      return [LL.noPatient.title(), LL.noPatient.text()];
    case 'patientInfoConflict':
      return [LL.patientInfoConflict.title(), LL.patientInfoConflict.text()];
    case 'validationError':
      return [LL.validationError.title(), null];
    default:
      return error satisfies never;
  }
}

/**
 * A failed reservation in words (booking.md §8): each error type says what happened and what to do;
 * a taken time links back to the list; a validation error lists the fields to check.
 */
export function ReservationError({ error, fields = [], listHref, loginHref = null }: ReservationErrorProps) {
  const words = useWords().reservation;
  const LL = words.failures;
  const [title, text] = titleAndText(LL, error);
  const named = fields.filter((field): field is FieldName => field in LL.fields);
  return (
    <Notice tone="danger" title={title}>
      <div data-error={error}>
        {text !== null && <p>{text}</p>}
        {error === 'validationError' &&
          (named.length > 0 ? (
            <ul className={plainList}>
              {named.map((field) => (
                <li key={field}>{LL.fields[field]()}</li>
              ))}
            </ul>
          ) : (
            <p>{LL.validationError.unnamed()}</p>
          ))}
        {error === 'appointmentNotAvailable' && <Link href={listHref}>{words.page.backToList()}</Link>}
        {error === 'patientInfoConflict' && loginHref !== null && (
          <Link href={loginHref}>{words.login.loginButton()}</Link>
        )}
      </div>
    </Notice>
  );
}
