import type { BaseTranslation } from '../../i18n-types';

/** Words of the sickness fund page: its four tabs (messaging-invoices-shell.md §2, §9). */
const en_sicknessFund = {
  title: 'Sickness fund',
  tabsLabel: 'Sickness fund',
  tabs: {
    overview: 'Overview',
    reimbursements: 'Reimbursement practices',
    instructions: 'Instructions',
    faq: 'FAQ',
  },
  overview: {
    heading: 'Your sickness fund',
    lead: 'As a member of your employer’s sickness fund, you get care at our clinics at a lower price. The fund supplements your occupational health care and the reimbursements of Kela.',
    howItWorks:
      'Book your appointment as usual. The fund’s share is deducted from your invoice automatically, so you only pay your own share.',
    whoIsMember:
      'Membership follows your employment. When your employment ends, your membership ends on the same day.',
  },
  reimbursements: {
    heading: 'Reimbursement practices',
    lead: 'The fund pays for care at our clinics as follows. The limits apply per calendar year unless otherwise stated.',
    kindColumn: 'Care',
    shareColumn: 'Your share and limits',
    kinds: {
      nurse: 'Nurse',
      generalPractitioner: 'General practitioner',
      specialist: 'Specialist doctor',
      procedures: 'Procedures',
      labAndImaging: 'Laboratory and imaging',
      shortPsychotherapy: 'Short psychotherapy',
      physiotherapy: 'Physiotherapy',
    },
    ownShareEuros: 'Own share {euros:number} € per visit',
    ownSharePercent: 'Own share {percent:number} %',
    maxEurosPerVisit: 'The fund pays at most {euros:number} € per visit',
    institutionMaxPerVisit: 'The fund pays the institution’s part, at most {euros:number} € per visit',
    maxEurosPerYear: 'The fund pays at most {euros:number} € per year',
    maxVisitsPerYear: 'At most {visits:number} visits per calendar year',
    maxSessions: 'At most {sessions:number} times',
  },
  instructions: {
    heading: 'Instructions',
    booking:
      'Book an appointment online or by calling customer service. Tell us that you are a member of the sickness fund when you call.',
    nursePhone: 'Nurse by phone: weekdays {weekdays:string}, weekends {weekends:string}.',
    chat: 'Chat: weekdays {weekdays:string}, weekends {weekends:string}.',
    certificates: 'Your sick-leave certificates issued since {date:string} are in this service.',
    invoice:
      'If the fund’s share is missing from an invoice, contact customer service before the due date and we will correct it.',
  },
  faq: {
    heading: 'Frequently asked questions',
    questions: {
      whoPays: {
        question: 'Who pays for my care?',
        answer:
          'Occupational health care pays for the care your employer’s contract covers. The fund pays its share of the rest, and you pay your own share.',
      },
      family: {
        question: 'Does the fund cover my family?',
        answer: 'No. The fund covers its members only.',
      },
      otherClinics: {
        question: 'Can I use the fund at other clinics?',
        answer: 'The fund’s share is deducted automatically only at our clinics.',
      },
      limits: {
        question: 'What happens when a yearly limit is reached?',
        answer:
          'You pay the rest of the visits of that calendar year yourself. The limits start again on 1 January.',
      },
    },
  },
} satisfies BaseTranslation;

export default en_sicknessFund;
