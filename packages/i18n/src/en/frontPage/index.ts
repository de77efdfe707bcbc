import type { BaseTranslation } from '../../i18n-types';

/** Words of the front page: the welcome of a signed-in patient, the way in of a visitor. */
const en_frontPage = {
  title: 'Front page',
  /**
   * The brand's display name comes from the brand configuration; `destination` puts it in the form a
   * language uses after "welcome to" (Finnish inflects it: "Aavaan").
   */
  welcome: 'Welcome to {brand:string|destination}, {firstName:string}',
  sections: {
    conversations: {
      title: 'Conversations',
      empty: 'No conversations',
      unread: 'Unread',
      titleFallback: 'Conversation',
    },
    appointments: { title: 'Appointments', empty: 'No upcoming appointments' },
    visits: { title: 'Visits', empty: 'No visits' },
    prescriptions: { title: 'Prescriptions', empty: 'No prescriptions' },
    laboratory: { title: 'Lab results and referrals', empty: 'No lab results or referrals' },
    questionnaires: { title: 'Questionnaires', empty: 'No questionnaires' },
    imaging: { title: 'Imaging', empty: 'No imaging' },
  },
  showAll: 'Show all',
  renewPrescriptions: 'Renew prescriptions',
  loadFailed: 'This section is temporarily unavailable',
  /** What a record's line on the front page says of its state. */
  items: {
    resultsReady: 'Results ready',
    resultsPending: 'Results pending',
    waitingForAnswer: 'Waiting for your answer',
    answered: 'Answered',
  },
  newCustomer: {
    title: 'Welcome!',
    text: 'It looks like you are here for the first time: you have no appointments or other events with us yet.',
    book: 'Book an appointment online',
    call: 'or call our customer service',
    logOut: 'Log out',
  },
  /** The front page of a visitor who is not signed in: booking and log-in side by side. */
  door: {
    title: 'Welcome to {brand:string|destination}',
    bookTitle: 'Book an appointment',
    bookText: 'Find a free time and book it. Most times can be booked without logging in.',
    bookButton: 'Book an appointment',
    loginTitle: 'Log in',
  },
} satisfies BaseTranslation;

export default en_frontPage;
