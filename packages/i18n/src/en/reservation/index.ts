import type { BaseTranslation } from '../../i18n-types';

/**
 * Words of reserving one time (booking.md §2 items 6-10, §5, §8): the reservation pages, the anonymous
 * form, the contact block, registration, patient data consent, the errors and the confirmation.
 */
const en_reservation = {
  page: {
    title: 'Reserve an appointment',
    loading: 'Loading the appointment…',
    backToList: 'Back to the appointments',
  },
  summary: {
    heading: 'Your appointment',
    bookedHeading: 'Booked time',
    time: 'Time',
    duration: '{minutes:number} min',
    practitioner: 'Practitioner',
    specialty: 'Service',
    place: 'Place',
    remote: {
      physicalLocation: 'Visit at the clinic',
      remoteAppointment: 'Remote appointment',
      phoneAppointment: 'Phone appointment',
      meetingAppointment: 'Meeting',
      videoAppointment: 'Video appointment',
    },
  },
  notification: {
    title: 'Before you book',
    cancellation:
      'You can cancel the reservation online up to {hours:number} hours before the appointment. After that, a missed appointment is charged.',
    binding:
      'The reservation is binding: the appointment is so near that it cannot be cancelled online. A missed appointment is charged.',
    practitionerInfo: 'Note from the practitioner',
  },
  vaccineNotice: {
    title: 'Vaccination',
    text: 'Check that your occupational health care contract includes this vaccination. Bring your vaccination record to the appointment if you have one.',
  },
  kela65Notice: {
    title: 'Kela reimbursement is for customers aged 65 or over',
    text: 'By our information you are under 65, or we could not tell your age. The Kela reimbursed price applies only to customers aged 65 or over; otherwise the visit is charged at the normal price.',
  },
  price: {
    title: 'Price',
    from: 'from {price:string}',
    fixed: '{price:string}',
    note: 'The final price is set at the visit. Kela reimbursement is deducted at the clinic when you are entitled to it.',
  },
  contact: {
    title: 'Your contact information',
    name: 'Name',
    identityCode: 'Personal identity code',
    streetAddress: 'Street address',
    zipCode: 'Postal code',
    postOffice: 'Post office',
    email: 'E-mail',
    phone: 'Phone number',
    phoneDescription: 'A Finnish mobile number, e.g. +358401234567',
    edit: 'Edit',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saveFailed: 'Could not save your contact information. Please try again.',
    invalidWarning: 'Some of your contact information is missing or invalid. Update it before booking.',
    notGiven: 'Not given',
  },
  fieldErrors: {
    required: 'Required',
    tooShort: 'Too short',
    tooLong: 'Too long',
    controlCharacter: 'Remove line breaks, tabs and other special characters',
    format: 'Check the format',
    email: 'Invalid e-mail address',
    phone: 'Please provide a phone number',
    phoneFormat: 'Please provide a valid Finnish phone number, e.g. +358401234567',
    zipCode: 'Postal code is 5 digits',
    identityCode: 'Please check the identity number',
  },
  anonymous: {
    title: 'Reserve without logging in',
    intro: 'Fill in your details to reserve the appointment. All fields are required.',
    ssn: 'Personal identity code',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile phone',
    email: 'E-mail',
    phoneMissing: 'Without a phone number we cannot send you a reminder of the appointment.',
    emailMissing: 'Without an e-mail address we cannot send you the confirmation.',
    terms: 'I accept the booking terms',
    termsLink: 'Read the booking terms',
    termsRequired: 'Accept the terms to reserve the appointment',
    binding: 'I understand that the reservation is binding and cannot be cancelled online',
    bindingRequired: 'Confirm that you understand the reservation is binding',
    submit: 'Reserve the appointment',
    identificationNeeded: 'Identification is needed to book.',
    formLoading: 'Loading the form…',
  },
  terms: {
    title: 'Booking terms',
    close: 'Close',
    cancellation:
      'You can cancel a reservation online until the deadline named in the confirmation. After that, please call our customer service.',
    missed: 'An appointment that is missed or cancelled too late is charged according to the price list.',
    messages: 'We send the confirmation and a reminder to the phone number and e-mail address you give.',
    identity:
      'The personal identity code and the name you give must be your own: a booking for someone else needs their own identification.',
    privacy: 'Your personal data is processed to give the care you book, as our privacy policy describes.',
  },
  login: {
    title: 'Log in to reserve',
    strongLogin:
      'Identify yourself with bank credentials or a mobile certificate to reserve this appointment.',
    appointmentRequiresLogin: 'This appointment can be reserved only after strong identification.',
    registerAsCustomer:
      'We did not find you among our customers. Identify yourself with bank credentials or a mobile certificate and register as a customer to reserve the appointment.',
    loginButton: 'Log in with bank credentials or mobile certificate',
    registerButton: 'Register as a customer',
    choiceQuestion: 'Whom are you booking for?',
    choiceHpa: 'For my child, as a guardian',
    choiceOrdinary: 'For myself',
    changeChoice: 'Change',
  },
  book: {
    button: 'Book',
    reserving: 'Reserving...',
    blockedTitle: 'Before you can book',
    blockers: {
      reserving: 'The reservation is being made',
      saveUnfinishedChanges: 'Save unfinished changes before continuing',
      invalidContactDetails: 'Check your contact information',
      insurerRequired: 'Choose the insurance company',
      reimbursementRequired: 'Choose the payment type',
      companyReimbursementNotForRemote: 'Company reimbursement is not available for remote appointments',
      directCompensationConsentRequired: 'Give your consent to direct compensation',
      insurerIdentificationPending: 'Finish checking your insurance',
      conceptPending: 'Your payment information is being updated',
      conceptFailed: 'Your payment information could not be updated. Please try again later.',
      conceptRefused: 'Choose another payment type: direct reimbursement is not available to you',
      bindingConfirmationRequired: 'Confirm that the reservation is binding',
      occupationalConfirmationRequired: 'Confirm the terms of occupational health care',
    },
    binding: 'I understand that the reservation is binding and cannot be cancelled online',
    occupational: {
      contractAndDoctorReferral:
        'I confirm that my employer’s occupational health care contract covers this visit and that I have a doctor’s referral to it',
      contractAndReferral:
        'I confirm that my employer’s occupational health care contract covers this visit and that I have a referral to it',
      referralOnly: 'I confirm that I have a referral from occupational health care to this visit',
      contractOnly: 'I confirm that my employer’s occupational health care contract covers this visit',
    },
  },
  failures: {
    appointmentNotAvailable: {
      title: 'The appointment has already been reserved',
      text: 'Someone else reserved this time. Please choose another appointment.',
    },
    networkError: { title: 'Network error. Please try again.' },
    tooManyReservations: {
      title: 'You have too many reservations',
      text: 'Cancel one of your reservations, then you can reserve a new appointment.',
    },
    tooManyRequests: {
      title: 'Too many attempts',
      text: 'Wait a while and try again. If booking still does not work, call our customer service.',
    },
    unknownError: { title: 'Something went wrong. Please try again.' },
    directReimbursementError: {
      title: 'Booking with direct reimbursement failed',
      text: 'Choose another payment method or try again later.',
    },
    noPatient: {
      title: 'Something went wrong',
      text: 'Identify yourself with strong authentication to continue.',
    },
    patientInfoConflict: {
      title: 'The name and the personal identity code do not match',
      text: 'Check the first and last name and the personal identity code, then try again. You can also log in with bank credentials or a mobile certificate and book without typing them.',
    },
    validationError: {
      title: 'Check the following information:',
      unnamed: 'Check the information you gave.',
    },
    fields: {
      ssn: 'Personal identity code',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      phoneNumber: 'Phone number',
      emailAddress: 'E-mail',
      streetAddress: 'Street address',
      postalCode: 'Postal code',
      postOffice: 'Post office',
      appointmentId: 'Appointment',
      description: 'Insurance information',
      conceptCode: 'Payment type',
    },
  },
  confirmation: {
    title: 'Your appointment is reserved',
    text: 'We sent a confirmation to {email:string} and {phone:string}.',
    cancellation: 'You can cancel the appointment online until {deadline:string}.',
    cancelButton: 'Cancel the appointment',
    calendar: 'Add to calendar',
    ownAppointments: 'Show my appointments',
    calendarTitle: '{specialty:string}, {practitioner:string}',
    cancelDialog: {
      title: 'Cancel the appointment?',
      text: 'The time becomes free for others to book. The cancellation cannot be undone.',
      confirm: 'Cancel the appointment',
      keep: 'Keep the appointment',
      busy: 'Cancelling…',
    },
    cancelled: 'Appointment canceled',
    cancelledTitle: 'Your appointment is cancelled',
    cancelledText: 'We sent the cancellation to {email:string} and {phone:string}.',
    binding:
      'The reservation is binding: it can no longer be cancelled online. If you cannot come, please call our customer service {phone:string}.',
    bookNew: 'Book a new time',
    cancelFailedTitle: 'An error occurred while canceling the appointment',
    cancelFailed: 'Failed to cancel appointment. Please call our customer service {phone:string}.',
    cancelTooLate:
      'Failed to cancel appointment. The appointment is in less than {hours:number} hours. Please call our customer service {phone:string}.',
    /** What the person does next: where to be and how, who pays and what it costs. */
    next: {
      title: 'What next',
      clinic:
        'Come to {clinic:string}, {street:string}, {postalCode:string} {postOffice:string}, a few minutes before your time.',
      video:
        'We send you a link to the video appointment by text message. Open it a few minutes before your time on a phone or computer with a camera and a microphone.',
      phone:
        'The practitioner calls you at {phone:string} at the time of the appointment. Keep your phone at hand.',
      remote:
        'The practitioner contacts you at the time of the appointment, as the confirmation message says.',
      payer: {
        private: 'You pay for the visit yourself.',
        kela65: 'You pay for the visit yourself, at the fixed price of a Kela doctor visit for over 65s.',
        insurance:
          'Your insurer pays for the visit as your insurance covers it; you pay what it does not cover.',
        occupational: 'Your employer pays for the visit through your occupational health care.',
      },
      priceFrom: 'Price from {price:string}; extra fees may come at the visit.',
      priceFixed: 'Price {price:string}.',
      cancelTitle: 'If you cannot come',
    },
  },
  unavailable: {
    alreadyReservedTitle: 'The appointment has already been reserved',
    alreadyReservedText: 'Someone else reserved this time. Please choose another appointment.',
    noLongerAvailableTitle: 'The appointment is no longer available',
    noLongerAvailableText: 'The time has passed or was removed. Please choose another appointment.',
    back: 'Back to the appointments',
  },
  interrupted: {
    title: 'Booking interrupted',
    text: 'We cannot take your online booking at the moment. Please contact our billing department.',
    phone: 'Phone {phone:string}',
    email: 'E-mail {email:string}',
  },
  registration: {
    title: 'Register as a customer',
    childTitle: 'Child’s information',
    intro: 'Fill in your details to become our customer. You can then reserve the appointment.',
    childIntro: 'Check the child’s details. The names come from the population register.',
    identityCode: 'Personal identity code',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Continue',
    submitting: 'Saving…',
    failed: 'Could not register you. Please try again.',
    alreadyRegistered: 'You are already registered as our customer.',
    done: 'You are now registered.',
    continueToFront: 'Go to the front page',
    consents: {
      legend: 'Your consents',
      privacyPolicyText:
        'We process your personal data to give you health care and to keep the patient records the law requires. Only the professionals who treat you, and those who need your data for their work, may see it. You may see your data and have wrong data corrected.',
      privacyPolicyRead: 'I have read the privacy policy',
      privacyPolicyRequired: 'Confirm that you have read the privacy policy',
      dataProcessingAccepted: 'I consent to the processing of my personal data to give me health care',
      dataProcessingRequired: 'Registering needs your consent to the processing of your data',
    },
  },
  consent: {
    title: 'Processing of patient data',
    intro: 'Tell us how we may process and use your patient data. You can change these choices later.',
    legend: 'My choices',
    permits: {
      allowsCommonRegistry:
        'My patient data may be seen in the joint patient register of the healthcare units of our group',
      allowsViewingOccupationalInformation:
        'My occupational health care data may be seen in private health care, and private health care data in occupational health care',
      allowsMarketingMail: 'I want news and offers by e-mail',
      allowsTreatmentInstructionsMail: 'I want treatment instructions by e-mail',
      allowsBookingSms: 'I want booking confirmations and reminders by text message',
    },
    submit: 'Save and continue',
    submitting: 'Saving…',
    failed: 'Could not save your choices. Please try again.',
    saved: 'Your choices were saved.',
    continue: 'Continue to booking',
  },
} satisfies BaseTranslation;

export default en_reservation;
