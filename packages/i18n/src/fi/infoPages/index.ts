import type { NamespaceInfoPagesTranslation } from '../../i18n-types';

const fi_infoPages = {
  help: {
    title: 'Ohjeita',
    lead: 'Vastauksia yleisimpiin kysymyksiin palvelun käytöstä. Jos et löydä vastausta, soita asiakaspalveluun {phone}.',
    signIn: {
      heading: 'Kirjautuminen',
      text: 'Kirjaudu verkkopankkitunnuksillasi tai mobiilivarmenteella. Sinut kirjataan ulos automaattisesti, kun palvelua ei ole käytetty hetkeen; tallenna keskeneräiset muutokset, kun varoitus näkyy.',
    },
    sms: {
      heading: 'Tekstiviestitunnistautuminen',
      text: 'Kun tekstiviestitunnistautuminen on käytössä, lähetämme kirjautumisen jälkeen puhelimeesi nelinumeroisen koodin. Voit ottaa sen käyttöön tai poistaa sen omista tiedoistasi.',
      link: 'Tekstiviestitunnistautuminen omissa tiedoissa',
    },
    booking: {
      heading: 'Ajan varaaminen ja peruminen',
      text: 'Voit varata ja perua aikoja verkossa. Ajan voi perua verkossa viimeistään {hours} tuntia ennen sen alkua; sen jälkeen soita asiakaspalveluun.',
    },
    child: {
      heading: 'Lapsen puolesta asiointi',
      text: 'Huoltaja voi asioida enintään 11-vuotiaan lapsen puolesta. 12 vuotta täyttänyt nuori kirjautuu omilla tunnuksillaan.',
    },
    invoices: {
      heading: 'Laskut',
      text: 'Laskusi ja kuittisi löytyvät kohdasta Laskut. Avoimen laskun voit maksaa verkossa.',
    },
    technical: {
      heading: 'Tekniset ongelmat',
      text: 'Käytä ajantasaista selainta. Jos sivu ei toimi, lataa se uudelleen tai kirjaudu uudelleen.',
    },
  },
  chatNotice: {
    title: 'Pikkutsatti on muuttanut',
    text: 'Pikkutsatti löytyy nyt {brand}-mobiilisovelluksesta. Lataa sovellus ja kirjaudu, niin voit keskustella hoitajiemme kanssa.',
  },
  terms: {
    title: 'Käyttöehdot',
    lead: 'Näitä ehtoja sovelletaan tämän verkkopalvelun käyttöön.',
    sections: {
      service: {
        heading: 'Palvelu',
        text: 'Palvelussa voit varata aikoja, nähdä terveystietosi ja laskusi sekä lähettää viestejä klinikalle. Palvelu ei korvaa päivystystä: hätätilanteessa soita 112.',
      },
      identification: {
        heading: 'Tunnistautuminen',
        text: 'Kirjaudut vahvalla sähköisellä tunnistautumisella. Älä anna tunnuksiasi kenenkään muun käyttöön.',
      },
      data: {
        heading: 'Tietosi',
        text: 'Tietojasi käsitellään tietosuojaselosteen ja potilasasiakirjoja koskevan lain mukaisesti. Jokainen terveystietojesi katselu kirjataan lokiin.',
      },
      changes: {
        heading: 'Muutokset',
        text: 'Voimme muuttaa palvelua ja näitä ehtoja. Merkittävistä muutoksista kerrotaan palvelussa.',
      },
    },
  },
  accessibility: {
    title: 'Saavutettavuusseloste',
    lead: 'Tämä seloste koskee {brand}-verkkopalvelua. Haluamme, että jokainen voi käyttää palvelua kyvyistään riippumatta.',
    conformance: {
      heading: 'Palvelun saavutettavuus',
      text: 'Palvelu pyrkii täyttämään verkkosisällön saavutettavuusohjeiden {standard} AA-tason kriteerit, kuten digipalvelulaki ja eurooppalainen esteettömyyssäädös edellyttävät.',
    },
    check: {
      heading: 'Miten palvelu on arvioitu',
      text: 'Palvelu on viimeksi tarkistettu {date} automaattisella axe-core {version} -työkalulla WCAG A-, AA- ja 2.2 AA -sääntöjä vasten.',
      pages:
        'Sivut: {checked} sivunäkymää molemmissa brändeissä ja kaikilla kolmella kielellä, kirjautuneena ja kirjautumatta. Näkymiä, joissa ongelmia: {failed}.',
      stories:
        'Näyttötilat: {checked} palvelun osien tilaa, kukin erikseen tarkistettuna. Tiloja, joissa ongelmia: {failed}.',
      passed: 'Tarkistus ei löytänyt yhtään puutetta.',
      failed: 'Tarkistus löysi {violations} puutetta, joita korjaamme.',
      missing: 'Viimeisimmän tarkistuksen tuloksia ei voida juuri nyt näyttää.',
      loading: 'Ladataan viimeisimmän tarkistuksen tuloksia…',
      manual:
        'Automaattinen tarkistus löytää vain osan mahdollisista ongelmista. Palvelua käytetään kehitystyön aikana myös näppäimistöllä ja ruudunlukijalla.',
    },
    known: {
      heading: 'Mikä ei ole vielä saavutettavaa',
      pdf: 'Laskut, kuitit ja muut PDF-asiakirjat on rakenteistettu, mutta niitä ei ole tarkistettu apuvälineillä.',
      thirdParty:
        'Maksupalvelut ja vakuutusyhtiöiden sivut eivät ole osa tätä palvelua, eikä tämä seloste koske niitä.',
      finnishOnly: 'Ohjesivu ja lastenklinikan käyttöehdot ovat vain suomeksi.',
    },
    feedback: {
      heading: 'Palaute',
      text: 'Jos huomaat saavutettavuuspuutteen, kerro siitä sähköpostitse {email} tai puhelimitse {phone}. Vastaamme 14 päivän kuluessa.',
    },
    authority: {
      heading: 'Valvontaviranomainen',
      text: 'Jos et ole tyytyväinen vastaukseemme tai et saa vastausta kahden viikon kuluessa, voit tehdä ilmoituksen valvontaviranomaiselle. Ohjeet löytyvät osoitteesta {site}.',
    },
  },
} satisfies NamespaceInfoPagesTranslation;

export default fi_infoPages;
