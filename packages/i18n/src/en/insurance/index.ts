import type { BaseTranslation } from '../../i18n-types';

/** Words of insurance booking: the insurance section of the booking page and the partner landing page. */
const en_insurance = {
  section: {
    title: 'Insurance',
    intro: 'Choose the insurance company that covers this visit.',
    insurer: {
      label: 'Insurance company',
      placeholder: 'Choose insurance company',
      required: 'Insurance company is required information',
    },
    insurers: {
      IF: 'If',
      LAHITAPIOLA: 'LähiTapiola',
      OP: 'OP (Pohjola)',
      OTHER: 'Other',
    },
    reimbursement: {
      label: 'Payment type',
      required: 'Payment type is required information',
      notForRemote: 'Company reimbursement is not available for remote appointments.',
      choices: {
        USE_REIMBURSEMENT: 'Direct reimbursement: the insurer pays the visit to us',
        PAY_AND_REIMBURSE: 'I pay the visit and claim the compensation myself',
        COMPANY_REIMBURSEMENT: 'Company reimbursement',
      },
      remoteOnly: 'Not available for remote appointments',
    },
    directCompensation: {
      consent:
        'I authorise the clinic to claim the compensation for this visit from my insurer and to send the diagnosis data needed for it to the insurer.',
      required: 'Direct reimbursement is required information',
    },
    other: 'You pay the visit yourself and claim the compensation from your insurance company.',
    description: 'Customer declared insurer: {insurer:string}',
    concept: {
      adding: 'Preparing the payment type…',
      failedTitle: 'Apologies! Something went wrong...',
      failedText:
        'We could not prepare the payment type of your insurance, so the appointment cannot be booked now. Please try again in a moment. If the problem persists, contact our customer service.',
      /** The insurer does not allow the patient its direct reimbursement. */
      refusedTitle: 'Booking with direct reimbursement failed',
      refusedText:
        'Your insurance company did not confirm direct reimbursement for you. Choose another payment method, such as paying yourself and claiming the costs afterwards, or try again later.',
    },
  },
  partner: {
    title: 'LähiTapiola direct compensation',
    selfPaying: 'You pay the visit yourself and can claim the compensation from LähiTapiola afterwards.',
    tryAgain: 'Try again',
    continueSelfPaying: 'Continue self-paying',
    notAsked: {
      text: 'With a LähiTapiola health insurance, LähiTapiola can pay the visit directly to us. We check your insurance and your direct compensation permits from LähiTapiola.',
      consent: 'I consent to my insurance and direct compensation permits being checked from LähiTapiola',
      continue: 'Continue',
    },
    checking: 'Checking your insurance…',
    loadingPermits: 'Fetching your direct compensation permits…',
    withPermits: {
      title: 'Insurance found',
      text: 'Choose the direct compensation permit for this visit.',
      permitsLabel: 'Direct compensation permits',
      permit: '{symptom:string}, {bodyPart:string}',
      validTo: 'Valid until {date:string}',
      continue: 'Continue with this permit',
      apply: 'Apply for a new permit at LähiTapiola',
    },
    confirmed: {
      title: 'Direct compensation in use',
      text: 'LähiTapiola pays this visit with the permit {permit:string}.',
      remove: 'Remove the permit',
    },
    noPermits: {
      title: 'Insurance found, no direct compensation permit',
      text: 'You have no valid direct compensation permit. You can apply for one at LähiTapiola and come back here, or continue and pay the visit yourself.',
      apply: 'Apply for a permit at LähiTapiola',
      continue: 'Continue without a permit',
      restart: 'Start again',
    },
    notFound: {
      title: 'Insurance not found',
      text: 'LähiTapiola did not find a health insurance of yours.',
    },
    denied: {
      title: 'Direct compensation denied',
      text: 'LähiTapiola did not grant direct compensation for this visit.',
    },
    canceled: {
      title: 'Permit application canceled',
      text: 'The application for a direct compensation permit was canceled.',
    },
    error: {
      title: 'Identification failed',
      text: 'We could not check your insurance from LähiTapiola.',
    },
    underage: {
      title: 'Direct compensation is for adults',
      text: 'Direct compensation from LähiTapiola can be used online only by customers aged 18 or over. You can book the visit, pay it yourself and claim the compensation from LähiTapiola.',
    },
  },
  pohjola: {
    title: 'OP (Pohjola) insurance',
    owner: {
      label: 'Whose insurance covers the visit?',
      personal: 'My own insurance',
      company: "My employer's insurance",
    },
    eventType: {
      label: 'What happened?',
      occupationalAccident: 'Accident at work or on the way to work',
      leisureAccident: 'Leisure-time accident',
      sickness: 'Illness',
    },
    occupationalNotice: {
      title: 'Accident at work',
      text: "An accident at work is covered by your employer's statutory accident insurance. Tell the clinic about the accident when you come; your insurance does not need to be verified now.",
      continue: 'Continue',
    },
    back: 'Back',
    intro: 'We check from OP that your insurance is valid on the day of the appointment.',
    consent: 'I give my consent for data disclosure',
    verify: 'Verify',
    decline: 'Continue without verifying',
    checking: 'Verifying your insurance…',
    found: {
      title: 'Insurance verified',
      personal: 'OP pays this visit directly to us from your insurance.',
      company: '{productName:string}, policy {policyId:string}',
      occupational: "The visit is billed from your employer's accident insurance.",
      cancel: 'Do not use this insurance',
    },
    notFound: {
      title: 'Insurance not found',
      text: 'OP did not find a valid insurance of yours. If you think this is wrong, call our customer service on {phone:string}.',
    },
    error: {
      title: 'Verification failed.',
      text: 'We could not verify your insurance.',
      tryAgain: 'Try again',
    },
    canceled: {
      title: 'Insurance not verified',
      text: 'You pay the visit yourself and can claim the compensation from OP afterwards.',
      verifyNow: 'Verify now',
    },
  },
  landing: {
    title: 'Book with LähiTapiola direct compensation',
    granted: {
      title: 'Your direct compensation permit has been granted',
      text: 'LähiTapiola pays your visit directly to us. Book your appointment below.',
    },
    child: {
      title: 'Booking for a child',
      text: 'Book a visit for a child under 18 at {brand:string}, our children’s clinic. As the guardian, you sign in with strong identification.',
      link: 'Book at {brand:string|destination}',
    },
    self: {
      title: 'Booking for yourself',
      text: 'Book your own visit at {brand:string|destination}.',
      link: 'Book at {brand:string|destination}',
    },
    info: {
      title: 'Children at {brand:string}',
      text: 'You can also book a visit for a child at {brand:string|destination} by phone.',
      call: 'Call {phone:string}',
      hoursLabel: 'Phone booking hours',
      weekdays: 'Mon–Fri {opens:string}–{closes:string}',
      saturday: 'Sat {opens:string}–{closes:string}',
      sunday: 'Sun {opens:string}–{closes:string}',
    },
    languages: 'This page in other languages',
  },
} satisfies BaseTranslation;

export default en_insurance;
