import type { NamespaceInsuranceTranslation } from '../../i18n-types';

const fi_insurance = {
  section: {
    title: 'Vakuutus',
    intro: 'Valitse vakuutusyhtiö, joka korvaa tämän käynnin.',
    insurer: {
      label: 'Vakuutusyhtiö',
      placeholder: 'Valitse vakuutusyhtiö',
      required: 'Vakuutusyhtiö on pakollinen tieto',
    },
    insurers: {
      IF: 'If',
      LAHITAPIOLA: 'LähiTapiola',
      OP: 'OP (Pohjola)',
      OTHER: 'Muu',
    },
    reimbursement: {
      label: 'Maksutapa',
      required: 'Maksutapa on pakollinen tieto',
      notForRemote: 'Yrityskorvaus ei ole käytettävissä etävastaanotoilla.',
      choices: {
        USE_REIMBURSEMENT: 'Suorakorvaus: vakuutusyhtiö maksaa käynnin suoraan meille',
        PAY_AND_REIMBURSE: 'Maksan käynnin itse ja haen korvauksen itse',
        COMPANY_REIMBURSEMENT: 'Yrityskorvaus',
      },
      remoteOnly: 'Ei käytettävissä etävastaanotoilla',
    },
    directCompensation: {
      consent:
        'Valtuutan klinikan hakemaan tämän käynnin korvauksen vakuutusyhtiöltäni ja lähettämään vakuutusyhtiölle korvaukseen tarvittavat diagnoositiedot.',
      required: 'Suorakorvaus on pakollinen tieto',
    },
    other: 'Maksat käynnin itse ja haet korvauksen vakuutusyhtiöltäsi.',
    description: 'Asiakkaan ilmoittama vakuutusyhtiö: {insurer}',
    concept: {
      adding: 'Valmistellaan maksutapaa…',
      failedTitle: 'Pahoittelemme! Jokin meni vikaan...',
      failedText:
        'Vakuutuksesi maksutapaa ei voitu valmistella, joten aikaa ei voi nyt varata. Yritä hetken kuluttua uudelleen. Jos ongelma jatkuu, ota yhteyttä asiakaspalveluumme.',
      refusedTitle: 'Varaaminen suorakorvauksella epäonnistui',
      refusedText:
        'Vakuutusyhtiösi ei vahvistanut sinulle suorakorvausta. Valitse toinen maksutapa, esimerkiksi maksa itse ja hae korvausta jälkikäteen, tai yritä myöhemmin uudelleen.',
    },
  },
  partner: {
    title: 'LähiTapiolan suorakorvaus',
    selfPaying: 'Maksat käynnin itse ja voit hakea korvauksen LähiTapiolalta jälkikäteen.',
    tryAgain: 'Yritä uudelleen',
    continueSelfPaying: 'Jatka maksamalla itse',
    notAsked: {
      text: 'Jos sinulla on LähiTapiolan sairauskuluvakuutus, LähiTapiola voi maksaa käynnin suoraan meille. Tarkistamme vakuutuksesi ja suorakorvausluvat LähiTapiolasta.',
      consent: 'Annan luvan tarkistaa vakuutukseni ja suorakorvauslupani LähiTapiolasta',
      continue: 'Jatka',
    },
    checking: 'Tarkistetaan vakuutustasi…',
    loadingPermits: 'Haetaan suorakorvauslupiasi…',
    withPermits: {
      title: 'Vakuutus löytyi',
      text: 'Valitse suorakorvauslupa tälle käynnille.',
      permitsLabel: 'Suorakorvausluvat',
      permit: '{symptom}, {bodyPart}',
      validTo: 'Voimassa {date} asti',
      continue: 'Jatka tällä luvalla',
      apply: 'Hae uutta lupaa LähiTapiolasta',
    },
    confirmed: {
      title: 'Suorakorvaus käytössä',
      text: 'LähiTapiola maksaa tämän käynnin luvalla {permit}.',
      remove: 'Poista lupa',
    },
    noPermits: {
      title: 'Vakuutus löytyi, ei suorakorvauslupaa',
      text: 'Sinulla ei ole voimassa olevaa suorakorvauslupaa. Voit hakea lupaa LähiTapiolasta ja palata tänne, tai jatkaa ja maksaa käynnin itse.',
      apply: 'Hae lupaa LähiTapiolasta',
      continue: 'Jatka ilman lupaa',
      restart: 'Aloita alusta',
    },
    notFound: {
      title: 'Vakuutusta ei löytynyt',
      text: 'LähiTapiola ei löytänyt sinulle sairauskuluvakuutusta.',
    },
    denied: {
      title: 'Suorakorvausta ei myönnetty',
      text: 'LähiTapiola ei myöntänyt suorakorvausta tälle käynnille.',
    },
    canceled: {
      title: 'Lupahakemus peruttiin',
      text: 'Suorakorvausluvan hakeminen peruttiin.',
    },
    error: {
      title: 'Tunnistaminen epäonnistui',
      text: 'Vakuutustasi ei voitu tarkistaa LähiTapiolasta.',
    },
    underage: {
      title: 'Suorakorvaus on täysi-ikäisille',
      text: 'LähiTapiolan suorakorvausta voivat käyttää verkossa vain 18 vuotta täyttäneet asiakkaat. Voit varata käynnin, maksaa sen itse ja hakea korvauksen LähiTapiolalta.',
    },
  },
  pohjola: {
    title: 'OP (Pohjola) -vakuutus',
    owner: {
      label: 'Kenen vakuutus korvaa käynnin?',
      personal: 'Oma vakuutukseni',
      company: 'Työnantajani vakuutus',
    },
    eventType: {
      label: 'Mitä tapahtui?',
      occupationalAccident: 'Tapaturma työssä tai työmatkalla',
      leisureAccident: 'Vapaa-ajan tapaturma',
      sickness: 'Sairaus',
    },
    occupationalNotice: {
      title: 'Työtapaturma',
      text: 'Työtapaturman korvaa työnantajasi lakisääteinen tapaturmavakuutus. Kerro tapaturmasta klinikalla, kun tulet käynnille; vakuutustasi ei tarvitse tarkistaa nyt.',
      continue: 'Jatka',
    },
    back: 'Takaisin',
    intro: 'Tarkistamme OP:lta, että vakuutuksesi on voimassa vastaanottopäivänä.',
    consent: 'Annan suostumukseni tietojen luovutukseen',
    verify: 'Tarkista',
    decline: 'Jatka tarkistamatta',
    checking: 'Tarkistetaan vakuutustasi…',
    found: {
      title: 'Vakuutus tarkistettu',
      personal: 'OP maksaa tämän käynnin vakuutuksestasi suoraan meille.',
      company: '{productName}, vakuutus {policyId}',
      occupational: 'Käynti laskutetaan työnantajasi tapaturmavakuutuksesta.',
      cancel: 'Älä käytä tätä vakuutusta',
    },
    notFound: {
      title: 'Vakuutusta ei löytynyt',
      text: 'OP ei löytänyt sinulle voimassa olevaa vakuutusta. Jos tämä on mielestäsi virhe, soita asiakaspalveluumme numeroon {phone}.',
    },
    error: {
      title: 'Tarkistus epäonnistui.',
      text: 'Emme voineet tarkistaa vakuutustasi.',
      tryAgain: 'Yritä uudelleen',
    },
    canceled: {
      title: 'Vakuutusta ei tarkistettu',
      text: 'Maksat käynnin itse ja voit hakea korvauksen OP:lta jälkikäteen.',
      verifyNow: 'Tarkista nyt',
    },
  },
  landing: {
    title: 'Varaa aika LähiTapiolan suorakorvauksella',
    granted: {
      title: 'Suorakorvauslupasi on myönnetty',
      text: 'LähiTapiola maksaa käyntisi suoraan meille. Varaa aikasi alta.',
    },
    child: {
      title: 'Varaus lapselle',
      text: 'Alle 18-vuotiaan lapsen käynnin varaat lastenklinikaltamme ({brand}). Huoltajana tunnistaudut vahvasti.',
      link: 'Varaa aika {brand|destination}',
    },
    self: {
      title: 'Varaus itsellesi',
      text: 'Varaa oma käyntisi {brand|destination}.',
      link: 'Varaa aika {brand|destination}',
    },
    info: {
      title: 'Lasten ajanvaraus ({brand})',
      text: 'Lapsen ajan {brand|destination} voit varata myös puhelimitse.',
      call: 'Soita {phone}',
      hoursLabel: 'Puhelinvarauksen aukioloajat',
      weekdays: 'ma–pe {opens}–{closes}',
      saturday: 'la {opens}–{closes}',
      sunday: 'su {opens}–{closes}',
    },
    languages: 'Tämä sivu muilla kielillä',
  },
} satisfies NamespaceInsuranceTranslation;

export default fi_insurance;
