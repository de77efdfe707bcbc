import type { NamespaceQuestionnairesTranslation } from '../../i18n-types';

const sv_questionnaires = {
  list: {
    title: 'Enkäter',
    intro: 'Enkäter som din klinik har bett dig fylla i, och dina egna svar.',
    tasks: 'Öppna uppgifter',
    answers: 'Mina svar',
    noTasks: 'Inga öppna enkäter',
    noAnswers: 'Inga svar ännu',
    loading: 'Laddar enkäter…',
    sent: 'Skickad {date}',
    answered: 'Besvarad',
    answerBy: 'Svara senast {date}',
  },
  maintenance: 'Enkäterna är tillfälligt ur bruk',
  page: {
    loading: 'Laddar enkäten…',
    back: 'Enkäter',
    notFound: 'Enkäten hittades inte',
    answeredOn: 'Du har besvarat den här enkäten. Dina svar visas nedan.',
    sending: 'Skickar dina svar…',
    saved: 'Svaret har sparats',
    saveFailed: 'Det gick inte att spara dina svar. Försök igen.',
    alreadyAnswered: 'Den här enkäten har redan besvarats.',
  },
} satisfies NamespaceQuestionnairesTranslation;

export default sv_questionnaires;
