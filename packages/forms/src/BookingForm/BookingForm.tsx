import {
  type AppointmentWire,
  type BookingBlocker,
  bookingConfirmationOf,
  type ConsentPermit,
  type ConsentRequest,
  type ContactDetailsInput,
  type ContactEditState,
  type CustomerType,
  helsinkiIsoDate,
  type ReservationState,
  requiresStrongLogin,
  reservationPrice,
  showsConsentForm,
  showsKela65Notice,
  showsVaccineNotice,
} from '@portal/domain';
import {
  AppointmentSummary,
  BookPanel,
  ButtonLink,
  Kela65Notice,
  PriceInformation,
  ReservationError,
  ReservationNotification,
  Stack,
  useNow,
  useWords,
  VaccineNotice,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { ConsentForm } from '../ConsentForm';
import { ContactBlock } from '../ContactBlock';

/** The reservation machine's states the form shows; the page replaces it with the confirmation. */
export type BookingFormReservation = Exclude<ReservationState<unknown>, { status: 'confirmed' }>;

export interface BookingFormProps {
  /** The appointment being booked. */
  appointment: AppointmentWire;
  /** Private, occupational, insurance or kela65: picks the notices, the price and the confirmation box. */
  customerType: CustomerType;
  /** The patient's name, shown in the contact block. */
  patientName: string;
  /** The obfuscated identity code: shown in the contact block; the kela65 notice reads the age from it. */
  identityCode: string;
  /** The patient's contact details as saved. */
  contact: ContactDetailsInput;
  /** Where the contact block stands (domain `nextContactEdit`). */
  contactState: ContactEditState;
  onContactEdit: () => void;
  onContactCancel: () => void;
  /** Saves the checked, normalised details. */
  onContactSave: (contact: ContactDetailsInput) => void;
  /** The reservation machine's state (domain `nextReservation`): consent form, idle, reserving or failed. */
  reservation: BookingFormReservation;
  /** The permits the brand asks for on the consent form (`BrandConfig.consentPermits`). */
  consentPermits: readonly ConsentPermit[];
  /** Sends the consent form. */
  onConsent: (consent: ConsentRequest) => void;
  /** The insurance section of an insurance booking, between the contact block and the notices. Default: none. */
  insuranceSection?: ReactNode;
  /** The brand's online cancellation deadline in hours, for the reservation notification. */
  cancellationDeadlineHours: number;
  /** Why Book is disabled (domain `bookingBlockers`, `reserving` while the reservation runs). */
  blockers: readonly BookingBlocker[];
  /** The appointment starts within the binding threshold (domain `requiresBindingConfirmation`). */
  bindingRequired: boolean;
  bindingAccepted: boolean;
  onBindingAcceptedChange: (accepted: boolean) => void;
  /** The occupational confirmation box is ticked (shown when the specialty asks for one). */
  occupationalConfirmed: boolean;
  onOccupationalConfirmedChange: (confirmed: boolean) => void;
  /** Books the appointment. */
  onBook: () => void;
  /** The appointment list the person came from, offered by the errors. */
  listHref: string;
  /** Strong identification returning to this page, offered after noPatient or patientInfoConflict. */
  loginHref: string;
}

/**
 * The signed-in booking page (booking.md §2 item 7), laid out from its props and calling nothing:
 * the title and appointment summary, then either the consent form while consent is owed (§4) or, in
 * order, the reservation notification, the vaccine notice, the contact block, the insurance section,
 * the kela65 notice and price, the error of the last Book, and the boxes and Book button.
 */
export function BookingForm(props: BookingFormProps) {
  const { appointment, customerType, reservation } = props;
  const LL = useWords().reservation;
  const today = helsinkiIsoDate(useNow());
  const failure = reservation.status === 'failed' ? reservation : null;
  return (
    <Stack space="lg">
      <h1>{LL.page.title()}</h1>
      <AppointmentSummary appointment={appointment} />
      {showsConsentForm(reservation) ? (
        <ConsentForm
          permits={props.consentPermits}
          submitting={reservation.status === 'savingConsent'}
          failed={reservation.status === 'consentRequired' && reservation.consentFailed}
          onSubmit={props.onConsent}
        />
      ) : (
        <>
          <ReservationNotification
            cancellationDeadlineHours={props.cancellationDeadlineHours}
            binding={props.bindingRequired}
            practitionerInfo={appointment.practitioner.cmsContent.appointmentReservationInfo}
          />
          {showsVaccineNotice(customerType, appointment.specialtyId) && <VaccineNotice />}
          <ContactBlock
            contact={props.contact}
            name={props.patientName}
            identityCode={props.identityCode}
            state={props.contactState}
            onEdit={props.onContactEdit}
            onCancel={props.onContactCancel}
            onSave={props.onContactSave}
          />
          {props.insuranceSection}
          {showsKela65Notice(customerType, props.identityCode, today) && <Kela65Notice />}
          <PriceInformation
            price={reservationPrice({
              customerType,
              kindId: appointment.kindId,
              priceCents: appointment.priceCents,
            })}
          />
          {failure !== null && (
            <ReservationError error={failure.error} fields={failure.fields} listHref={props.listHref} />
          )}
          {failure !== null && requiresStrongLogin(failure.error) && (
            <div>
              <ButtonLink href={props.loginHref} variant="secondary">
                {LL.login.loginButton()}
              </ButtonLink>
            </div>
          )}
          <BookPanel
            confirmation={bookingConfirmationOf(customerType, appointment.specialtyId)}
            confirmed={props.occupationalConfirmed}
            onConfirmedChange={props.onOccupationalConfirmedChange}
            bindingRequired={props.bindingRequired}
            bindingAccepted={props.bindingAccepted}
            onBindingAcceptedChange={props.onBindingAcceptedChange}
            blockers={props.blockers}
            onBook={props.onBook}
          />
        </>
      )}
    </Stack>
  );
}
