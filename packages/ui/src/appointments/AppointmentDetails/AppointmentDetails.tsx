import {
  type AppointmentActionsState,
  appointmentButtons,
  arrivalGuidance,
  featureSet,
  mapsHref,
  type OwnAppointmentWire,
  priceEstimate,
} from '@portal/domain';
import { Avatar } from '../../Avatar';
import { Button } from '../../Button';
import { Card } from '../../Card';
import { ConfirmDialog } from '../../ConfirmDialog';
import { DateText } from '../../DateText';
import { useLang, useWords } from '../../i18n';
import { Link, PhoneText } from '../../Link';
import { Money } from '../../Money';
import { Notice } from '../../Notice';
import { actions, definition, muted, page, subheading, term, terms } from '../appointments.css';
import { ReasonForVisit, type ReasonForVisitProps } from '../ReasonForVisit';

export interface AppointmentDetailsProps {
  /** The reservation as the server describes it. */
  appointment: OwnAppointmentWire;
  /** Where check-in and cancelling stand (domain `nextAppointmentActions`). */
  actions: AppointmentActionsState;
  onCheckIn: () => void;
  /** The cancel button: asks once more. */
  onRequestCancel: () => void;
  /** The question was answered no, or closed. */
  onDismissCancel: () => void;
  /** The question was answered yes. */
  onConfirmCancel: () => void;
  /**
   * The brand's deadline hours when a refused cancel was within them (domain `cancelFailureReason`):
   * the message names them. Default `null`: the message names no reason.
   */
  cancelFailureHours?: number | null;
  /** The brand's customer service phone, named when cancelling fails. */
  customerServicePhone: string;
  /** The session's feature flags: the price breakdown needs `price-details`. */
  features: readonly string[];
  /** The consent form, where the consent notice leads; `null`: no link. */
  consentHref: string | null;
  /** The reason-for-visit box; `null` without a valid session. Default `null`. */
  reason?: ReasonForVisitProps | null;
  /** The heading level of the appointment's card. Default `2`. */
  headingLevel?: 2 | 3;
}

/**
 * One of the patient's appointments (patient-area.md §2, §4, §6): when, what, with whom and where
 * (with a maps link, or how a remote visit happens), the room or 'see the receptionist' after
 * check-in, the provider's cancellation (then no price estimate and no reason box), the price estimate, the check-in and cancel buttons as the domain decides them, their messages and
 * the consent notice, and the reason-for-visit box.
 */
export function AppointmentDetails({
  appointment,
  actions: state,
  onCheckIn,
  onRequestCancel,
  onDismissCancel,
  onConfirmCancel,
  cancelFailureHours = null,
  customerServicePhone,
  features,
  consentHref,
  reason = null,
  headingLevel = 2,
}: AppointmentDetailsProps) {
  const words = useWords();
  const LL = words.ownAppointments.appointment;
  const lang = useLang();
  const buttons = appointmentButtons(state, appointment.mayCancel);
  const guidance = arrivalGuidance(state, appointment.room?.location ?? null);
  const price = priceEstimate({
    kindId: appointment.kindId,
    practitionerRate: appointment.practitionerRate,
    healthCareType: appointment.healthCareType,
    features: featureSet(features),
    lang,
  });
  const { practitioner, clinic } = appointment;
  const phone = customerServicePhone;
  // A time the clinic cancelled will not happen: nothing to pay for it and nothing to prepare.
  const visitAhead = !appointment.hasAppointeeCanceled;
  const remote = words.reservation.confirmation.next;
  return (
    <div className={page} data-step={state.step}>
      <Card title={appointment.specialty.cmsContent.title} headingLevel={headingLevel} variant="brand">
        <dl className={terms}>
          <dt className={term}>{LL.when()}</dt>
          <dd className={definition}>
            <DateText value={appointment.startDate} format="dateTime" /> (
            {words.reservation.summary.duration({ minutes: appointment.durationMinutes })})
          </dd>
          <dt className={term}>{LL.who()}</dt>
          <dd className={definition}>
            <span className={actions}>
              <Avatar
                practitionerId={appointment.practitionerId}
                name={practitioner.name}
                photoUrl={practitioner.cmsContent.profilePicture?.url}
                size="small"
                decorative
              />
              {practitioner.isResource ? practitioner.name : `${practitioner.name}, ${practitioner.title}`}
            </span>
          </dd>
          <dt className={term}>{LL.where()}</dt>
          <dd className={definition}>
            {appointment.isRemote ? (
              <>
                {words.reservation.summary.remote[appointment.locationType]()}
                {visitAhead && (
                  <p className={muted}>
                    {appointment.locationType === 'videoAppointment' ? remote.video() : remote.remote()}
                  </p>
                )}
              </>
            ) : (
              <>
                {`${clinic.cmsContent.name}, ${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`}{' '}
                <Link href={mapsHref(clinic.address)} external newTabHint={words.components.link.newTab()}>
                  {LL.map()}
                </Link>
              </>
            )}
          </dd>
        </dl>
      </Card>
      {appointment.hasAppointeeCanceled && <Notice tone="warning">{LL.providerCancelled()}</Notice>}
      {guidance !== null && (
        <Notice tone="success" title={LL.checkedIn()}>
          <p>{guidance.kind === 'room' ? LL.room({ location: guidance.location }) : LL.seeReceptionist()}</p>
        </Notice>
      )}
      {state.step === 'message' && (
        <Notice tone={state.message === 'alreadyCheckedIn' ? 'info' : 'danger'}>
          {state.message === 'alreadyCheckedIn' && LL.alreadyCheckedIn()}
          {state.message === 'tooEarly' && LL.tooEarly()}
          {state.message === 'checkInFailed' && LL.checkInFailed()}
          {state.message === 'cancelFailed' && (
            <>
              <strong>{LL.cancelError()}</strong>
              <br />
              <PhoneText
                phone={phone}
                text={
                  cancelFailureHours === null
                    ? LL.cancelFailed({ phone })
                    : LL.cancelFailedWithin({ hours: cancelFailureHours, phone })
                }
              />
            </>
          )}
        </Notice>
      )}
      {state.step === 'consentNeeded' && (
        <Notice tone="warning" title={LL.consentTitle()}>
          <p>{state.asAdult ? LL.consentTextAdult() : LL.consentText()}</p>
          {consentHref !== null && (
            <Link href={consentHref} variant="standalone">
              {LL.consentLink()}
            </Link>
          )}
        </Notice>
      )}
      {(buttons.checkIn !== 'hidden' || buttons.cancel !== 'hidden') && (
        <div className={actions}>
          {buttons.checkIn !== 'hidden' && (
            <Button
              onPress={onCheckIn}
              isDisabled={buttons.checkIn === 'tooEarly'}
              busy={buttons.checkIn === 'busy'}
              busyLabel={LL.checkingIn()}
            >
              {LL.checkIn()}
            </Button>
          )}
          {buttons.cancel !== 'hidden' && (
            <Button variant="secondary" onPress={onRequestCancel} isDisabled={buttons.cancel === 'busy'}>
              {LL.cancel()}
            </Button>
          )}
          {buttons.checkIn === 'tooEarly' && <p className={muted}>{LL.checkInOpens()}</p>}
        </div>
      )}
      {visitAhead && price.kind === 'estimate' && (
        // Untitled: a page of several appointments would otherwise have several regions of one name.
        <Card>
          <h3 className={subheading}>{LL.price()}</h3>
          <p>
            {price.fromPrefix ? (
              <>
                {LL.priceFrom()} <Money cents={price.totalCents} />
              </>
            ) : (
              <Money cents={price.totalCents} />
            )}
          </p>
          {price.lines !== null && (
            <dl className={terms} aria-label={LL.priceDetails()}>
              {price.lines.map((line) => (
                <div key={line.code} style={{ display: 'contents' }}>
                  <dt className={term}>{line.description}</dt>
                  <dd className={definition}>
                    <Money cents={line.cents} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className={muted}>{LL.priceNote()}</p>
        </Card>
      )}
      {visitAhead && reason !== null && <ReasonForVisit {...reason} />}
      <ConfirmDialog
        open={state.step === 'confirmingCancel' || state.step === 'cancelling'}
        onOpenChange={(open) => {
          if (!open) onDismissCancel();
        }}
        title={LL.cancelDialog.title()}
        text={LL.cancelDialog.text()}
        confirmLabel={LL.cancelDialog.confirm()}
        cancelLabel={LL.cancelDialog.keep()}
        busy={state.step === 'cancelling'}
        busyLabel={LL.cancelDialog.busy()}
        onConfirm={onConfirmCancel}
      />
    </div>
  );
}
