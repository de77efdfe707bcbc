import type { BaseTranslation } from '../../i18n-types';

/** Words of the occupational health team page (messaging-invoices-shell.md §2, §3, §9). */
const en_occupationalTeam = {
  title: 'Occupational health team',
  employer: 'Employer: {employer:string}',
  loading: 'Loading your team…',
  teamHeading: 'Your team',
  professionalTypes: {
    Doctor: 'Occupational health physician',
    Nurse: 'Occupational health nurse',
    Physiotherapist: 'Occupational physiotherapist',
    Psychologist: 'Occupational psychologist',
  },
  substitute: 'Substitute {name:string} {start:string}–{end:string}',
  contact: {
    heading: 'How to reach your team',
    book: 'Book an occupational health appointment',
    message: 'Send a message to your team',
    phone: 'Call occupational health customer service {phone:string}',
    remote: 'Your physician and nurse also see you by video and by phone.',
  },
  rules: {
    heading: 'Good to know',
    referral:
      'A visit to the physiotherapist or the psychologist needs a referral from your occupational health physician or nurse.',
    specialists:
      'Specialist doctors are covered by your employer’s contract only with your occupational health physician’s referral.',
    timesOfDay:
      'You can book times in the morning ({morning:string}), afternoon ({afternoon:string}) or evening ({evening:string}).',
  },
} satisfies BaseTranslation;

export default en_occupationalTeam;
