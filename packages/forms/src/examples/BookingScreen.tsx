import {
  type AppointmentWire,
  bookingBlockers,
  bookingConfirmationOf,
  brandConfig,
  type ContactEditState,
  type CustomerType,
  helsinkiIsoDate,
  isContactEditing,
  nextContactEdit,
  type ReservationError as ReservationErrorCode,
  requiresBindingConfirmation,
  reservationPrice,
  showsKela65Notice,
  showsVaccineNotice,
} from '@portal/domain';
import {
  AppointmentSummary,
  BookPanel,
  Kela65Notice,
  PriceInformation,
  ReservationError,
  ReservationNotification,
  Stack,
  useNow,
  VaccineNotice,
} from '@portal/ui';
import { useState } from 'react';
import { ContactBlock } from '../ContactBlock';

const brand = brandConfig('general');

const maija = {
  streetAddress: 'Mannerheimintie 1 A 2',
  zipCode: '00100',
  postOffice: 'Helsinki',
  emailAddress: 'maija.virtanen@example.fi',
  phoneNumber: '+358401234567',
};

export interface BookingScreenProps {
  appointment: AppointmentWire;
  customerType: CustomerType;
  /** The obfuscated identity code the kela65 notice reads the age from. */
  identityCode: string;
  /** Where the contact block starts. */
  contactState: ContactEditState;
  /** A reservation under way. */
  reserving: boolean;
  /** The error of the last Book, if any. */
  error: ReservationErrorCode | null;
  /** The offending fields of a validation error. */
  fields: readonly string[];
}

/**
 * The signed-in booking page as the app lays it out (booking.md §2 item 7), without its calls: the
 * catalogue's picture of each of its states. The Book rules are the domain's `bookingBlockers`.
 */
export function BookingScreen({
  appointment,
  customerType,
  identityCode,
  contactState,
  reserving,
  error,
  fields,
}: BookingScreenProps) {
  const now = useNow();
  const [contactEdit, setContactEdit] = useState(contactState);
  const [bindingAccepted, setBindingAccepted] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const start = new Date(appointment.startDate);
  const blockers = bookingBlockers({
    customerType,
    specialtyId: appointment.specialtyId,
    isRemote: appointment.isRemote,
    appointmentStart: start,
    now,
    bindingReservationHours: brand.bindingReservationHours,
    reserving,
    contactEditing: isContactEditing(contactEdit),
    contact: maija,
    insurance: null,
    insurerIdentificationPending: false,
    concept: 'notNeeded',
    bindingAccepted,
    occupationalConfirmed: confirmed,
  });
  return (
    <Stack space="lg">
      <AppointmentSummary appointment={appointment} />
      <ReservationNotification
        cancellationDeadlineHours={brand.cancellationDeadlineHours}
        practitionerInfo={appointment.practitioner.cmsContent.appointmentReservationInfo}
      />
      {showsVaccineNotice(customerType, appointment.specialtyId) && <VaccineNotice />}
      <ContactBlock
        contact={maija}
        name="Maija Virtanen"
        identityCode={identityCode}
        state={contactEdit}
        onEdit={() => setContactEdit((state) => nextContactEdit(state, 'edit'))}
        onCancel={() => setContactEdit((state) => nextContactEdit(state, 'cancel'))}
        onSave={() => setContactEdit((state) => nextContactEdit(state, 'save'))}
      />
      {showsKela65Notice(customerType, identityCode, helsinkiIsoDate(now)) && <Kela65Notice />}
      <PriceInformation
        price={reservationPrice({
          customerType,
          kindId: appointment.kindId,
          priceCents: appointment.priceCents,
        })}
      />
      {error !== null && (
        <ReservationError error={error} fields={fields} listHref="/fi/ajanvaraus/yksityisasiakas" />
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
        onBook={() => {}}
      />
    </Stack>
  );
}
