import type { NamespaceSicknessFundTranslation } from '../../i18n-types';

const sv_sicknessFund = {
  title: 'Sjukkassa',
  tabsLabel: 'Sjukkassa',
  tabs: {
    overview: 'Översikt',
    reimbursements: 'Ersättningspraxis',
    instructions: 'Anvisningar',
    faq: 'Vanliga frågor',
  },
  overview: {
    heading: 'Din sjukkassa',
    lead: 'Som medlem i din arbetsgivares sjukkassa får du vård på våra kliniker till ett lägre pris. Sjukkassan kompletterar din företagshälsovård och FPA:s ersättningar.',
    howItWorks:
      'Boka tid som vanligt. Sjukkassans andel dras av från din faktura automatiskt, så du betalar bara din självrisk.',
    whoIsMember:
      'Medlemskapet följer ditt anställningsförhållande. När anställningen upphör, upphör medlemskapet samma dag.',
  },
  reimbursements: {
    heading: 'Ersättningspraxis',
    lead: 'Sjukkassan ersätter vård på våra kliniker enligt följande. Gränserna gäller per kalenderår om inget annat anges.',
    kindColumn: 'Vård',
    shareColumn: 'Självrisk och gränser',
    kinds: {
      nurse: 'Sjukskötare',
      generalPractitioner: 'Allmänläkare',
      specialist: 'Specialistläkare',
      procedures: 'Åtgärder',
      labAndImaging: 'Laboratorium och bilddiagnostik',
      shortPsychotherapy: 'Korttidspsykoterapi',
      physiotherapy: 'Fysioterapi',
    },
    ownShareEuros: 'Självrisk {euros} € per besök',
    ownSharePercent: 'Självrisk {percent} %',
    maxEurosPerVisit: 'Sjukkassan ersätter högst {euros} € per besök',
    institutionMaxPerVisit: 'Sjukkassan ersätter anstaltsandelen, högst {euros} € per besök',
    maxEurosPerYear: 'Sjukkassan ersätter högst {euros} € per år',
    maxVisitsPerYear: 'Högst {visits} besök per kalenderår',
    maxSessions: 'Högst {sessions} gånger',
  },
  instructions: {
    heading: 'Anvisningar',
    booking:
      'Boka tid på webben eller genom att ringa kundtjänsten. Berätta att du är medlem i sjukkassan när du ringer.',
    nursePhone: 'Sjukskötare per telefon: vardagar {weekdays}, veckoslut {weekends}.',
    chat: 'Chatt: vardagar {weekdays}, veckoslut {weekends}.',
    certificates: 'Dina sjukledighetsintyg från och med {date} finns i denna tjänst.',
    invoice:
      'Om sjukkassans andel saknas på en faktura, kontakta kundtjänsten före förfallodagen så rättar vi fakturan.',
  },
  faq: {
    heading: 'Vanliga frågor',
    questions: {
      whoPays: {
        question: 'Vem betalar min vård?',
        answer:
          'Företagshälsovården betalar den vård som din arbetsgivares avtal omfattar. För annan vård betalar sjukkassan sin andel och du din självrisk.',
      },
      family: {
        question: 'Omfattar sjukkassan min familj?',
        answer: 'Nej. Sjukkassan ersätter endast sina medlemmars vård.',
      },
      otherClinics: {
        question: 'Kan jag använda sjukkassan på andra kliniker?',
        answer: 'Sjukkassans andel dras av automatiskt endast på våra kliniker.',
      },
      limits: {
        question: 'Vad händer när en årsgräns nås?',
        answer: 'Du betalar resten av kalenderårets besök själv. Gränserna börjar om den 1 januari.',
      },
    },
  },
} satisfies NamespaceSicknessFundTranslation;

export default sv_sicknessFund;
