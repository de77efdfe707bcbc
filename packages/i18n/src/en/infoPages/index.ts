import type { BaseTranslation } from '../../i18n-types';

/** Words of the help page, the chat notice, the terms of use and the accessibility statement. */
const en_infoPages = {
  help: {
    title: 'Help',
    lead: 'Answers to the most common questions about this service. If you do not find yours, call customer service {phone:string}.',
    signIn: {
      heading: 'Signing in',
      text: 'Sign in with your online banking credentials or a mobile certificate. You are signed out automatically after a while without activity; save unfinished changes when the warning appears.',
    },
    sms: {
      heading: 'SMS identification',
      text: 'With SMS identification on, we send a four-digit code to your phone after you sign in. You can turn it on or off in your information.',
      link: 'SMS identification in my information',
    },
    booking: {
      heading: 'Booking and cancelling appointments',
      text: 'You can book and cancel appointments online. An appointment can be cancelled online until {hours:number} hours before it starts; after that, call customer service.',
    },
    child: {
      heading: 'Acting for your child',
      text: 'A guardian can act for a child aged 11 or younger. A young person aged 12 or older signs in with their own credentials.',
    },
    invoices: {
      heading: 'Invoices',
      text: 'Your invoices and receipts are under Invoices. An open invoice can be paid online.',
    },
    technical: {
      heading: 'Technical problems',
      text: 'Use an up-to-date browser. If a page does not work, reload it or sign in again.',
    },
  },
  chatNotice: {
    title: 'Pikkutsatti has moved',
    text: 'The Pikkutsatti chat is now in the {brand:string} mobile app. Download the app and sign in to chat with our nurses.',
  },
  terms: {
    title: 'Terms of use',
    lead: 'These terms apply to the use of this online service.',
    sections: {
      service: {
        heading: 'The service',
        text: 'In the service you can book appointments, see your health information and invoices and send messages to the clinic. The service does not replace emergency care: in an emergency, call 112.',
      },
      identification: {
        heading: 'Identification',
        text: 'You sign in with strong electronic identification. Do not let anybody else use your credentials.',
      },
      data: {
        heading: 'Your data',
        text: 'Your data is processed according to the privacy policy and the law on patient records. Every reading of your health data is logged.',
      },
      changes: {
        heading: 'Changes',
        text: 'We may change the service and these terms. Significant changes are announced in the service.',
      },
    },
  },
  accessibility: {
    title: 'Accessibility statement',
    lead: 'This statement covers the {brand:string} online service. We want everybody to be able to use it, whatever their abilities.',
    conformance: {
      heading: 'How accessible the service is',
      text: 'The service aims to meet the level AA criteria of the Web Content Accessibility Guidelines {standard:string}, as the Finnish law on digital services and the European Accessibility Act require.',
    },
    check: {
      heading: 'How we checked it',
      text: 'The service was last checked on {date:string} with the automated tool axe-core {version:string}, against the rules of WCAG A, AA and 2.2 AA.',
      pages:
        'Pages: {checked:number} page views in both brands and all three languages, signed in and not. Views with problems: {failed:number}.',
      stories:
        'Screen states: {checked:number} states of the service’s components, each checked on its own. States with problems: {failed:number}.',
      passed: 'The check found no violations.',
      failed: 'The check found {violations:number} violation{{s}}, which we are fixing.',
      missing: 'The results of the latest check cannot be shown right now.',
      loading: 'Loading the results of the latest check…',
      manual:
        'Automated checks find only part of the possible problems. The service is also used with a keyboard and a screen reader during development.',
    },
    known: {
      heading: 'What is not yet accessible',
      pdf: 'Invoices, receipts and other PDF documents are tagged, but they have not been checked with assistive technology.',
      thirdParty:
        'The payment services and the insurers’ pages are not part of this service, and this statement does not cover them.',
      finnishOnly: 'The help page, and the terms of use of the children’s clinic, are in Finnish only.',
    },
    feedback: {
      heading: 'Feedback',
      text: 'If you notice an accessibility problem, tell us by e-mail at {email:string} or by phone at {phone:string}. We answer within 14 days.',
    },
    authority: {
      heading: 'Supervising authority',
      text: 'If you are not satisfied with our answer, or get none within two weeks, you can report it to the supervising authority. Its instructions are at {site:string}.',
    },
  },
} satisfies BaseTranslation;

export default en_infoPages;
