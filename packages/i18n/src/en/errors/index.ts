import type { BaseTranslation } from '../../i18n-types';

/** Error views and messages shared by every page. */
const en_errors = {
  notFound: {
    title: 'Could not find current page',
    text: 'Check the address or go to the front page.',
    frontPageLink: 'Go to the front page',
  },
  generic: {
    title: 'Apologies! Something went wrong...',
    text: 'Please try again in a moment. If the problem persists, contact our customer service.',
    tryAgain: 'Try again',
  },
  network: 'Network error. Please try again.',
} satisfies BaseTranslation;

export default en_errors;
