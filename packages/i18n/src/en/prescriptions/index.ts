import type { BaseTranslation } from '../../i18n-types';

/** Words of the prescriptions: the list, the basket, the renewal form and its states. */
const en_prescriptions = {
  list: {
    title: 'Prescriptions',
    intro:
      'Select the prescriptions you want renewed. Prescription requests are processed in 1-3 workdays, and you will get an SMS confirmation.',
    empty: 'No prescriptions',
    loading: 'Loading prescriptions…',
    loadFailed: 'Failed to fetch the prescriptions. Please try again.',
    issued: 'Issued {date:string}',
    strength: 'Strength',
    package: 'Package',
    packageValue: '{count:number} × {size:number} {unit:string}',
    dosage: 'Dosage',
    usage: 'Use',
    treatmentLength: 'Treatment length',
    totalAmount: 'Total amount',
    nonRenewable: 'Non-renewable prescription',
    select: 'Select {name:string} for renewal',
    selectAll: 'Select all',
  },
  basket: {
    title: 'Selected for renewal',
    count: '{count:number} {{prescription|prescriptions}} selected',
    none: 'Select the prescriptions to renew from the list.',
    renew: 'Renew selected',
  },
  maintenance: {
    title: 'Prescription renewals are temporarily offline',
    text: 'We are moving prescription renewals to a new messaging service. The break is expected to end by the end of the day. In urgent matters, please call our customer service.',
  },
  renewal: {
    title: 'Prescription renewal',
    intro:
      'Answer the questions below. Prescription requests are processed in 1-3 workdays, and you will get an SMS confirmation.',
    loading: 'Loading the prescriptions…',
    general: 'General questions',
    medicine: '{name:string}',
    questions: {
      otherMedicines: 'Other medicines you use regularly',
      additionalInfo: 'Anything else the doctor should know',
      purpose: 'What do you use this medicine for?',
      hasRunOut: 'Has the medicine run out?',
      amountLeft: 'How much of the medicine is left?',
      hasSideEffects: 'Have you had side effects?',
      sideEffects: 'What kind of side effects?',
    },
    optional: 'You may leave this empty.',
    tooLong: 'Character limit exceeded',
    yes: 'Yes',
    no: 'No',
    send: 'Send',
    sending: 'Sending…',
    incomplete: 'First fill all fields in the form.',
    limited: 'You have sent many renewal requests in a short time. You can send again on {time:string}.',
    missing: 'Still to answer: {question:string}',
    missingFor: 'Still to answer about {name:string}: {question:string}',
    failed: 'Prescription renewal failed.',
    sentTitle: 'Your renewal request has been sent',
    sentText:
      'Prescription requests are processed in 1-3 workdays. You will get an SMS confirmation. You can follow the request in your conversations.',
    sentTextWithoutConversations:
      'Prescription requests are processed in 1-3 workdays. The renewed prescription appears on the prescriptions page, and the clinic calls you if it needs to know more.',
    toConversations: 'Go to conversations',
    back: 'Back to prescriptions',
    notFound: 'The prescriptions could not be found',
    notFoundText: 'Select the prescriptions to renew on the prescriptions page.',
  },
} satisfies BaseTranslation;

export default en_prescriptions;
