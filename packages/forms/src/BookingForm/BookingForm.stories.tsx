import {
  type BookingBlocker,
  brandConfig,
  featureSet,
  initialInsuranceSection,
  type ReservationFailure,
} from '@portal/domain';
import { InsuranceSectionView } from '@portal/ui';
import {
  exampleAppointment,
  exampleContact,
  examplePatient,
  kela65Appointment,
  occupationalAppointment,
  soonAppointment,
  storyWords,
  vaccinationAppointment,
} from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BookingForm } from './BookingForm';

const general = brandConfig('general');
const children = brandConfig('children');

const meta = {
  title: 'Booking/Forms/BookingForm',
  component: BookingForm,
  args: {
    appointment: exampleAppointment,
    customerType: 'private',
    patientName: `${examplePatient.firstName} ${examplePatient.lastName}`,
    identityCode: examplePatient.obfuscatedPersonalIdentityCode,
    contact: exampleContact,
    contactState: 'readOnly',
    onContactEdit: fn(),
    onContactCancel: fn(),
    onContactSave: fn(),
    reservation: { status: 'idle' },
    consentPermits: general.consentPermits,
    onConsent: fn(),
    cancellationDeadlineHours: general.cancellationDeadlineHours,
    blockers: [],
    bindingRequired: false,
    bindingAccepted: false,
    onBindingAcceptedChange: fn(),
    occupationalConfirmed: false,
    onOccupationalConfirmedChange: fn(),
    onBook: fn(),
    listHref: '/fi/ajanvaraus/yksityisasiakas',
    loginHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Fvaraa%2F4101',
  },
  // A page's states: also shot in the children's brand in Swedish.
  parameters: { pageShot: true },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the page in the order of booking.md §2 item 7, Book enabled. */
export const Ready: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.page.title() })).toBeVisible();
    await expect(canvas.getByText(LL.notification.title())).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: LL.book.button() }));
    await expect(args.onBook).toHaveBeenCalled();
  },
};

/** A contact detail is missing: the block warns and Book waits, saying why. */
export const BookDisabledWithReasons: Story = {
  args: { contact: { ...exampleContact, phoneNumber: '' }, blockers: ['invalidContactDetails'] },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const book = within(canvasElement).getByRole('button', { name: LL.book.button() });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(new RegExp(LL.book.blockers.invalidContactDetails()));
  },
};

/** 'Reserving...': the button is busy. */
export const Reserving: Story = {
  args: { reservation: { status: 'reserving' }, blockers: ['reserving'] },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('button', { name: LL.book.reserving() })).toBeVisible();
  },
};

function failed(error: ReservationFailure, fields: string[] = []): Story {
  return {
    args: { reservation: { status: 'failed', error, fields } },
    play: async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole('alert').querySelector(`[data-error="${error}"]`),
      ).not.toBeNull();
    },
  };
}

/** Each error of booking.md §8 below the page, above Book. */
export const ErrorNetwork = failed('networkError');
export const ErrorTooManyReservations = failed('tooManyReservations');
export const ErrorUnknown = failed('unknownError');
export const ErrorDirectReimbursement = failed('directReimbursementError');
export const ErrorValidation = failed('validationError', ['emailAddress', 'phone']);

function strongLoginRequired(error: 'noPatient' | 'patientInfoConflict'): Story {
  return {
    args: { reservation: { status: 'failed', error, fields: [] } },
    play: async ({ canvasElement, globals, args }) => {
      const LL = storyWords(globals).reservation;
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert').querySelector(`[data-error="${error}"]`)).not.toBeNull();
      await expect(canvas.getByRole('link', { name: LL.login.loginButton() })).toHaveAttribute(
        'href',
        args.loginHref,
      );
    },
  };
}

/** The errors that need strong identification: the error and the way to identify. */
export const ErrorNoPatient = strongLoginRequired('noPatient');
export const ErrorPatientInfoConflict = strongLoginRequired('patientInfoConflict');

function occupational(specialtyId: string, title: string): Story {
  return {
    args: {
      customerType: 'occupational',
      appointment: occupationalAppointment(specialtyId, title),
      blockers: ['occupationalConfirmationRequired'],
    },
    play: async ({ canvasElement, globals, args, userEvent }) => {
      const LL = storyWords(globals).reservation;
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('button', { name: LL.book.button() })).toBeDisabled();
      await userEvent.click(canvas.getByRole('checkbox'));
      await expect(args.onOccupationalConfirmedChange).toHaveBeenCalledWith(true);
    },
  };
}

/** Occupational confirmation: contract and a doctor's referral (gynaecology). */
export const OccupationalContractAndDoctorReferral = occupational('GYN', 'Gynaecology');
/** Occupational confirmation: contract and a referral (psychologist). */
export const OccupationalContractAndReferral = occupational('PSY', 'Psychologist');
/** Occupational confirmation: referral only (TPSG). */
export const OccupationalReferralOnly = occupational('TPSG', 'Occupational health psychologist');
/** Occupational confirmation: contract only (occupational physician). */
export const OccupationalContractOnly = occupational('TTL', 'Occupational physician');

/** A time within the binding threshold: the binding box, Book waits for it. */
export const BindingRequired: Story = {
  args: {
    appointment: soonAppointment,
    bindingRequired: true,
    blockers: ['bindingConfirmationRequired'],
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).reservation.book;
    const canvas = within(canvasElement);
    // The notice above says the same as the box: binding, not cancellable online.
    const notification = storyWords(globals).reservation.notification;
    await expect(canvas.getByText(notification.binding())).toBeVisible();
    await expect(canvas.queryByText(notification.cancellation({ hours: 24 }))).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.binding() }));
    await expect(args.onBindingAcceptedChange).toHaveBeenCalledWith(true);
  },
};

/** An occupational influenza vaccination: the vaccine notice, no confirmation box. */
export const VaccineNotice: Story = {
  args: { customerType: 'occupational', appointment: vaccinationAppointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.vaccineNotice.title())).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: LL.book.button() })).toBeEnabled();
  },
};

/** A kela65 time for a person under 65: the notice and the fixed price. */
export const Kela65Notice: Story = {
  args: { customerType: 'kela65', appointment: kela65Appointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByText(LL.kela65Notice.title())).toBeVisible();
  },
};

const contactOpen: BookingBlocker[] = ['saveUnfinishedChanges'];

/** The contact form is open: Book waits, 'Save unfinished changes before continuing'. */
export const ContactEditing: Story = {
  args: { contactState: 'editing', blockers: contactOpen },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: LL.contact.email() })).toHaveValue(
      exampleContact.emailAddress,
    );
    const book = canvas.getByRole('button', { name: LL.book.button() });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(new RegExp(LL.book.blockers.saveUnfinishedChanges()));
  },
};

/** The contact details are being saved. */
export const ContactSaving: Story = {
  args: { contactState: 'saving', blockers: contactOpen },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.contact;
    await expect(within(canvasElement).getByRole('button', { name: LL.saving() })).toBeVisible();
  },
};

/** The contact save failed: the form stays open with the message. */
export const ContactSaveFailed: Story = {
  args: { contactState: 'error', blockers: contactOpen },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.contact;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.saveFailed());
  },
};

/** Consent is owed: the consent form instead of the rest of the page. */
export const ConsentRequired: Story = {
  args: { reservation: { status: 'consentRequired', consentFailed: false } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: LL.book.button() })).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: LL.registration.consents.privacyPolicyRead() }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: LL.registration.consents.dataProcessingAccepted() }),
    );
    await userEvent.click(canvas.getByRole('button', { name: LL.consent.submit() }));
    await expect(args.onConsent).toHaveBeenCalled();
  },
};

/** The consent is being saved. */
export const ConsentSaving: Story = {
  args: { reservation: { status: 'savingConsent' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.consent;
    await expect(within(canvasElement).getByRole('button', { name: LL.submitting() })).toBeVisible();
  },
};

/** Saving the consent failed: the form stays with the message. */
export const ConsentFailed: Story = {
  args: { reservation: { status: 'consentRequired', consentFailed: true } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.consent;
    await expect(within(canvasElement).getByText(LL.failed())).toBeVisible();
  },
};

/** An insurance booking: the insurance section in its place, Book waits for the insurer. */
export const InsuranceSection: Story = {
  args: {
    customerType: 'insurance',
    blockers: ['insurerRequired'],
    insuranceSection: (
      <InsuranceSectionView
        section={initialInsuranceSection({ features: featureSet([]), underage: false, returned: null })}
        onEvent={fn()}
        isRemote={false}
        concept="notNeeded"
        applyPermitHref="/api/insurance/lahitapiola-apply-permit"
        customerServicePhone={general.customerServicePhone}
      />
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const book = within(canvasElement).getByRole('button', { name: LL.book.button() });
    await expect(book).toHaveAccessibleDescription(new RegExp(LL.book.blockers.insurerRequired()));
  },
};

export const ChildrensBrand: Story = {
  args: {
    consentPermits: children.consentPermits,
    cancellationDeadlineHours: children.cancellationDeadlineHours,
  },
  globals: { brand: 'children' },
};
export const Swedish: Story = { ...ContactEditing, globals: { lang: 'sv' } };
export const English: Story = { ...ContactEditing, globals: { lang: 'en' } };
