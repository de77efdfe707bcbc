import {
  type AppointmentWire,
  ageFromIdentityCode,
  bookingBlockers,
  bookingConfirmationOf,
  type ContactDetailsInput,
  type ContactEditEvent,
  type CustomerType,
  canBook,
  helsinkiIsoDate,
  initialReservation,
  internalOrganizationOf,
  isContactEditing,
  nextContactEdit,
  nextReservation,
  type PatientDataConsent,
  type PatientWire,
  type ReservationDetails,
  type ReservationEvent,
  type ReservationState,
  requiresBindingConfirmation,
  requiresStrongLogin,
  reservationPrice,
  reservePayload,
  showsConsentForm,
  showsKela65Notice,
  showsVaccineNotice,
} from '@portal/domain';
import { ConsentForm, ContactBlock } from '@portal/forms';
import {
  AppointmentSummary,
  AppointmentUnavailable,
  BookPanel,
  ButtonLink,
  Kela65Notice,
  PriceInformation,
  ReservationError,
  ReservationNotification,
  Stack,
  useNow,
  VaccineNotice,
} from '@portal/ui';
import { useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { sendConsent, updateContact } from '../../api/patient';
import { reserveAppointment } from '../../api/reservation';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { InsuranceBooking, type InsuranceBookingReport } from '../insurance/InsuranceBooking';
import { Confirmation } from './Confirmation';

export interface BookingPageProps {
  appointment: AppointmentWire;
  patient: PatientWire;
  customerType: CustomerType;
  /** The list the person came from. */
  backHref: string;
}

function contactOf(patient: PatientWire): ContactDetailsInput {
  return {
    streetAddress: patient.postalAddress.street,
    zipCode: patient.postalAddress.postalCode,
    postOffice: patient.postalAddress.postOffice,
    emailAddress: patient.email ?? '',
    phoneNumber: patient.phoneNumber ?? '',
  };
}

const noInsurer = { company: null, reimbursement: null, directCompensationConsent: false } as const;

/**
 * The signed-in booking page in the order of booking.md §2 item 7: summary, reservation notification,
 * vaccine notice, contact block, insurance section, notices and boxes, Book. The consent form comes
 * first while consent is owed; the confirmation replaces the page after booking.
 */
export function BookingPage({ appointment, patient, customerType, backHref }: BookingPageProps) {
  const LL = useI18n();
  const { brand, lang, session } = usePortal();
  const now = useNow();
  const { pathname, search } = useLocation();
  const [state, send] = useReducer(
    (before: ReservationState<ReservationDetails>, event: ReservationEvent<ReservationDetails>) =>
      nextReservation(before, event),
    undefined,
    () => initialReservation({ consentMissing: patient.patientDataConsentFormUpdated === null }),
  );
  const [contact, setContact] = useState(() => contactOf(patient));
  const [contactState, sendContact] = useReducer(nextContactEdit, 'readOnly');
  const [bindingAccepted, setBindingAccepted] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [insurance, setInsurance] = useState<InsuranceBookingReport | null>(null);
  const csrfToken = session.csrfToken ?? '';
  const today = helsinkiIsoDate(now);
  const start = new Date(appointment.startDate);

  const blockers = bookingBlockers({
    customerType,
    specialtyId: appointment.specialtyId,
    isRemote: appointment.isRemote,
    appointmentStart: start,
    now,
    bindingReservationHours: brand.bindingReservationHours,
    reserving: state.status === 'reserving',
    contactEditing: isContactEditing(contactState),
    contact,
    insurance: customerType === 'insurance' ? (insurance?.choice ?? noInsurer) : null,
    insurerIdentificationPending: insurance?.identificationPending ?? false,
    concept: insurance?.concept ?? 'notNeeded',
    bindingAccepted,
    occupationalConfirmed: confirmed,
  });

  async function saveContact(value: ContactDetailsInput) {
    const event = (name: ContactEditEvent) => sendContact(name);
    event('save');
    try {
      const saved = await updateContact(csrfToken, {
        streetAddress: value.streetAddress,
        postalCode: value.zipCode,
        postOffice: value.postOffice,
        emailAddress: value.emailAddress,
        phoneNumber: value.phoneNumber,
      });
      setContact(contactOf(saved));
      event('saved');
    } catch {
      event('failed');
    }
  }

  async function giveConsent(consent: PatientDataConsent) {
    send({ type: 'submitConsent' });
    try {
      await sendConsent(csrfToken, lang, consent);
      send({ type: 'consentSaved' });
    } catch {
      send({ type: 'consentFailed' });
    }
  }

  async function book() {
    if (!canBook(state) || blockers.length > 0) return;
    send({ type: 'book' });
    const payload = reservePayload(
      contact,
      { internalOrganization: internalOrganizationOf(brand), appointmentId: appointment.id },
      insurance?.extras ?? {},
    );
    const outcome = await reserveAppointment(csrfToken, lang, { ...payload, healthCareType: customerType });
    send(
      outcome.ok
        ? { type: 'succeeded', reservationDetails: outcome.details }
        : { type: 'failed', error: outcome.error, fields: outcome.fields },
    );
  }

  if (state.status === 'confirmed') return <Confirmation details={state.reservationDetails} signedIn />;
  if (state.status === 'failed' && state.error === 'appointmentNotAvailable') {
    return <AppointmentUnavailable reason="alreadyReserved" backHref={backHref} />;
  }

  const heading = (
    <>
      <h1>{LL.reservation.page.title()}</h1>
      <AppointmentSummary appointment={appointment} />
    </>
  );
  if (showsConsentForm(state)) {
    return (
      <Stack space="lg">
        {heading}
        <ConsentForm
          permits={brand.consentPermits}
          submitting={state.status === 'savingConsent'}
          failed={state.status === 'consentRequired' && state.consentFailed}
          onSubmit={giveConsent}
        />
      </Stack>
    );
  }

  const age = ageFromIdentityCode(patient.obfuscatedPersonalIdentityCode, today);
  return (
    <Stack space="lg">
      {heading}
      <ReservationNotification
        cancellationDeadlineHours={brand.cancellationDeadlineHours}
        practitionerInfo={appointment.practitioner.cmsContent.appointmentReservationInfo}
      />
      {showsVaccineNotice(customerType, appointment.specialtyId) && <VaccineNotice />}
      <ContactBlock
        contact={contact}
        name={`${patient.firstName} ${patient.lastName}`}
        identityCode={patient.obfuscatedPersonalIdentityCode}
        state={contactState}
        onEdit={() => sendContact('edit')}
        onCancel={() => sendContact('cancel')}
        onSave={saveContact}
      />
      {customerType === 'insurance' && (
        <InsuranceBooking
          appointment={appointment}
          patientConcepts={patient.patientConcepts}
          underage={age !== null && age < 18}
          onChange={setInsurance}
        />
      )}
      {showsKela65Notice(customerType, patient.obfuscatedPersonalIdentityCode, today) && <Kela65Notice />}
      <PriceInformation
        price={reservationPrice({
          customerType,
          kindId: appointment.kindId,
          priceCents: appointment.priceCents,
        })}
      />
      {state.status === 'failed' && (
        <ReservationError error={state.error} fields={state.fields} listHref={backHref} />
      )}
      {state.status === 'failed' && requiresStrongLogin(state.error) && (
        <div>
          <ButtonLink href={strongAuthenticationUrl(lang, pathname + search)} variant="secondary">
            {LL.reservation.login.loginButton()}
          </ButtonLink>
        </div>
      )}
      <BookPanel
        confirmation={bookingConfirmationOf(customerType, appointment.specialtyId)}
        confirmed={confirmed}
        onConfirmedChange={setConfirmed}
        bindingRequired={requiresBindingConfirmation({
          appointmentStart: start,
          now,
          bindingReservationHours: brand.bindingReservationHours,
        })}
        bindingAccepted={bindingAccepted}
        onBindingAcceptedChange={setBindingAccepted}
        blockers={blockers}
        onBook={book}
      />
    </Stack>
  );
}
