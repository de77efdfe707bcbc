import type { NamespacePrescriptionsTranslation } from '../../i18n-types';

const fi_prescriptions = {
  list: {
    title: 'Reseptit',
    intro:
      'Valitse reseptit, jotka haluat uusia. Reseptipyynnöt käsitellään 1–3 arkipäivässä, ja saat vahvistuksen tekstiviestinä.',
    empty: 'Ei reseptejä',
    loading: 'Ladataan reseptejä…',
    loadFailed: 'Reseptien hakeminen epäonnistui. Yritä uudelleen.',
    issued: 'Määrätty {date}',
    strength: 'Vahvuus',
    package: 'Pakkaus',
    packageValue: '{count} × {size} {unit}',
    dosage: 'Annostus',
    usage: 'Käyttö',
    treatmentLength: 'Hoidon kesto',
    totalAmount: 'Kokonaismäärä',
    nonRenewable: 'Ei uusittavissa oleva resepti',
    select: 'Valitse {name} uusittavaksi',
    selectAll: 'Valitse kaikki',
  },
  basket: {
    title: 'Uusittavaksi valitut',
    count: '{count} {{resepti|reseptiä}} valittu',
    none: 'Valitse uusittavat reseptit listasta.',
    renew: 'Uusi valitut',
  },
  maintenance: {
    title: 'Reseptien uusiminen on tilapäisesti poissa käytöstä',
    text: 'Siirrämme reseptien uusimisen uuteen viestipalveluun. Katkon odotetaan päättyvän päivän loppuun mennessä. Kiireellisissä asioissa soita asiakaspalveluumme.',
  },
  renewal: {
    title: 'Reseptin uusinta',
    intro:
      'Vastaa alla oleviin kysymyksiin. Reseptipyynnöt käsitellään 1–3 arkipäivässä, ja saat vahvistuksen tekstiviestinä.',
    loading: 'Ladataan reseptejä…',
    general: 'Yleiset kysymykset',
    medicine: '{name}',
    questions: {
      otherMedicines: 'Muut säännöllisesti käyttämäsi lääkkeet',
      additionalInfo: 'Muuta, mitä lääkärin olisi hyvä tietää',
      purpose: 'Mihin käytät tätä lääkettä?',
      hasRunOut: 'Onko lääke loppunut?',
      amountLeft: 'Kuinka paljon lääkettä on jäljellä?',
      hasSideEffects: 'Onko sinulla ollut haittavaikutuksia?',
      sideEffects: 'Millaisia haittavaikutuksia?',
    },
    optional: 'Voit jättää tämän tyhjäksi.',
    tooLong: 'Merkkiraja ylittyi',
    yes: 'Kyllä',
    no: 'Ei',
    send: 'Lähetä',
    sending: 'Lähetetään…',
    incomplete: 'Täytä ensin kaikki lomakkeen kentät.',
    limited: 'Olet lähettänyt lyhyessä ajassa monta uusimispyyntöä. Voit lähettää taas {time}.',
    missing: 'Vielä vastaamatta: {question}',
    missingFor: 'Vielä vastaamatta lääkkeestä {name}: {question}',
    failed: 'Reseptin uusiminen epäonnistui.',
    sentTitle: 'Uusimispyyntösi on lähetetty',
    sentText:
      'Reseptipyynnöt käsitellään 1–3 arkipäivässä. Saat vahvistuksen tekstiviestinä. Voit seurata pyyntöä viesteissäsi.',
    sentTextWithoutConversations:
      'Reseptipyynnöt käsitellään 1–3 arkipäivässä. Uusittu resepti näkyy reseptisivulla, ja klinikka soittaa sinulle, jos se tarvitsee lisätietoja.',
    toConversations: 'Siirry viesteihin',
    back: 'Takaisin resepteihin',
    notFound: 'Reseptejä ei löytynyt',
    notFoundText: 'Valitse uusittavat reseptit reseptisivulla.',
  },
} satisfies NamespacePrescriptionsTranslation;

export default fi_prescriptions;
