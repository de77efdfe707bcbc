import type { NamespaceInsuranceTranslation } from '../../i18n-types';

const sv_insurance = {
  section: {
    title: 'Försäkring',
    intro: 'Välj det försäkringsbolag som ersätter besöket.',
    insurer: {
      label: 'Försäkringsbolag',
      placeholder: 'Välj försäkringsbolag',
      required: 'Försäkringsbolag är en obligatorisk uppgift',
    },
    insurers: {
      IF: 'If',
      LAHITAPIOLA: 'LokalTapiola',
      OP: 'OP (Pohjola)',
      OTHER: 'Annat',
    },
    reimbursement: {
      label: 'Betalningssätt',
      required: 'Betalningssätt är en obligatorisk uppgift',
      notForRemote: 'Företagsersättning kan inte användas vid distansmottagningar.',
      choices: {
        USE_REIMBURSEMENT: 'Direktersättning: försäkringsbolaget betalar besöket direkt till oss',
        PAY_AND_REIMBURSE: 'Jag betalar besöket och söker ersättningen själv',
        COMPANY_REIMBURSEMENT: 'Företagsersättning',
      },
      remoteOnly: 'Kan inte användas vid distansmottagningar',
    },
    directCompensation: {
      consent:
        'Jag befullmäktigar kliniken att söka ersättningen för besöket hos mitt försäkringsbolag och att skicka de diagnosuppgifter som behövs för ersättningen till försäkringsbolaget.',
      required: 'Direktersättning är en obligatorisk uppgift',
    },
    other: 'Du betalar besöket själv och söker ersättningen hos ditt försäkringsbolag.',
    description: 'Försäkringsbolag enligt kunden: {insurer}',
    concept: {
      adding: 'Betalningssättet förbereds…',
      failedTitle: 'Vi ber om ursäkt! Något gick fel...',
      failedText:
        'Vi kunde inte förbereda betalningssättet för din försäkring, så tiden kan inte bokas nu. Försök igen om en stund. Om problemet kvarstår, kontakta vår kundtjänst.',
      refusedTitle: 'Bokningen med direktersättning misslyckades',
      refusedText:
        'Ditt försäkringsbolag bekräftade inte direktersättning för dig. Välj ett annat betalningssätt, till exempel att betala själv och söka ersättning i efterhand, eller försök igen senare.',
    },
  },
  partner: {
    title: 'Direktersättning från LokalTapiola',
    selfPaying: 'Du betalar besöket själv och kan söka ersättningen hos LokalTapiola i efterhand.',
    tryAgain: 'Försök igen',
    continueSelfPaying: 'Fortsätt och betala själv',
    notAsked: {
      text: 'Har du en sjukkostnadsförsäkring hos LokalTapiola kan LokalTapiola betala besöket direkt till oss. Vi kontrollerar din försäkring och dina tillstånd för direktersättning hos LokalTapiola.',
      consent:
        'Jag samtycker till att min försäkring och mina tillstånd för direktersättning kontrolleras hos LokalTapiola',
      continue: 'Fortsätt',
    },
    checking: 'Din försäkring kontrolleras…',
    loadingPermits: 'Dina tillstånd för direktersättning hämtas…',
    withPermits: {
      title: 'Försäkringen hittades',
      text: 'Välj tillståndet för direktersättning för det här besöket.',
      permitsLabel: 'Tillstånd för direktersättning',
      permit: '{symptom}, {bodyPart}',
      validTo: 'Giltigt till {date}',
      continue: 'Fortsätt med det här tillståndet',
      apply: 'Ansök om ett nytt tillstånd hos LokalTapiola',
    },
    confirmed: {
      title: 'Direktersättning används',
      text: 'LokalTapiola betalar besöket med tillståndet {permit}.',
      remove: 'Ta bort tillståndet',
    },
    noPermits: {
      title: 'Försäkringen hittades, inget tillstånd för direktersättning',
      text: 'Du har inget giltigt tillstånd för direktersättning. Du kan ansöka om ett hos LokalTapiola och komma tillbaka hit, eller fortsätta och betala besöket själv.',
      apply: 'Ansök om tillstånd hos LokalTapiola',
      continue: 'Fortsätt utan tillstånd',
      restart: 'Börja om',
    },
    notFound: {
      title: 'Försäkringen hittades inte',
      text: 'LokalTapiola hittade ingen sjukkostnadsförsäkring för dig.',
    },
    denied: {
      title: 'Direktersättning beviljades inte',
      text: 'LokalTapiola beviljade inte direktersättning för det här besöket.',
    },
    canceled: {
      title: 'Ansökan om tillstånd avbröts',
      text: 'Ansökan om tillstånd för direktersättning avbröts.',
    },
    error: {
      title: 'Identifieringen misslyckades',
      text: 'Vi kunde inte kontrollera din försäkring hos LokalTapiola.',
    },
    underage: {
      title: 'Direktersättning är för vuxna',
      text: 'Direktersättning från LokalTapiola kan användas på nätet endast av kunder som fyllt 18 år. Du kan boka besöket, betala det själv och söka ersättningen hos LokalTapiola.',
    },
  },
  pohjola: {
    title: 'Försäkring hos OP (Pohjola)',
    owner: {
      label: 'Vems försäkring ersätter besöket?',
      personal: 'Min egen försäkring',
      company: 'Min arbetsgivares försäkring',
    },
    eventType: {
      label: 'Vad hände?',
      occupationalAccident: 'Olycksfall i arbetet eller på väg till arbetet',
      leisureAccident: 'Olycksfall på fritiden',
      sickness: 'Sjukdom',
    },
    occupationalNotice: {
      title: 'Olycksfall i arbetet',
      text: 'Ett olycksfall i arbetet ersätts av din arbetsgivares lagstadgade olycksfallsförsäkring. Berätta om olycksfallet på kliniken när du kommer; din försäkring behöver inte kontrolleras nu.',
      continue: 'Fortsätt',
    },
    back: 'Tillbaka',
    intro: 'Vi kontrollerar hos OP att din försäkring gäller på mottagningsdagen.',
    consent: 'Jag ger mitt samtycke till utlämnande av uppgifter',
    verify: 'Kontrollera',
    decline: 'Fortsätt utan kontroll',
    checking: 'Din försäkring kontrolleras…',
    found: {
      title: 'Försäkringen kontrollerad',
      personal: 'OP betalar besöket direkt till oss från din försäkring.',
      company: '{productName}, försäkring {policyId}',
      occupational: 'Besöket faktureras från din arbetsgivares olycksfallsförsäkring.',
      cancel: 'Använd inte den här försäkringen',
    },
    notFound: {
      title: 'Försäkringen hittades inte',
      text: 'OP hittade ingen giltig försäkring för dig. Om du tror att det är fel, ring vår kundtjänst på {phone}.',
    },
    error: {
      title: 'Kontrollen misslyckades.',
      text: 'Vi kunde inte kontrollera din försäkring.',
      tryAgain: 'Försök igen',
    },
    canceled: {
      title: 'Försäkringen har inte kontrollerats',
      text: 'Du betalar besöket själv och kan söka ersättningen hos OP i efterhand.',
      verifyNow: 'Kontrollera nu',
    },
  },
  landing: {
    title: 'Boka tid med direktersättning från LokalTapiola',
    granted: {
      title: 'Ditt tillstånd för direktersättning har beviljats',
      text: 'LokalTapiola betalar ditt besök direkt till oss. Boka din tid nedan.',
    },
    child: {
      title: 'Bokning för ett barn',
      text: 'Boka besök för ett barn under 18 år på vår barnklinik {brand}. Som vårdnadshavare identifierar du dig med stark autentisering.',
      link: 'Boka hos {brand|destination}',
    },
    self: {
      title: 'Bokning för dig själv',
      text: 'Boka ditt eget besök hos {brand|destination}.',
      link: 'Boka hos {brand|destination}',
    },
    info: {
      title: 'Barn hos {brand}',
      text: 'Du kan också boka tid för ett barn hos {brand|destination} per telefon.',
      call: 'Ring {phone}',
      hoursLabel: 'Telefonbokningens öppettider',
      weekdays: 'mån–fre {opens}–{closes}',
      saturday: 'lör {opens}–{closes}',
      sunday: 'sön {opens}–{closes}',
    },
    languages: 'Den här sidan på andra språk',
  },
} satisfies NamespaceInsuranceTranslation;

export default sv_insurance;
