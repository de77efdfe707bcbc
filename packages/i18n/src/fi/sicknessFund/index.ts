import type { NamespaceSicknessFundTranslation } from '../../i18n-types';

const fi_sicknessFund = {
  title: 'Sairauskassa',
  tabsLabel: 'Sairauskassa',
  tabs: {
    overview: 'Yleiskatsaus',
    reimbursements: 'Korvauskäytännöt',
    instructions: 'Ohjeet',
    faq: 'Usein kysyttyä',
  },
  overview: {
    heading: 'Sairauskassasi',
    lead: 'Työnantajasi sairauskassan jäsenenä saat hoitoa klinikoillamme edullisemmin. Sairauskassa täydentää työterveyshuoltoasi ja Kelan korvauksia.',
    howItWorks:
      'Varaa aika tavalliseen tapaan. Sairauskassan osuus vähennetään laskustasi automaattisesti, joten maksat vain omavastuuosuutesi.',
    whoIsMember:
      'Jäsenyys seuraa työsuhdettasi. Kun työsuhteesi päättyy, jäsenyytesi päättyy samana päivänä.',
  },
  reimbursements: {
    heading: 'Korvauskäytännöt',
    lead: 'Sairauskassa korvaa hoitoa klinikoillamme seuraavasti. Rajat ovat kalenterivuosikohtaisia, ellei toisin mainita.',
    kindColumn: 'Hoito',
    shareColumn: 'Omavastuu ja rajat',
    kinds: {
      nurse: 'Hoitaja',
      generalPractitioner: 'Yleislääkäri',
      specialist: 'Erikoislääkäri',
      procedures: 'Toimenpiteet',
      labAndImaging: 'Laboratorio ja kuvantaminen',
      shortPsychotherapy: 'Lyhytpsykoterapia',
      physiotherapy: 'Fysioterapia',
    },
    ownShareEuros: 'Omavastuu {euros} € / käynti',
    ownSharePercent: 'Omavastuu {percent} %',
    maxEurosPerVisit: 'Sairauskassa korvaa enintään {euros} € / käynti',
    institutionMaxPerVisit: 'Sairauskassa korvaa laitososuuden, enintään {euros} € / käynti',
    maxEurosPerYear: 'Sairauskassa korvaa enintään {euros} € vuodessa',
    maxVisitsPerYear: 'Enintään {visits} käyntiä kalenterivuodessa',
    maxSessions: 'Enintään {sessions} kertaa',
  },
  instructions: {
    heading: 'Ohjeet',
    booking:
      'Varaa aika verkossa tai soittamalla asiakaspalveluun. Kerro soittaessasi, että olet sairauskassan jäsen.',
    nursePhone: 'Hoitajan puhelinpalvelu: arkisin {weekdays}, viikonloppuisin {weekends}.',
    chat: 'Chat: arkisin {weekdays}, viikonloppuisin {weekends}.',
    certificates: 'Sairauslomatodistuksesi {date} alkaen löytyvät tästä palvelusta.',
    invoice:
      'Jos sairauskassan osuus puuttuu laskulta, ota yhteyttä asiakaspalveluun ennen eräpäivää, niin korjaamme laskun.',
  },
  faq: {
    heading: 'Usein kysyttyä',
    questions: {
      whoPays: {
        question: 'Kuka maksaa hoitoni?',
        answer:
          'Työterveyshuolto maksaa työnantajasi sopimukseen kuuluvan hoidon. Muusta hoidosta sairauskassa maksaa osuutensa ja sinä omavastuusi.',
      },
      family: {
        question: 'Kattaako sairauskassa perheeni?',
        answer: 'Ei. Sairauskassa korvaa vain jäsentensä hoitoa.',
      },
      otherClinics: {
        question: 'Voinko käyttää sairauskassaa muilla klinikoilla?',
        answer: 'Sairauskassan osuus vähennetään automaattisesti vain klinikoillamme.',
      },
      limits: {
        question: 'Mitä tapahtuu, kun vuosiraja täyttyy?',
        answer: 'Maksat kalenterivuoden loput käynnit itse. Rajat alkavat alusta 1. tammikuuta.',
      },
    },
  },
} satisfies NamespaceSicknessFundTranslation;

export default fi_sicknessFund;
