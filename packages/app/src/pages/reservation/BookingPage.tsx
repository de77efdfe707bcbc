import {
  type AppointmentWire,
  ageFromIdentityCode,
  bookingBlockers,
  type ConsentRequest,
  type ContactDetailsInput,
  type ContactEditEvent,
  type CustomerType,
  canBook,
  helsinkiIsoDate,
  initialReservation,
  internalOrganizationOf,
  isContactEditing,
  isUnderageCustomer,
  nextContactEdit,
  nextReservation,
  type PatientWire,
  type ReservationDetails,
  type ReservationEvent,
  type ReservationState,
  requiresBindingConfirmation,
  reservePayload,
} from '@portal/domain';
import { BookingForm } from '@portal/forms';
import { AppointmentUnavailable, useNow } from '@portal/ui';
import { useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { usePortal } from '../../router/PortalContext';
import type { InsuranceBookingReport } from '../insurance/InsuranceBooking';
import { LazyInsuranceBooking } from '../insurance/LazyInsuranceBooking';
import { Confirmation } from './Confirmation';
import { useConsentMutation, useContactMutation, useReserveMutation } from './mutations';

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
 * The signed-in booking page (booking.md §2 item 7): the reservation, contact and consent machines,
 * the insurance section and the calls, shown through the forms' `BookingForm`. The confirmation
 * replaces the page after booking; a time taken meanwhile shows 'already reserved'.
 */
export function BookingPage({ appointment, patient, customerType, backHref }: BookingPageProps) {
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
  const contactSave = useContactMutation(session.csrfToken);
  const consentSave = useConsentMutation(session.csrfToken, lang);
  const reservation = useReserveMutation(session.csrfToken, lang);
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
      const saved = await contactSave.mutateAsync({
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

  async function giveConsent(consent: ConsentRequest) {
    send({ type: 'submitConsent' });
    try {
      await consentSave.mutateAsync(consent);
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
    const outcome = await reservation.mutateAsync({ ...payload, healthCareType: customerType });
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

  const age = ageFromIdentityCode(patient.obfuscatedPersonalIdentityCode, today);
  return (
    <BookingForm
      appointment={appointment}
      customerType={customerType}
      patientName={`${patient.firstName} ${patient.lastName}`}
      identityCode={patient.obfuscatedPersonalIdentityCode}
      contact={contact}
      contactState={contactState}
      onContactEdit={() => sendContact('edit')}
      onContactCancel={() => sendContact('cancel')}
      onContactSave={saveContact}
      reservation={state}
      consentPermits={brand.consentPermits}
      onConsent={giveConsent}
      insuranceSection={
        customerType === 'insurance' && (
          <LazyInsuranceBooking
            appointment={appointment}
            patientConcepts={patient.patientConcepts}
            underage={isUnderageCustomer({ patientAge: age, guardianAge: null })}
            onChange={setInsurance}
          />
        )
      }
      cancellationDeadlineHours={brand.cancellationDeadlineHours}
      blockers={blockers}
      bindingRequired={requiresBindingConfirmation({
        appointmentStart: start,
        now,
        bindingReservationHours: brand.bindingReservationHours,
      })}
      bindingAccepted={bindingAccepted}
      onBindingAcceptedChange={setBindingAccepted}
      occupationalConfirmed={confirmed}
      onOccupationalConfirmedChange={setConfirmed}
      onBook={book}
      listHref={backHref}
      loginHref={strongAuthenticationUrl(lang, pathname + search)}
    />
  );
}
