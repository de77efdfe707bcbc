import type { NamespaceQuestionnairesTranslation } from '../../i18n-types';

const fi_questionnaires = {
  list: {
    title: 'Kyselyt',
    intro: 'Kyselyt, joihin klinikkasi on pyytänyt sinua vastaamaan, ja omat vastauksesi.',
    tasks: 'Avoimet tehtävät',
    answers: 'Omat vastaukset',
    noTasks: 'Ei avoimia kyselyitä',
    noAnswers: 'Ei vielä vastauksia',
    loading: 'Ladataan kyselyitä…',
    sent: 'Lähetetty {date}',
    answered: 'Vastattu',
    answerBy: 'Vastaa viimeistään {date}',
  },
  maintenance: 'Kyselyt ovat tilapäisesti poissa käytöstä',
  page: {
    loading: 'Ladataan kyselyä…',
    back: 'Kyselyt',
    notFound: 'Kyselyä ei löytynyt',
    answeredOn: 'Olet vastannut tähän kyselyyn. Vastauksesi näkyvät alla.',
    sending: 'Lähetetään vastauksia…',
    saved: 'Vastaus tallennettu',
    saveFailed: 'Vastausten tallentaminen epäonnistui. Yritä uudelleen.',
    alreadyAnswered: 'Tähän kyselyyn on jo vastattu.',
  },
} satisfies NamespaceQuestionnairesTranslation;

export default fi_questionnaires;
