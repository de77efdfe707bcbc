import type { NamespaceSearchTranslation } from '../../i18n-types';

const fi_search = {
  landing: {
    title: 'Varaa aika',
    intro: 'Valitse, miten käyntisi maksetaan. Sen jälkeen voit hakea vapaita aikoja.',
    languages: 'Ajanvaraus muilla kielillä',
    visitTypes: {
      private: { title: 'Yksityisasiakas', text: 'Maksat käynnin itse tai haet korvauksen Kelasta.' },
      occupational: {
        title: 'Työterveys',
        text: 'Työnantajallasi on kanssamme työterveyshuoltosopimus.',
      },
      insurance: { title: 'Vakuutusasiakas', text: 'Käyntisi maksaa vakuutusyhtiösi.' },
      kela65: {
        title: 'Kela-lääkärikäynti yli 65-vuotiaille',
        text: 'Kela korvaa yleislääkärikäynnin 65 vuotta täyttäneille asiakkaille.',
      },
    },
  },
  list: {
    titles: {
      private: 'Varaa aika yksityisasiakkaana',
      occupational: 'Varaa työterveysaika',
      insurance: 'Varaa aika vakuutusasiakkaana',
      kela65: 'Varaa Kela-lääkärikäynti yli 65-vuotiaille',
      anonymous: 'Vapaat ajat',
    },
    breadcrumbs: { front: 'Etusivu', booking: 'Ajanvaraus' },
    info: {
      insurance: 'Pidä vakuutusyhtiösi maksusitoumus ja vakuutusnumerosi saatavilla, kun varaat ajan.',
      kela65: 'Kela korvaa käynnin, kun olet täyttänyt 65 vuotta. Varaaminen vaatii vahvan tunnistautumisen.',
      occupational: 'Näytetyt ajat sisältyvät työnantajasi työterveyshuoltosopimukseen.',
    },
    specialtyInfo: 'Tietoa: {specialty}',
  },
  filter: {
    label: 'Hakuehdot',
    clinic: 'Toimipiste',
    allClinics: 'Kaikki toimipisteet',
    specialty: 'Erikoisala',
    allSpecialties: 'Kaikki erikoisalat',
    kela65Specialty: 'Kela-lääkärikäynti yli 65-vuotiaille',
    kela65SpecialtyHint: 'Tässä listassa näkyvät vain yli 65-vuotiaiden Kela-lääkärikäynnit.',
    practitioner: 'Ammattilainen',
    allPractitioners: 'Kaikki ammattilaiset',
    practitionerHint: 'Kun valitset ammattilaisen, näet kaikki hänen aikansa, myös etävastaanotot.',
    noResults: 'Ei tuloksia',
    includeRemote: 'Näytä myös etävastaanotot',
    includeRemoteLocked: 'Valittua erikoisalaa on tarjolla myös etävastaanottona.',
    startDate: 'Alkaen',
    startDatePlaceholder: 'Valitse',
    availableDays: 'Päivät, joilla on vapaita aikoja',
  },
  timeOfDay: {
    label: 'Vuorokaudenaika',
    all: 'Kaikki',
    morning: 'Aamupäivä 7–12',
    afternoon: 'Iltapäivä 12–16',
    evening: 'Ilta 16–21',
  },
  results: {
    label: 'Vapaat ajat',
    loading: 'Haetaan aikoja…',
    loadingMore: 'Haetaan lisää aikoja…',
    showMore: 'Näytä lisää',
    moreFailed: 'Lisää aikoja ei voitu hakea.',
    error: 'Pahoittelemme – Aikoja ei voitu hakea, yritä myöhemmin uudelleen',
    retry: 'Yritä uudelleen',
    reserve: 'Varaa {time} {date}, {practitioner}, {place}',
    choose: 'Varaa',
    duration: '{minutes} min',
    locationTypes: {
      physicalLocation: 'Käynti toimipisteessä',
      remoteAppointment: 'Etävastaanotto',
      phoneAppointment: 'Puhelinvastaanotto',
      meetingAppointment: 'Tapaaminen',
      videoAppointment: 'Videovastaanotto',
    },
  },
  empty: {
    title: 'Hakuehtoja vastaavia aikoja ei löytynyt',
    text: 'Kokeile toista päivää, toista toimipistettä tai etävastaanottoa.',
    otherDays: 'Muut päivät, joilla on vapaita aikoja',
    otherDaysLoading: 'Etsitään muita päiviä…',
    noOtherDays: 'Vapaita aikoja ei ole seuraavankaan kuukauden aikana.',
    showDay: 'Näytä ajat alkaen {date}',
    otherClinics: 'Muut toimipisteet',
    allClinics: 'Hae kaikista toimipisteistä',
    practitionerClinics: 'Ammattilaisen toimipisteet',
    showClinic: 'Hae toimipisteestä {clinic}',
  },
  occupational: {
    unknownError: {
      title: 'Pahoittelut! Jotain meni vikaan...',
      text: 'Työterveysaikoja ei voitu hakea. Lataa sivu uudelleen ja yritä uudestaan.',
      reload: 'Lataa sivu uudelleen',
    },
    noOccupationalHealthcare: {
      title: 'Työterveyssopimusta ei löytynyt',
      text: 'Sinulle ei löytynyt työterveyshuoltosopimusta. Kysy lisää työnantajasi henkilöstöhallinnosta tai varaa aika yksityisasiakkaana.',
      privateLink: 'Varaa aika yksityisasiakkaana',
    },
    noWebReservation: {
      title: 'Sopimukseesi ei sisälly ajanvarausta verkossa',
      text: 'Työnantajasi sopimukseen ei sisälly ajanvarausta verkossa. Varaa aika soittamalla asiakaspalveluumme: {phone}.',
      call: 'Soita {phone}',
      chat: {
        title: 'Työterveyden chat',
        text: 'Hoitaja vastaa chatissa ja varaa sinulle tarvittaessa ajan.',
        action: 'Avaa chat',
      },
      phone: {
        title: 'Työterveyden puhelinpalvelu',
        text: 'Soita meille, niin varaamme sinulle sopivan ajan.',
      },
    },
  },
} satisfies NamespaceSearchTranslation;

export default fi_search;
